import { accountResetPassword, type resetConfirmInput } from '@shared/contracts/accounts';
import { api } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

export type ResetConfirmValues = z.output<typeof resetConfirmInput>;

/** account/resetpassword with the e-mailed code: sets the new password. Error code reset_code_invalid. */
export async function confirmPasswordReset(values: ResetConfirmValues) {
  const { message } = await api(accountResetPassword, values);
  return { message };
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
