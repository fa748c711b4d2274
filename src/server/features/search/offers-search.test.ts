import { describe, expect, it } from 'vitest';
import { facetsOfRows, groupFilters, hiddenOfRows } from './offers-search.service';

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

describe('the offers a chef cannot see (D9 as revised)', () => {
  const row = (language: string, n: number, byLanguage: boolean, byNationality = false) => ({
    language,
    n,
    byLanguage,
    byNationality,
  });

  it('says how many, the languages asked (most offers first) and whether nationalities leave some out', () => {
    expect(
      hiddenOfRows([
        row('pt', 4, true),
        row('es', 9, true),
        row('', 2, false, true),
        row('en', 1, false, true),
      ]),
    ).toEqual({ count: 16, languages: ['es', 'pt'], nationality: true });
  });

  it('is nothing when nothing is hidden, and takes the count of a filtered search when given', () => {
    expect(hiddenOfRows([])).toBeNull();
    expect(hiddenOfRows([row('fr', 5, true)], 0)).toBeNull();
    expect(hiddenOfRows([row('fr', 5, true)], 2)).toEqual({
      count: 2,
      languages: ['fr'],
      nationality: false,
    });
  });
});
