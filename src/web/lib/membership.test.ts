import type { SessionUser } from '@shared/contracts/accounts';
import { describe, expect, it } from 'vitest';
import {
  currentPlan,
  formatPercent,
  formatPounds,
  freePlan,
  membershipAction,
  premiumPending,
  premiumPlan,
  premiumYearlyTotal,
} from './membership';

type Account = Pick<SessionUser, 'type' | 'subscription' | 'subscription_status'>;
const restaurant = (subscription: number, subscription_status: number): Account => ({
  type: 'restaurant',
  subscription,
  subscription_status,
});

describe('membershipAction (spec doc 2 section 4)', () => {
  it('asks visitors and chefs to log in, on both cards', () => {
    const chef: Account = { type: 'chef', subscription: 0, subscription_status: 0 };
    for (const plan of [freePlan, premiumPlan]) {
      expect(membershipAction(null, plan)).toBe('login');
      expect(membershipAction(chef, plan)).toBe('login');
    }
  });

  it('lets a free restaurant request Premium; the free card is its current plan', () => {
    expect(membershipAction(restaurant(0, 0), premiumPlan)).toBe('request');
    expect(membershipAction(restaurant(0, 0), freePlan)).toBe('current');
  });

  it('shows a sent request as received, and offers no second one', () => {
    expect(membershipAction(restaurant(0, 1), premiumPlan)).toBe('requested');
    expect(membershipAction(restaurant(0, 1), freePlan)).toBe('current');
  });

  it('shows Premium as the current plan of a Premium restaurant', () => {
    expect(membershipAction(restaurant(1, 1), premiumPlan)).toBe('current');
    expect(membershipAction(restaurant(1, 0), premiumPlan)).toBe('current');
  });

  it('sends a Premium restaurant to the team to leave Premium (no request of the free plan is recorded)', () => {
    expect(membershipAction(restaurant(1, 1), freePlan)).toBe('contact');
    expect(membershipAction(restaurant(1, 0), freePlan)).toBe('contact');
  });
});

describe('plan state', () => {
  it('reads the plan and a pending Premium request', () => {
    expect(currentPlan({ subscription: 0 })).toBe(freePlan);
    expect(currentPlan({ subscription: 1 })).toBe(premiumPlan);
    expect(premiumPending({ subscription: 0, subscription_status: 1 })).toBe(true);
    expect(premiumPending({ subscription: 0, subscription_status: 0 })).toBe(false);
    expect(premiumPending({ subscription: 1, subscription_status: 1 })).toBe(false);
  });
});

describe('prices (spec doc 2 section 9)', () => {
  it('charges 600 for the first venue and 400 for each other one', () => {
    expect(premiumYearlyTotal(1)).toBe(600);
    expect(premiumYearlyTotal(3)).toBe(1400);
    expect(premiumYearlyTotal(0)).toBe(600);
  });

  it('formats pounds and percentages in the interface language', () => {
    // Intl puts narrow no-break spaces in French; compare with plain spaces.
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatPounds(600, 'en')).toBe('£600');
    expect(plain(formatPounds(400, 'fr'))).toBe('400 £');
    expect(plain(formatPounds(600, 'es'))).toBe('600 £');
    expect(plain(formatPounds(600, 'pt'))).toBe('600 £');
    expect(plain(formatPounds(1400, 'fr'))).toBe('1 400 £');
    expect(formatPercent(3, 'en')).toBe('3%');
    expect(plain(formatPercent(3, 'fr'))).toBe('3 %');
  });

  it('keeps its number formats: a page full of prices builds each one once', () => {
    const Original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built++;
      }
    } as typeof Original;
    for (let i = 0; i < 5; i++) {
      expect(formatPounds(600, 'pt')).toMatch(/^600\s£$/);
      expect(formatPounds(12.5, 'pt')).toMatch(/^12,50\s£$/);
      expect(formatPercent(3, 'pt')).toMatch(/^3\s?%$/);
    }
    Intl.NumberFormat = Original;
    expect(built).toBeLessThanOrEqual(3);
  });
});
