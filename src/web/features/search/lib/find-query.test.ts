import { chefFilterTypes, restaurantFilterTypes } from '@shared/contracts/search-routes';
import { describe, expect, it } from 'vitest';
import {
  cutText,
  findSearchQuery,
  firstRequest,
  hasMoreFound,
  isSearching,
  pageOfPath,
  parseFindSearch,
  shownPage,
  toggleFilter,
} from './find-query';

describe('find pages: the search in the address', () => {
  it('reads a bare position slug and cuisine=a,b, as a shared find-chefs link carries them', () => {
    const search = parseFindSearch('?sous-chef&cuisine=3,4', chefFilterTypes);
    expect(search.position).toBe(6);
    expect(search.filters).toEqual([
      { type: 'cuisine', id: 3 },
      { type: 'cuisine', id: 4 },
    ]);
    expect(isSearching(search)).toBe(true);
  });

  it('writes the same address back: slug first, then each type, then the place', () => {
    const query = '?sous-chef&cuisine=3,4&language=es&place=Lisboa%2C%20Portugal';
    const search = parseFindSearch(query, chefFilterTypes);
    expect(search.place).toBe('Lisboa, Portugal');
    expect(findSearchQuery(search, chefFilterTypes)).toBe(query);
  });

  it('skips what is not a filter of the page, ids that cannot be ids, and repeats', () => {
    const search = parseFindSearch('?cuisine=3,x,3&term=full-time&country=PT&utm=1', restaurantFilterTypes);
    expect(search.filters).toEqual([
      { type: 'cuisine', id: 3 },
      { type: 'country', id: 'PT' },
    ]);
    expect(search.position).toBeNull();
  });

  it('reads codes typed in another case as the lists write them', () => {
    const search = parseFindSearch('?country=gb&language=EN&visa=europe', chefFilterTypes);
    expect(search.filters).toEqual([
      { type: 'country', id: 'GB' },
      { type: 'language', id: 'en' },
      { type: 'visa', id: 'EUROPE' },
    ]);
  });

  it('an empty address is the default listing', () => {
    const search = parseFindSearch('', chefFilterTypes);
    expect(isSearching(search)).toBe(false);
    expect(findSearchQuery(search, chefFilterTypes)).toBe('');
  });

  it('toggles a filter on and off', () => {
    const on = toggleFilter([], 'cuisine', 3);
    expect(on).toEqual([{ type: 'cuisine', id: 3 }]);
    expect(toggleFilter(on, 'cuisine', '3')).toEqual([]);
  });

  it('reads the page of /find-chefs/{page}, anything else being the first', () => {
    expect(pageOfPath('3')).toBe(3);
    expect(pageOfPath(undefined)).toBe(0);
    expect(pageOfPath('-1')).toBe(0);
    expect(pageOfPath('abc')).toBe(0);
  });
});

describe('find pages: paging', () => {
  const page = (ids: number[], total: number) => ({ list: ids.map((id) => ({ id })), total });

  it('stops when a page adds nothing, comes back short, or the total is there', () => {
    expect(hasMoreFound([page([1, 2], 10)], 2)).toBe(true);
    expect(hasMoreFound([page([1, 2], 10), page([1, 2], 10)], 2)).toBe(false);
    expect(hasMoreFound([page([1], 10)], 2)).toBe(false);
    expect(hasMoreFound([page([1, 2], 2)], 2)).toBe(false);
  });

  it('entering at /{page} asks the pages up to it at once; the address follows the items shown', () => {
    expect(firstRequest(2, 10)).toEqual({ page: 0, qty: 30 });
    expect(firstRequest(0, 15)).toEqual({ page: 0, qty: 15 });
    expect(shownPage(10, 10)).toBe(0);
    expect(shownPage(11, 10)).toBe(1);
    expect(shownPage(0, 10)).toBe(0);
  });

  it('cuts a text on a word with an ellipsis, and leaves a short one alone', () => {
    expect(cutText('Short text', 80)).toBe('Short text');
    const cut = cutText('word '.repeat(60), 80);
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
