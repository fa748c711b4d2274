import { api } from '@web/lib/api-client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * moderation/report on a chef's (`ischef` 1) or a venue's (0) account (spec doc 1 section 7): the
 * answer's message, for the success dialog.
 */
export function useReport(ischef: 0 | 1) {
  return useMutation({
    mutationFn: async (input: { offender: number; reason: string }) => {
      const { moderationReport } = await import('@shared/contracts/moderation');
      return (await api(moderationReport, { offender: input.offender, ischef, reason: input.reason }))
        .message;
    },
  });
}

/**
 * moderation/block on an account (D6: at once). The kept pages under `pagesKey` are dropped, so the
 * blocked account's page asks again and shows that there is nothing to see.
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
