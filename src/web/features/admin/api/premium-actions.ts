import {
  adminPremiumActivate,
  adminPremiumDecline,
  adminPremiumEnd,
  type premiumActivateInput,
} from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminOverviewKey, premiumAccountsKey } from '../query-keys';

export type ActivateValues = z.output<typeof premiumActivateInput>;

/** After any of them every tab is read again (an account moves between them), and the counts. */
function usePremiumAction<V>(send: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: premiumAccountsKey }),
        queryClient.invalidateQueries({ queryKey: adminOverviewKey }),
      ]),
  });
}

/** admin.premium.activate: Premium from `start` to `end` (a renewal starts where the last period ends). */
export const useActivatePremium = () =>
  usePremiumAction(async (values: ActivateValues) => (await api(adminPremiumActivate, values)).data);

/** admin.premium.end: Premium ends today. */
export const useEndPremium = () =>
  usePremiumAction(async (account: number) => (await api(adminPremiumEnd, { account })).data);

/** admin.premium.decline: the pending plan request is declined. */
export const useDeclinePremium = () =>
  usePremiumAction(async (account: number) => (await api(adminPremiumDecline, { account })).data);
