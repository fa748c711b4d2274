import type { SessionUser } from '@shared/contracts/accounts';
import type { Language } from '@shared/i18n/languages';

/**
 * Restaurant memberships (spec doc 2 sections 1, 4, 9; decisions D5). Pure rules and figures, shared by
 * the membership cards of the restaurant services page and the Membership section of the settings.
 */

/** The plan of a card: 0 the free sign-up with the recruitment fee (Method 1), 1 Premium (Method 2). */
export type MembershipPlan = 0 | 1;
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
  user: Pick<SessionUser, 'type' | 'subscription' | 'subscription_status'> | null,
  plan: MembershipPlan,
): MembershipAction {
  if (!user || user.type !== 'restaurant') return 'login';
  const current: MembershipPlan = user.subscription === premiumPlan ? premiumPlan : freePlan;
  if (current === plan) return 'current';
  if (plan === freePlan) return 'contact';
  if (user.subscription_status === 1) return 'requested';
  return 'request';
}

/** The plan an account is on, for the settings: Premium when its subscription is 1. */
export function currentPlan(user: Pick<SessionUser, 'subscription'>): MembershipPlan {
  return user.subscription === premiumPlan ? premiumPlan : freePlan;
}

/** Premium requested and not active yet: the team has the request. */
export function premiumPending(user: Pick<SessionUser, 'subscription' | 'subscription_status'>): boolean {
  return user.subscription !== premiumPlan && user.subscription_status === 1;
}

/** The yearly Premium price for an account with `venues` restaurants (all of a group go Premium). */
export function premiumYearlyTotal(venues: number): number {
  const count = Math.max(1, Math.floor(venues));
  return membershipPrices.premiumYearly + (count - 1) * membershipPrices.extraVenueYearly;
}

/** Locales for money and dates: British pounds in English, European Spanish, French and Portuguese. */
const locales: Record<Language, string> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', pt: 'pt-PT' };

export function localeOf(language: Language): string {
  return locales[language];
}

/**
 * Number formats by language and kind. Creating an Intl.NumberFormat loads the locale's data and costs
 * far more than formatting (about 25 ms on a slow phone), and a page formats the same prices many times.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, kind: string, options: Intl.NumberFormatOptions) {
  const key = `${language}:${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Pounds in the interface language, whole amounts without decimals: "£600", "600 £". */
export function formatPounds(amount: number, language: Language): string {
  const whole = Number.isInteger(amount);
  return numberFormat(language, whole ? 'pounds' : 'pence', {
    style: 'currency',
    currency: membershipPrices.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A percentage in the interface language: "3%", "3 %". */
export function formatPercent(value: number, language: Language): string {
  return numberFormat(language, 'percent', { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}
