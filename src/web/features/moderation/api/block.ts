import { api } from '@web/lib/api-client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * moderation/block on an account (D6: at once). The kept pages under `pagesKey` (the owning feature's
 * key) are dropped, so the blocked account's page asks again and shows that there is nothing to see.
 */
export function useBlock(pagesKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offender: number) => {
      const { moderationBlock } = await import('@shared/contracts/moderation');
      return (await api(moderationBlock, { offender })).message;
    },
    onSuccess: () => queryClient.resetQueries({ queryKey: pagesKey }),
  });
}
