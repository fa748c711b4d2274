import { positionLabels, type PositionId } from '@shared/reference/positions';
import { describe, expect, it } from 'vitest';
import {
  emptyFeedSearch,
  feedAddressPage,
  feedHasMore,
  feedRequest,
  firstFeedPage,
  isSearching,
  matchPositions,
  nextFeedPage,
  pageFromPath,
  positionNamed,
  queryFromSearch,
  searchFromQuery,
  toggleFilter,
  type FeedSearch,
} from './feed-search';

const english = (id: PositionId) => positionLabels[id].en;
const spanish = (id: PositionId) => positionLabels[id].es;

describe('the address of a search', () => {
  const search: FeedSearch = {
    position: { id: 6 },
    place: { lat: 38.7223, lng: -9.1393, name: 'Lisbon, Portugal' },
    radius: 25,
    filters: [
      { type: 'term', id: 'full-time' },
      { type: 'cuisine', id: 3 },
      { type: 'term', id: 'part-time' },
      { type: 'cuisine', id: 4 },
    ],
  };

  it('puts the position as a bare slug, the place, and each filter type with its ids', () => {
    expect(queryFromSearch(search)).toBe(
      'sous-chef&near=38.7223,-9.1393,25&place=Lisbon%2C%20Portugal&term=full-time,part-time&cuisine=3,4',
    );
  });

  it('reads back the same search from its address (a shared link)', () => {
    const read = searchFromQuery(queryFromSearch(search));
    expect(read.position).toEqual({ id: 6 });
    expect(read.place).toEqual(search.place);
    expect(read.radius).toBe(25);
    expect(queryFromSearch(read)).toBe(queryFromSearch(search));
  });

  it('keeps words that name no position as q, and the latest offers as an empty query', () => {
    const words = { ...emptyFeedSearch, position: { text: 'wood oven' } };
    expect(queryFromSearch(words)).toBe('q=wood%20oven');
    expect(searchFromQuery('q=wood%20oven').position).toEqual({ text: 'wood oven' });
    expect(queryFromSearch(emptyFeedSearch)).toBe('');
    expect(isSearching(searchFromQuery(''))).toBe(false);
    expect(isSearching(searchFromQuery('term=full-time'))).toBe(true);
  });

  it('reads codes typed in another case as the lists write them, each once', () => {
    expect(searchFromQuery('country=gb,GB&term=Full-Time').filters).toEqual([
      { type: 'term', id: 'full-time' },
      { type: 'country', id: 'GB' },
    ]);
  });

  it('leaves out what it cannot read instead of failing', () => {
    const read = searchFromQuery('no-such-position&near=200,5&cuisine=abc,7&term=%3Cb%3E');
    expect(read.position).toBeNull();
    expect(read.place).toBeNull();
    expect(read.filters).toEqual([{ type: 'cuisine', id: 7 }]);
    expect(searchFromQuery('near=1,2,9999').radius).toBe(50);
  });

  it('checks and unchecks a filter option', () => {
    const checked = toggleFilter(emptyFeedSearch, 'country', 'PT');
    expect(checked.filters).toEqual([{ type: 'country', id: 'PT' }]);
    expect(toggleFilter(checked, 'country', 'PT').filters).toEqual([]);
  });

  it('reads the page of /home/{page}', () => {
    expect(pageFromPath(undefined)).toBe(0);
    expect(pageFromPath('3')).toBe(3);
    expect(pageFromPath('-1')).toBe(0);
    expect(pageFromPath('x')).toBe(0);
  });
});

describe('paging', () => {
  it('widens the first request to 10 * (page + 1) when entering at /home/{page}, at most 200', () => {
    expect(firstFeedPage(0)).toEqual({ page: 0, qty: 10, shownPage: 0 });
    expect(firstFeedPage(3)).toEqual({ page: 0, qty: 40, shownPage: 3 });
    expect(firstFeedPage(50)).toEqual({ page: 0, qty: 200, shownPage: 19 });
  });

  it('puts in the address the page the offers reach, not a page past their end', () => {
    expect(feedAddressPage(firstFeedPage(3), 40)).toBe(3);
    expect(feedAddressPage(firstFeedPage(99999), 25)).toBe(2);
    expect(feedAddressPage(firstFeedPage(5), 0)).toBe(0);
    expect(feedAddressPage(nextFeedPage(firstFeedPage(0), null), 20)).toBe(1);
  });

  it('continues with pages of 10 after the widened one, sending back until', () => {
    const next = nextFeedPage(firstFeedPage(3), 99);
    expect(next).toEqual({ page: 4, qty: 10, shownPage: 4, until: 99 });
    expect(feedRequest(emptyFeedSearch, next)).toEqual({ page: 4, qty: 10, until: 99 });
  });

  it('ends when a page adds nothing new or every match is there', () => {
    const first = firstFeedPage(0);
    const second = nextFeedPage(first, 1);
    const page = (ids: number[], total: number) => ({ list: ids.map((id) => ({ id }) as never), total });
    expect(feedHasMore([page([1, 2], 30)], [first])).toBe(true);
    expect(feedHasMore([page([1, 2], 30), page([1, 2], 30)], [first, second])).toBe(false);
    expect(feedHasMore([page([1, 2], 2)], [first])).toBe(false);
  });

  it('sends the position id, the place as JSON with its radius, and the filters as JSON', () => {
    const body = feedRequest(
      {
        position: { id: 6 },
        place: { lat: 1, lng: 2, name: 'x' },
        radius: 10,
        filters: [{ type: 'term', id: 'full-time' }],
      },
      firstFeedPage(0),
    );
    expect(body).toEqual({
      page: 0,
      qty: 10,
      position: 6,
      location: '{"lat":1,"lng":2,"radius":10}',
      filters: '[{"type":"term","id":"full-time"}]',
    });
  });
});

describe('position suggestions', () => {
  it('suggests positions of the interface language, accents and case ignored', () => {
    expect(matchPositions('sous', english).slice(0, 1).map(english)).toEqual(['Executive Sous Chef']);
    expect(matchPositions('sous', english)).toContain(6);
    expect(matchPositions('pasteleria', spanish)).toContain(15);
    expect(matchPositions('', english)).toEqual([]);
  });

  it('suggests positions by their names in the other languages too, after the page language’s', () => {
    // "sous chef" on a Spanish page: Segundo de cocina (6) and its kin, shown by their Spanish names.
    const sous = matchPositions('sous chef', spanish);
    expect(sous[0]).toBe(6);
    expect(sous.map(spanish)).toContain('Segundo de cocina');
    expect(matchPositions('subchefe', english)).toContain(6);
    // The page language's own matches come first.
    expect(matchPositions('chef', spanish)[0]).toBe(1);
    expect(positionNamed('Sous Chef', spanish)).toBe(6);
  });

  it('knows a position typed in full or as its slug', () => {
    expect(positionNamed('segundo de cocina', spanish)).toBe(6);
    expect(positionNamed('sous-chef', english)).toBe(6);
    expect(positionNamed('wood oven', english)).toBeNull();
  });
});
