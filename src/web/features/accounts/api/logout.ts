import { api, isApiError } from '@web/lib/api-client';
import { setSessionUser, sessionUserKey } from '@web/lib/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * account/logout ends the session and clears the cookie. A 401 means the session had already ended,
 * which is what logging out wants, so it counts as done.
 */
export async function logout(): Promise<void> {
  try {
    // The header's menu loads with every page: the declaration (and zod) load when logging out.
    const { accountLogout } = await import('@shared/contracts/accounts');
    await api(accountLogout, {});
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Nothing cached for the previous user may leak into the visitor's pages.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionUserKey[0] });
      setSessionUser(queryClient, null);
    },
  });
}
