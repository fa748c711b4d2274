import { describe, expect, it } from 'vitest';
import { listPageQty, nextPageWhileFull } from './pages';

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from - i }));

describe('nextPageWhileFull', () => {
  it('asks for another page while the last one was full', () => {
    expect(nextPageWhileFull([page(30, listPageQty)])).toBe(1);
    expect(nextPageWhileFull([page(30, 10), page(20, 10)])).toBe(2);
    expect(nextPageWhileFull([page(30, 5)], 5)).toBe(1);
  });

  it('stops after a short or empty page', () => {
    expect(nextPageWhileFull([page(30, 10), page(20, 3)])).toBeUndefined();
    expect(nextPageWhileFull([[]])).toBeUndefined();
    expect(nextPageWhileFull([])).toBeUndefined();
  });
});
