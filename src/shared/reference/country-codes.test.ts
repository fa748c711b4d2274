import { countries } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { dialCodes } from './country-codes';

describe('dial codes', () => {
  it('are the main code of every country in countries-list (Kosovo: +383)', () => {
    const expected = Object.fromEntries(
      Object.entries(countries).map(([code, country]) => [code, code === 'XK' ? 383 : country.phone[0]]),
    );
    expect(dialCodes).toEqual(expected);
  });
});
