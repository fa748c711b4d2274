import { filterCode, type SearchFilter, type SearchFilterType } from '@shared/contracts/search-routes';
import { joinPagesById } from '@web/lib/pages';
import { positionBySlug, positionSlug, type PositionId } from '@shared/reference/positions';

/*
 * What the find-chefs and find-restaurants pages keep in their address (spec doc 2 section 2): the
 * position as a bare slug (`?sous-chef`), each filter type as a list of ids (`cuisine=3,4`, `country=PT`),
 * the place by name (`place=Lisboa, Portugal`) and, for restaurants, the name words (`q=`). A shared
 * address opens the same search. Pure functions, tested on their own (find-query.test.ts).
 */

/** A search as the page holds it. */
export interface FindSearch {
  position: PositionId | null;
  filters: SearchFilter[];
  /** The place's line as the picker shows it; the page keeps the picked place (with coordinates) apart. */
  place: string;
  /** Words of a venue's name (find restaurants only). */
  q: string;
}

export const emptySearch: FindSearch = { position: null, filters: [], place: '', q: '' };

/** Ids given as numbers (position, cuisine) are numbers in the calls; the others are codes. */
const numericTypes: readonly SearchFilterType[] = ['position', 'cuisine'];

/** Reads a search from the address's query string; unknown names and ids that cannot be ids are skipped. */
export function parseFindSearch(query: string, types: readonly SearchFilterType[]): FindSearch {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const search: FindSearch = { position: null, filters: [], place: '', q: '' };
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (value === '' && search.position === null) {
      // A bare word: the position's slug (`?sous-chef`).
      const position = positionBySlug(name);
      if (position !== null) {
        search.position = position;
        continue;
      }
    }
    if (name === 'place') search.place = value.trim().slice(0, 100);
    else if (name === 'q') search.q = value.trim().slice(0, 100);
    else if ((types as readonly string[]).includes(name)) {
      const type = name as SearchFilterType;
      for (const raw of value.split(',')) {
        const part = raw.trim();
        if (!part) continue;
        const id = numericTypes.includes(type)
          ? /^\d{1,3}$/.test(part)
            ? Number(part)
            : null
          : filterCode(type, part);
        const key = `${type}:${id}`;
        if (id === null || seen.has(key)) continue;
        seen.add(key);
        search.filters.push({ type, id });
      }
    }
  }
  return search;
}

/** The query string of a search, `?` included (or '' for none): the position slug first, then filters. */
export function findSearchQuery(search: FindSearch, types: readonly SearchFilterType[]): string {
  const parts: string[] = [];
  if (search.position !== null) parts.push(positionSlug(search.position));
  for (const type of types) {
    const ids = search.filters.filter((filter) => filter.type === type).map((filter) => String(filter.id));
    if (ids.length) parts.push(`${type}=${ids.map(encodeURIComponent).join(',')}`);
  }
  if (search.place) parts.push(`place=${encodeURIComponent(search.place)}`);
  if (search.q) parts.push(`q=${encodeURIComponent(search.q)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** True when the page searches (spec: search mode) rather than lists the latest (default listing). */
export function isSearching(search: FindSearch): boolean {
  return search.position !== null || search.filters.length > 0 || search.place !== '' || search.q !== '';
}

export function hasFilter(filters: readonly SearchFilter[], type: SearchFilterType, id: number | string) {
  return filters.some((filter) => filter.type === type && String(filter.id) === String(id));
}

/** The filters with one option added, or taken away when it was there. */
export function toggleFilter(
  filters: readonly SearchFilter[],
  type: SearchFilterType,
  id: number | string,
): SearchFilter[] {
  return hasFilter(filters, type, id)
    ? filters.filter((filter) => !(filter.type === type && String(filter.id) === String(id)))
    : [...filters, { type, id }];
}

/** The page number of /find-chefs/{page} (0 for the bare path or anything that is not a page). */
export function pageOfPath(param: string | undefined): number {
  return param && /^[1-9]\d{0,5}$/.test(param) ? Number(param) : 0;
}

/** A page of a search answer, as the pages read it. */
export interface FoundPage<T> {
  list: readonly T[];
  total: number;
}

/**
 * Whether another page may follow: not when the last one added nothing new (doc 2 section 4), came
 * back short of its size, or every match of the total is there.
 */
export function hasMoreFound<T extends { id: number }>(
  pages: readonly FoundPage<T>[],
  lastQty: number,
): boolean {
  const last = pages.at(-1);
  if (!last) return true;
  const before = joinPagesById(pages.slice(0, -1)).length;
  const after = joinPagesById(pages).length;
  return after > before && last.list.length >= lastQty && after < last.total;
}

/**
 * The request of the first load: entering at /find-…/{page}, the pages up to it come in one call
 * (qty widened to size * (page + 1), as the home feed does), so the list reopens where it was.
 */
export function firstRequest(openedPage: number, size: number): { page: number; qty: number } {
  return { page: 0, qty: size * (openedPage + 1) };
}

/** The page number the address shows once `count` items are on screen, `size` a page. */
export function shownPage(count: number, size: number): number {
  return Math.max(0, Math.ceil(count / size) - 1);
}

/** A plain text cut at `limit` characters on a word boundary, with an ellipsis when cut. */
export function cutText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
