import type { BriefSessionUser } from '@shared/contracts/accounts';
import { freePlan, premiumPlan, type MembershipPlan } from '@shared/reference/membership-plans';
import { premiumRequested, subscriptionRequest } from '@shared/states';

/**
 * Restaurant memberships (spec doc 2 sections 1, 4, 9; decisions D5): the rules of the membership
 * cards of the restaurant services page and the Membership section of the settings. The plans and
 * their prices are in src/shared/reference/membership-plans.ts.
 */

/**
 * What a card (or the settings) offers this user for a plan:
 * - `login`: a visitor or a chef, asked to log in (or sign up) as a restaurant;
 * - `current`: the restaurant is on this plan;
 * - `requested`: a request is with the team (subscription_status 1), nothing more to send;
 * - `request`: the restaurant can ask for this plan;
 * - `contact`: a Premium account looking at the free plan. Leaving Premium is arranged with the team
 *   (the server records requests for Premium only), so the card points to the contact page.
 */
export type MembershipAction = 'login' | 'current' | 'requested' | 'request' | 'contact';

export function membershipAction(
  user: Pick<BriefSessionUser, 'type' | 'subscription' | 'subscription_status'> | null,
  plan: MembershipPlan,
): MembershipAction {
  if (!user || user.type !== 'restaurant') return 'login';
  const current: MembershipPlan = user.subscription === premiumPlan ? premiumPlan : freePlan;
  if (current === plan) return 'current';
  if (plan === freePlan) return 'contact';
  if (user.subscription_status === subscriptionRequest.requested) return 'requested';
  return 'request';
}

/** The plan an account is on, for the settings: Premium when its subscription is 1. */
export function currentPlan(user: Pick<BriefSessionUser, 'subscription'>): MembershipPlan {
  return user.subscription === premiumPlan ? premiumPlan : freePlan;
}

/** Premium requested and not active yet: the team has the request. */
export function premiumPending(
  user: Pick<BriefSessionUser, 'subscription' | 'subscription_status'>,
): boolean {
  return premiumRequested(user);
}
