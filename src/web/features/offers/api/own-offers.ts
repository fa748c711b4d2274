import type { OfferCard, OfferList } from '@shared/contracts/offers';
import { api } from '@web/lib/api-client';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nextOfferPage } from '../lib/offer-display';
import { offersKey, venueOffersKey } from '../query-keys';

// The contracts' page sizes, written out: a value import would bring the offer schemas (zod) into the page.
/** The offers page asks 5 at a time; the venue home shows 20 (spec doc 2 section 9). */
export const offersPageQty = 5;
export const venueHomeQty = 20;

async function readOffers(rid: number, page: number, qty: number, signal: AbortSignal) {
  const { offerRestaurant } = await import('@shared/contracts/offers');
  return (await api(offerRestaurant, { rid, showpaused: 1, review: 1, page, qty }, { signal })).data;
}

/**
 * The owner's offers of a venue for the offers page (offer/restaurant with paused and in-review ones), 5
 * a page, joined as the visitor scrolls; the first page's counts are the totals.
 */
export function useOwnOffers(rid: number) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: [...venueOffersKey(rid), 'pages', i18n.language],
    queryFn: ({ pageParam, signal }) => readOffers(rid, pageParam, offersPageQty, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOfferPage(pages),
    // A load failure is silent (spec doc 2 section 8): the list keeps what it has.
    retry: false,
  });
}

/** The first 20 offers of a venue, paused and in-review ones included, for its owner's home page. */
export function useVenueOffers(rid: number, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    enabled: enabled && rid > 0,
    queryKey: [...venueOffersKey(rid), 'home', i18n.language],
    queryFn: ({ signal }) => readOffers(rid, 0, venueHomeQty, signal),
    retry: false,
  });
}

function patchCard(offer: OfferCard) {
  return (card: OfferCard) => (card.id === offer.id ? { ...card, status: offer.status } : card);
}

/**
 * offer/toggle (spec doc 2 section 4): activate (1) or pause (0). The answer's offer replaces the kept
 * one at once, then the lists are read again for their counts. A failure is silent (section 8): only the
 * busy state ends, and the switch keeps the state it had. The card ignores presses while it runs.
 */
export function useToggleOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ oid, active }: { oid: number; active: boolean }) => {
      const { offerToggle } = await import('@shared/contracts/offers');
      return (await api(offerToggle, { oid, action: active ? 1 : 0 })).data.offer;
    },
    onSuccess: async (offer) => {
      queryClient.setQueriesData<InfiniteData<OfferList> | OfferList>(
        { queryKey: venueOffersKey(offer.rid) },
        (data) => {
          if (!data) return data;
          if ('pages' in data)
            return {
              ...data,
              pages: data.pages.map((page) => ({ ...page, list: page.list.map(patchCard(offer)) })),
            };
          return { ...data, list: data.list.map(patchCard(offer)) };
        },
      );
      await queryClient.invalidateQueries({ queryKey: offersKey });
    },
    onError: (error) => console.warn('offer/toggle failed', error),
  });
}

/** After the offer form saved or deleted an offer: every kept offer answer is read again. */
export function useOffersChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: offersKey });
}
