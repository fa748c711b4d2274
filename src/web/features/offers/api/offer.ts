import type { Language } from '@shared/i18n/languages';
import type { CallOutput } from '@shared/contracts/call';
import { offerShowRoute } from '@shared/contracts/offer-routes';
import type { offerShow } from '@shared/contracts/offers';
import { apiRead } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offerKey } from '../query-keys';

// The offer form reads the offers' key from here.

/**
 * The offer detail call (offer/show): the offer with its venue; idle while `id` is unknown. Read
 * without the contract's schemas (`apiRead`): it is the public offer page's first call.
 */
export function useOffer(id: number | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useQuery({
    queryKey: offerKey(id ?? 0, language),
    queryFn: async ({ signal }) => {
      const input = { id: id ?? 0 };
      return (await apiRead<CallOutput<typeof offerShow>>(offerShowRoute, input, { signal })).data;
    },
    enabled: id !== undefined && id > 0,
    retry: false,
  });
}
