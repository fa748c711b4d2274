import type { UserData } from '@shared/contracts/accounts';
import type { loginInput } from '@shared/contracts/accounts';
import { apiCall } from '@web/lib/api-client';
import { setSessionUser } from '@web/lib/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type LoginValues = z.output<typeof loginInput>;

/** account/login: `remember` goes as 1/0 (spec doc 1 section 4). The server sets the session cookie. */
export async function login(values: LoginValues) {
  const { data } = await apiCall<UserData>('account/login', {
    username: values.username,
    password: values.password,
    remember: values.remember ? 1 : 0,
  });
  return data.user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
