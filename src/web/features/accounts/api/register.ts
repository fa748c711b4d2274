import { accountRegister, type registerInput } from '@shared/contracts/accounts';
import { api } from '@web/lib/api-client';
import { setSessionUser } from '@web/lib/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type RegisterValues = z.output<typeof registerInput>;

/** account/register, sign-up step 2: on success the new account is logged in (cookie set by the server). */
export async function register(values: RegisterValues) {
  const { data } = await api(accountRegister, values);
  return data.user;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
