import { accountResetPassword, type resetRequestInput } from '@shared/contracts/accounts';
import { api } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

export type ResetRequestValues = z.output<typeof resetRequestInput>;

/**
 * account/resetpassword with an e-mail: asks for a reset link. The answer is the same whether or not
 * the address has an account; its message (already localized) is what the user reads.
 */
export async function requestPasswordReset(values: ResetRequestValues) {
  const { message } = await api(accountResetPassword, values);
  return { message };
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
