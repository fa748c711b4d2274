import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchLimits } from '@shared/contracts/search';
import { AppError } from '../../lib/app-error';

/**
 * SQL pieces the three searches share (docs/decisions/028-search.md): distance with earthdistance
 * (`earth_box` for the radius through the GiST index, `<->` for nearest first), words with the generated
 * `search_vector` columns, and the bounds every search keeps.
 */

/** A point and a radius in km, as a search reads its location. */
export interface SearchPoint {
  lat: number;
  lng: number;
  radius: number;
}

const earthOf = (point: SearchPoint): SQL => sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
const earthAt = (lat: AnyPgColumn, lng: AnyPgColumn): SQL => sql`ll_to_earth(${lat}, ${lng})`;

/**
 * The row's point moved by at most 18 m in a direction taken from its id (migration 0005's
 * `search_spread_earth`), as the chefs' GiST index stores it. Chefs stand on their town's point (the
 * picker's places are towns), so thousands share one distance; spread, no two rows share a point, the
 * index's own distance order is a total order, and a page of the nearest chefs stops after the page
 * instead of sorting a whole town by id.
 */
export const spreadEarth = (id: AnyPgColumn, lat: AnyPgColumn, lng: AnyPgColumn): SQL =>
  sql`search_spread_earth(${id}, ${lat}, ${lng})`;

/** How far `spreadEarth` moves a point at most, in metres, with room to spare. */
const spreadMetres = 20;

/**
 * Rows whose coordinates lie within the radius: the cube box the GiST index answers, then the exact
 * great-circle distance. Spells out `lat is not null` so the partial indexes' predicate is implied.
 */
export function withinRadius(
  lat: AnyPgColumn,
  lng: AnyPgColumn,
  point: SearchPoint,
  spreadId?: AnyPgColumn,
): SQL {
  const metres = point.radius * 1000;
  // The box is the indexed point's: the spread one (a little wider) when the index stores that.
  const box = spreadId
    ? sql`earth_box(${earthOf(point)}, ${metres + spreadMetres}::float8) @> ${spreadEarth(spreadId, lat, lng)}`
    : sql`earth_box(${earthOf(point)}, ${metres}::float8) @> ${earthAt(lat, lng)}`;
  return sql`(${lat} is not null and ${lng} is not null and ${box} and earth_distance(${earthOf(point)}, ${earthAt(lat, lng)}) <= ${metres}::float8)`;
}

/**
 * Nearest first: the GiST index's distance order (`<->` on earth cubes, which follows the true
 * distance), of the spread point when given the row's id (`spreadEarth`).
 */
export function nearestFirst(
  lat: AnyPgColumn,
  lng: AnyPgColumn,
  point: SearchPoint,
  spreadId?: AnyPgColumn,
): SQL {
  return sql`${spreadId ? spreadEarth(spreadId, lat, lng) : earthAt(lat, lng)} <-> ${earthOf(point)}`;
}

/** The distance in km, one decimal, or null for a row without coordinates. */
export function distanceKm(lat: AnyPgColumn, lng: AnyPgColumn, point: SearchPoint): SQL<number | null> {
  return sql<
    number | null
  >`round((earth_distance(${earthOf(point)}, ${earthAt(lat, lng)}) / 1000)::numeric, 1)::float8`;
}

/**
 * The words of a search as a tsquery for the `simple` search documents: letters and digits only (so
 * nothing reaches to_tsquery's syntax), at most 8 words, all required, the last one a prefix (people
 * type the end of a word last). Accents are taken off in SQL by the same `search_unaccent` the
 * documents use. Null when no word is left.
 */
export function wordsQuery(text: string): SQL | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, 8);
  if (words.length === 0) return null;
  const query = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
  return sql`to_tsquery('simple', search_unaccent(${query}))`;
}

/** Refuses a page that reaches past the deepest item a search serves (400 on `page`). */
export function assertDepth(page: number, qty: number): void {
  if ((page + 1) * qty > searchLimits.maxDepth)
    throw new AppError('invalid_input', { issues: [{ field: 'page', code: 'page_too_deep' }] });
}

/** The facets' key for one search: its parts in a stable order (the page and size left out). */
export function searchKey(parts: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(parts)
      .sort()
      .map((key) => [key, parts[key]]),
  );
}

/**
 * The total a search answers: the kept count (up to a minute old, or older while recounted), but never
 * fewer than the items the pages have shown plus one when the page read one item past its end (`more`:
 * a later page exists), and exactly the items shown when the list ended here (`exact`: nothing was left
 * out by `until`). A visitor never reads "(0)" above offers posted since the counts were kept, and a page
 * that decides "more to come" from the total is never told the list ended early.
 */
export function shownTotal(counted: number, seen: number, more: boolean, exact: boolean): number {
  if (more) return Math.max(counted, seen + 1);
  return exact ? seen : Math.max(counted, seen);
}
