import type { OfferSearchResult } from '@shared/contracts/search';
import { searchOffersRoute } from '@shared/contracts/search-routes';
import type { Language } from '@shared/i18n/languages';
import { apiRead } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  feedRequest,
  firstFeedPage,
  nextFeedPage,
  queryFromSearch,
  type FeedPageParam,
  type FeedSearch,
} from '../lib/feed-search';
import { searchKey } from '../query-keys';

/**
 * search/offers as the home feed reads it (doc 2 sections 2 and 4): pages of 10, the first widened to
 * the page the address names, later ones sending back the first answer's `until`. The cache key holds
 * the history entry (`entry`), so going back to the feed finds the pages it had loaded (scroll restore),
 * while a new visit of the same search starts fresh. Through `apiRead`: no validation library on the
 * feed's first load (the 150 KB budget).
 */
export function useFeedOffers(search: FeedSearch, startPage: number, entry: string) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const { user, isPending } = useSessionUser();
  return useInfiniteQuery<
    OfferSearchResult,
    Error,
    InfiniteData<OfferSearchResult, FeedPageParam>,
    QueryKey,
    FeedPageParam
  >({
    queryKey: [...searchKey, 'offers', queryFromSearch(search), language, user?.id ?? 0, entry],
    initialPageParam: firstFeedPage(startPage),
    queryFn: async ({ pageParam, signal }) =>
      (await apiRead<OfferSearchResult>(searchOffersRoute, feedRequest(search, pageParam), { signal })).data,
    getNextPageParam: (_last, pages, lastParam) => nextFeedPage(lastParam, pages[0]?.until ?? null),
    // The session decides what a chef may see (D9 audience, D6 blocks): ask once it is known.
    enabled: !isPending,
    // Kept while the visitor reads an offer and comes back (scroll restore), and never refetched behind
    // the list's back: the loaded pages are what the visitor scrolled through.
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
}
