/**
 * Restaurant membership plans and their prices (spec doc 2 sections 1, 4, 9; decisions D5): one copy for
 * the web's cards, FAQs and terms, and for the server when it invoices or checks a request.
 */

/** The plan of an account: 0 the free sign-up with the recruitment fee (Method 1), 1 Premium (Method 2). */
export const membershipPlans = [0, 1] as const;
export type MembershipPlan = (typeof membershipPlans)[number];
export const freePlan: MembershipPlan = 0;
export const premiumPlan: MembershipPlan = 1;

/** Business constants (spec doc 2 section 9): pounds a year, and the fee in percent. */
export const membershipPrices = {
  premiumYearly: 600,
  extraVenueYearly: 400,
  recruitmentFeePercent: 3,
  /** The fee is invoiced only once the chef has completed this many days. */
  feeAfterDays: 30,
  currency: 'GBP',
} as const;

/** The yearly Premium price for an account with `venues` restaurants (all of a group go Premium). */
export function premiumYearlyTotal(venues: number): number {
  const count = Math.max(1, Math.floor(venues));
  return membershipPrices.premiumYearly + (count - 1) * membershipPrices.extraVenueYearly;
}
