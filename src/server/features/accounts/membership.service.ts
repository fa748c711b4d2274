import type { SessionUser } from '@shared/contracts/accounts';
import { subscriptionRequest } from '@shared/states';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { isUniqueViolation, type RequestMeta } from './accounts.service';
import { membershipRequestMail } from './accounts.emails';
import * as repo from './accounts.repository';
import type { AuthContext } from './sessions.service';

/**
 * A restaurant asks for a plan from a membership card or from settings (decisions D5). Open while no
 * request is pending or active (subscription_status not 1) and the card's plan differs from the
 * account's; the request is recorded, the account marked as requested, and staff told by e-mail.
 */
export async function requestSubscription(
  deps: Deps,
  auth: AuthContext,
  plan: number,
  meta: RequestMeta,
): Promise<SessionUser> {
  const current = auth.account;
  if (current.subscriptionStatus === subscriptionRequest.requested || current.subscription === plan)
    throw new AppError('membership_already_requested');
  let user: SessionUser;
  try {
    user = await deps.db.transaction(async (tx) => {
      await repo.insertMembershipRequest(tx, { accountId: current.id, plan, language: meta.lang });
      const account = await repo.updateAccount(tx, current.id, {
        subscriptionStatus: subscriptionRequest.requested,
      });
      const requester = await deps.sessionUser(account, auth.token, meta.lang);
      // Staff hear of it with the request itself: a crash leaves both or neither.
      await deps.mailer.send(
        membershipRequestMail({
          to: deps.config.contactEmail,
          name: account.name,
          email: account.email,
          venues: requester.profiles.length,
        }),
        { tx },
      );
      return requester;
    });
  } catch (error) {
    // A second request at the same moment: the pending-request unique index decides.
    if (isUniqueViolation(error)) throw new AppError('membership_already_requested');
    throw error;
  }
  return user;
}
