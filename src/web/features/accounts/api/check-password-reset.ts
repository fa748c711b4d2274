import { accountResetPasswordCheck } from '@shared/contracts/accounts';
import { api } from '@web/lib/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * account/resetpassword/check: whether the code of a reset link can still set a password, asked when
 * the page opens so a used or expired link says so at once. Checking does not use the code up.
 */
export async function checkPasswordReset(code: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await api(accountResetPasswordCheck, { code }, { signal });
  return data.valid;
}

export function useCheckPasswordReset(code: string) {
  return useQuery({
    queryKey: ['accounts', 'reset-check', code],
    queryFn: ({ signal }) => checkPasswordReset(code, signal),
    enabled: code !== '',
    // A code is checked once per page: the submit answer covers a link that expires meanwhile.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
