import type { BriefSessionUser } from '@shared/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { freePlan, premiumPlan } from '@shared/reference/membership-plans';
import { currentPlan, membershipAction, premiumPending } from './membership';

type Account = Pick<BriefSessionUser, 'type' | 'subscription' | 'subscription_status'>;
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
