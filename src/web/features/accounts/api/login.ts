import { accountLogin, type loginInput } from '@shared/contracts/accounts';
import { api } from '@web/lib/api-client';
import { setSessionUser } from '@web/lib/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type LoginValues = z.output<typeof loginInput>;

/** account/login (spec doc 1 section 4). The server sets the session cookie. */
export async function login(values: LoginValues) {
  const { data } = await api(accountLogin, values);
  return data.user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
