import { describe, expect, it } from 'vitest';
import { joinPagesById, listPageQty, nextPageWhileFull } from './pages';

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

describe('joinPagesById', () => {
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

  it('keeps each item once, in the order loaded (a page may repeat the one before it)', () => {
    expect(ids(joinPagesById([{ list: [{ id: 1 }, { id: 2 }] }, { list: [{ id: 2 }, { id: 3 }] }]))).toEqual([
      1, 2, 3,
    ]);
    expect(ids(joinPagesById([page(5, 3), page(3, 3)]))).toEqual([5, 4, 3, 2, 1]);
  });

  it('reads the list of answers with more in them (a search page with its total)', () => {
    // A chef who updated their profile between two requests moved up: the next page brings them again.
    const answer = (list: number[]) => ({ list: list.map((id) => ({ id })), total: 6 });
    expect(ids(joinPagesById([answer([1, 2, 3]), answer([3, 4, 5])]))).toEqual([1, 2, 3, 4, 5]);
  });

  it('joins nothing to nothing', () => {
    expect(joinPagesById([])).toEqual([]);
    expect(joinPagesById([[], { list: [] }])).toEqual([]);
  });
});
