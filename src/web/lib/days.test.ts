import { describe, expect, it } from 'vitest';
import { dayHeading, dayKey, groupByDay } from './days';

const labels = { today: 'Today', yesterday: 'Yesterday' };
/** A moment of the reader's day, at a given hour. */
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('the days of a list', () => {
  it('names today and yesterday in the reader’s words, any other day as the reader writes it', () => {
    const now = new Date(2026, 2, 12, 9);
    expect(dayHeading('2026-03-12', 'en', labels, now)).toBe('Today');
    expect(dayHeading('2026-03-11', 'en', labels, now)).toBe('Yesterday');
    expect(dayHeading('2026-03-10', 'en', labels, now)).toBe('Tue, 10 Mar 2026');
    expect(dayHeading('2026-03-10', 'pt', labels, now)).toMatch(/^ter/);
  });

  it('groups a sorted list by the reader’s day, keeping its order', () => {
    const items = [
      { id: 1, when: at(2026, 3, 12, 23) },
      { id: 2, when: at(2026, 3, 12, 0) },
      { id: 3, when: at(2026, 3, 10) },
    ];
    expect(groupByDay(items, (item) => item.when)).toEqual([
      { key: '2026-03-12', items: [items[0], items[1]] },
      { key: '2026-03-10', items: [items[2]] },
    ]);
    expect(dayKey(at(2026, 1, 5))).toBe('2026-01-05');
    expect(groupByDay([], () => '')).toEqual([]);
  });
});
