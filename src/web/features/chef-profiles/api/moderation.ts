import { api } from '@web/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chefProfilesKey } from './chef-profile';

/** moderation/report on a chef (spec doc 1 section 7: `ischef` 1): the answer's message, for the success dialog. */
export function useReportChef() {
  return useMutation({
    mutationFn: async (input: { offender: number; reason: string }) => {
      const { moderationReport } = await import('@shared/contracts/moderation');
      return (await api(moderationReport, { offender: input.offender, ischef: 1, reason: input.reason }))
        .message;
    },
  });
}

/**
 * moderation/block on a chef's account (D6: at once). The kept profiles are dropped, so the blocked
 * chef's page asks again and shows that there is nothing to see.
 */
export function useBlockChef() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offender: number) => {
      const { moderationBlock } = await import('@shared/contracts/moderation');
      return (await api(moderationBlock, { offender })).message;
    },
    onSuccess: () => queryClient.resetQueries({ queryKey: chefProfilesKey }),
  });
}
