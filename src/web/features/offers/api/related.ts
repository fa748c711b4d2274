import type { Language } from '@shared/i18n/languages';
import type { CallOutput } from '@shared/contracts/call';
import { offerRelatedRoute, offersInRoute } from '@shared/contracts/offer-routes';
import type { offerRelated, offersIn } from '@shared/contracts/offers';
import { apiRead } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offersKey } from '../query-keys';

/** The spec's related offers call asks for page 0 and 999 offers, shown 4 at a time (doc 2 section 9). */
const relatedQty = 999;

/** offer/related: the live offers shown beside one (its venue's and the same position's). */
export function useRelatedOffers(id: number | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useQuery({
    queryKey: [...offersKey, 'related', id ?? 0, language],
    queryFn: async ({ signal }) => {
      const input = { id: id ?? 0, page: 0, qty: relatedQty };
      return (await apiRead<CallOutput<typeof offerRelated>>(offerRelatedRoute, input, { signal })).data;
    },
    enabled: id !== undefined && id > 0,
    retry: false,
  });
}

/** offers/in: the live offers among `ids`, in that order; ids that are not live offers are left out. */
export function useOffersIn(ids: readonly number[]) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useQuery({
    queryKey: [...offersKey, 'in', ids.join(','), language],
    queryFn: async ({ signal }) => {
      const input = { id: ids.join(',') };
      return (await apiRead<CallOutput<typeof offersIn>>(offersInRoute, input, { signal })).data.list;
    },
    enabled: ids.length > 0,
    retry: false,
  });
}
