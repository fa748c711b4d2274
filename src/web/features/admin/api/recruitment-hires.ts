import {
  adminRecruitmentEnd,
  adminRecruitmentHire,
  type recruitmentEndInput,
  type recruitmentHireInput,
} from '@shared/contracts/admin-recruitment';
import { api, isApiError } from '@web/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { feesKey } from '../query-keys';
import { refreshRecruitment } from './recruitment';

export type HireValues = z.output<typeof recruitmentHireInput>;
export type EndValues = z.output<typeof recruitmentEndInput>;

/**
 * A hire or an end changes the applicants' cards, the offers' hire counts and the fees: all are read
 * again, also after a refusal that says the application or hire moved on (409) while the page was open.
 */
function useHireAction<V>(send: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([refreshRecruitment(queryClient), queryClient.invalidateQueries({ queryKey: feesKey })]);
  return useMutation({
    mutationFn: send,
    onSuccess: refresh,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void refresh();
    },
  });
}

/**
 * admin.recruitment.hire: the chef of an agreed trial was hired on a day at a yearly salary (the fee is
 * kept).
 */
export const useRecordHire = () =>
  useHireAction(async (values: HireValues) => (await api(adminRecruitmentHire, values)).data);

/** admin.recruitment.end: the day the hire's contract ended (a fee not due yet may be cancelled). */
export const useEndContract = () =>
  useHireAction(async (values: EndValues) => (await api(adminRecruitmentEnd, values)).data);
