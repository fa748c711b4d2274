import { api } from '@web/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedOffersKey } from '../query-keys';

/**
 * offer/subscribe with saved=1 (spec doc 1 sections 4 and 7): the chef saves offers to read later; a
 * saved offer stays saved (it cannot be un-saved). The saved list and the "Saved" marks are read again.
 */
export function useSaveOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      // Loaded on use: a value import would bring the schemas (zod) into the offer page.
      const { offerSubscribe } = await import('@shared/contracts/applications');
      return (await api(offerSubscribe, { offers: ids.join(','), saved: 1 })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedOffersKey }),
  });
}
