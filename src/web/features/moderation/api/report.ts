import { api } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';

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
