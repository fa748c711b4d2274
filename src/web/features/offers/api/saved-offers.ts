import type { SavedOfferCard } from '@shared/contracts/offers';
import { api } from '@web/lib/api-client';
import { listPageQty, nextPageWhileFull } from '@web/lib/pages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { savedOffersKey } from '../query-keys';

/**
 * offer/chef/saved (spec doc 1 sections 2 and 7): the chef's saved offers, newest saved first, 10 a page
 * (section 9), the next page as the list scrolls. Cards in the page's language.
 */
export function useSavedOffers() {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: [...savedOffersKey, 'list', i18n.language],
    queryFn: async ({ pageParam, signal }): Promise<SavedOfferCard[]> => {
      // Loaded on use: a value import would bring the schemas (zod) into the page.
      const { offerChefSaved } = await import('@shared/contracts/offers');
      return (await api(offerChefSaved, { page: pageParam, qty: listPageQty }, { signal })).data;
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageWhileFull(pages),
    retry: false,
  });
}
