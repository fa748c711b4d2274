import { offerGuru } from '@shared/contracts/offer-guru';
import type { Language } from '@shared/i18n/languages';
import { api } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { guruKey } from '../query-keys';

/** offer/guru: every template group's items in `language`, the language of the offer texts. */
export function useGuruItems(language: Language) {
  return useQuery({
    queryKey: guruKey(language),
    // Only the lazy Guru dialog imports this file: the declaration stays out of the first load.
    queryFn: async ({ signal }) => (await api(offerGuru, { language }, { signal })).data,
    staleTime: Infinity,
    retry: false,
  });
}
