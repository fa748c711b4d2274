import type { Language } from '@shared/i18n/languages';
import { api } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offersKey } from './offer';

/** The spec's related offers call asks for page 0 and 999 offers, shown 4 at a time (doc 2 section 9). */
const relatedQty = 999;

/** offer/related: the live offers shown beside one (its venue's and the same position's). */
export function useRelatedOffers(id: number | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useQuery({
    queryKey: [...offersKey, 'related', id ?? 0, language],
    queryFn: async ({ signal }) => {
      const { offerRelated } = await import('@shared/contracts/offers');
      return (await api(offerRelated, { id: id ?? 0, page: 0, qty: relatedQty }, { signal })).data;
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
      const { offersIn } = await import('@shared/contracts/offers');
      return (await api(offersIn, { id: ids.join(',') }, { signal })).data.list;
    },
    enabled: ids.length > 0,
    retry: false,
  });
}
