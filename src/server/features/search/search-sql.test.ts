import { describe, expect, it } from 'vitest';
import { shownTotal } from './search-sql';

describe('the total a search answers', () => {
  it('is the kept count, but more than the items shown when a later page exists', () => {
    expect(shownTotal(120, 10, true, true)).toBe(120);
    expect(shownTotal(0, 10, true, true)).toBe(11);
    expect(shownTotal(10, 10, true, true)).toBe(11);
  });

  it('is exactly the items shown when the list ended on this page', () => {
    expect(shownTotal(120, 4, false, true)).toBe(4);
    expect(shownTotal(0, 13, false, true)).toBe(13);
  });

  it('keeps the count when later pages left newer items out (until)', () => {
    expect(shownTotal(40, 13, false, false)).toBe(40);
    expect(shownTotal(5, 13, false, false)).toBe(13);
  });
});
