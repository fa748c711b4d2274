import { describe, expect, it } from 'vitest';
import { facetsOfRows, groupFilters } from './offers-search.service';

describe('the offer search’s filters and facets', () => {
  it('groups filters by type, each type sorted, so the same choice makes the same key', () => {
    expect(
      groupFilters([
        { type: 'cuisine', id: 12 },
        { type: 'term', id: 'part-time' },
        { type: 'cuisine', id: 2 },
        { type: 'term', id: 'full-time' },
      ]),
    ).toEqual({
      position: [],
      term: ['full-time', 'part-time'],
      cuisine: [2, 12],
      country: [],
      salarytype: [],
    });
  });

  it('lists every filter type, options most counted first (then by id), ids as numbers for positions and cuisines', () => {
    const facets = facetsOfRows([
      { type: 'position', id: '9', count: 2 },
      { type: 'position', id: '10', count: 2 },
      { type: 'position', id: '6', count: 5 },
      { type: 'country', id: 'PT', count: 1 },
      { type: 'country', id: 'ES', count: 3 },
      { type: 'total', id: null, count: 7 },
    ]);
    expect(facets.total).toBe(7);
    expect(facets.filters).toEqual([
      {
        type: 'position',
        options: [
          { id: 6, count: 5 },
          { id: 9, count: 2 },
          { id: 10, count: 2 },
        ],
      },
      { type: 'term', options: [] },
      { type: 'cuisine', options: [] },
      {
        type: 'country',
        options: [
          { id: 'ES', count: 3 },
          { id: 'PT', count: 1 },
        ],
      },
      { type: 'salarytype', options: [] },
    ]);
    expect(facetsOfRows([]).total).toBe(0);
  });
});
