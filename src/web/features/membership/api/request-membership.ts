import type { UserData } from '@shared/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api-client';
import type { MembershipPlan } from '@shared/reference/membership-plans';
import { sessionUserKey, setSessionUser } from '@web/lib/session';

/**
 * account/requestsubscription (docs/api.md): asks the team for a plan. The answer carries the updated
 * user (subscription_status 1), which replaces the session user so every card and the settings show
 * the request at once; `message` is the server's localized confirmation (membership_requested).
 */
export async function requestMembership(
  plan: MembershipPlan,
): Promise<{ user: UserData['user']; message: string }> {
  // The cards are on a public page: the declaration (and zod) load when a plan is asked for.
  const { accountRequestSubscription } = await import('@shared/contracts/accounts');
  const { data, message } = await api(accountRequestSubscription, { type: plan });
  return { user: data.user, message };
}

export function useRequestMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMembership,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
    onError: (error) => {
      // 409 membership_already_requested: what this page knows of the account is stale (another tab,
      // the back office); read it again so the cards show the real state.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: sessionUserKey });
    },
  });
}
