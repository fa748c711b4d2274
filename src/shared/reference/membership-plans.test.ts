import { describe, expect, it } from 'vitest';
import { premiumYearlyTotal } from './membership-plans';

describe('prices (spec doc 2 section 9)', () => {
  it('charges 600 for the first venue and 400 for each other one', () => {
    expect(premiumYearlyTotal(1)).toBe(600);
    expect(premiumYearlyTotal(3)).toBe(1400);
    expect(premiumYearlyTotal(0)).toBe(600);
  });
});
