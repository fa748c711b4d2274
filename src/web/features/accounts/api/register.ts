import type { registerInput, UserData } from '@shared/contracts/accounts';
import { apiCall } from '@web/lib/api-client';
import { setSessionUser } from '@web/lib/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type RegisterValues = z.output<typeof registerInput>;

/** account/register, sign-up step 2: on success the new account is logged in (cookie set by the server). */
export async function register(values: RegisterValues) {
  const { data } = await apiCall<UserData>('account/register', {
    email: values.email,
    type: values.type,
    name: values.name,
    phoneNumber: values.phoneNumber,
    password: values.password,
    rpassword: values.rpassword,
  });
  return data.user;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
