import type { Place } from '@shared/contracts/places';
import type { FacetGroup } from '@shared/contracts/search';
import type { SearchFilter } from '@shared/contracts/search-routes';
import { apiRead, isApiError, type CallRoute } from '@web/lib/api-client';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasMoreFound, type FoundPage } from '../lib/find-query';
import { searchKey } from '../query-keys';

/** What find-chefs and find-restaurants send (spec doc 2 section 7), the page and qty aside. */
export interface FindInput {
  filters: readonly SearchFilter[];
  /** The picked place (coordinates), else a place name from a shared address, else anywhere. */
  place: Place | null;
  placeName: string;
  position?: number | null;
  q?: string;
}

/** One page as these pages keep it; `limited` marks the refusal of a page past the viewer's limit. */
export type FindPage<T> = FoundPage<T> & {
  filters: FacetGroup[];
  location: { place: Place | null } | null;
  limited?: boolean;
};

interface PageParam {
  page: number;
  qty: number;
}

/** The call's fields: filters and location as JSON text, as the spec's client sends them. */
export function findFields(input: FindInput): Record<string, string | number> {
  const location = input.place
    ? JSON.stringify(input.place)
    : input.placeName
      ? JSON.stringify({ name: input.placeName })
      : '';
  return {
    filters: input.filters.length ? JSON.stringify(input.filters.map(({ id, type }) => ({ id, type }))) : '',
    location,
    ...(input.position !== undefined ? { position: input.position ?? '' } : {}),
    ...(input.q !== undefined ? { q: input.q } : {}),
  };
}

/**
 * A search read page by page (useInfiniteQuery): the first request is `first` (a widened qty when the
 * page was opened at /{page}), the next ones `size` each. A 403 `search_limit_reached` on a later page
 * ends the list (the page shows its prompt) instead of failing it.
 */
export function useFindSearch<T extends { id: number }>({
  route,
  kind,
  input,
  first,
  size,
  firstPageOnly,
  viewerKey,
}: {
  route: CallRoute;
  kind: 'chefs' | 'restaurants';
  input: FindInput;
  first: PageParam;
  size: number;
  firstPageOnly: boolean;
  /** Changes what the server answers (role, premium): part of the cache key. */
  viewerKey: string;
}) {
  const { i18n } = useTranslation();
  const fields = findFields(input);
  return useInfiniteQuery({
    queryKey: [...searchKey, kind, i18n.language, viewerKey, fields, first.qty, size],
    queryFn: async ({ pageParam, signal }): Promise<FindPage<T>> => {
      try {
        return (
          await apiRead<FindPage<T>>(
            route,
            { ...fields, page: pageParam.page, qty: pageParam.qty },
            { signal },
          )
        ).data;
      } catch (error) {
        if (pageParam.page > 0 && isApiError(error) && error.code === 'search_limit_reached')
          return { list: [], total: 0, filters: [], location: null, limited: true };
        throw error;
      }
    },
    initialPageParam: first,
    getNextPageParam: (last, pages, lastParam): PageParam | undefined => {
      if (firstPageOnly || last.limited || !hasMoreFound(pages, lastParam.qty)) return undefined;
      return { page: (lastParam.page + 1) * (lastParam.qty / size), qty: size };
    },
    // A new search keeps the last answer on screen (the filter panel too) until its own arrives.
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}
