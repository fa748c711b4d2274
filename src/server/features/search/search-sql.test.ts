import { describe, expect, it } from 'vitest';
import { shownTotal } from './search-sql';

describe('the total a search answers', () => {
  it('is the kept count, but never fewer than the items shown so far', () => {
    expect(shownTotal(120, 0, 10, 10, true)).toBe(120);
    expect(shownTotal(0, 0, 10, 10, true)).toBe(10);
    expect(shownTotal(5, 2, 10, 10, false)).toBe(30);
  });

  it('is exactly the items shown when the list ended on this page', () => {
    expect(shownTotal(120, 0, 10, 4, true)).toBe(4);
    expect(shownTotal(0, 1, 10, 3, true)).toBe(13);
  });

  it('keeps the count when later pages left newer items out (until)', () => {
    expect(shownTotal(40, 1, 10, 3, false)).toBe(40);
  });
});
