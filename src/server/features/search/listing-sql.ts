import { desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { distanceKm, nearestFirst, type SearchPoint } from './search-sql';

/**
 * The order and distance of the listings that move when updated (find chefs, find restaurants;
 * docs/decisions/028-search.md): a rank first when words rank (then last updated), else nearest first
 * around a place, else last updated first; the id breaks every tie, so an unchanged list pages without
 * repeating or skipping a row.
 */

/** The columns of a listed table the order and distance read. */
export interface ListedColumns {
  id: AnyPgColumn;
  updatedAt: AnyPgColumn;
  lat: AnyPgColumn;
  lng: AnyPgColumn;
  /** Whether the table's GiST index stores the spread point (`spreadEarth`): chefs, who share town points. */
  spread?: boolean;
}

export function listingOrder(table: ListedColumns, rank: SQL | null, point: SearchPoint | null): SQL[] {
  if (rank) return [sql`${rank} desc`, desc(table.updatedAt), desc(table.id)];
  // Spread points never tie: the index's order alone is total, and the scan stops after the page.
  if (point && table.spread) return [nearestFirst(table.lat, table.lng, point, table.id)];
  if (point) return [nearestFirst(table.lat, table.lng, point), desc(table.id)];
  return [desc(table.updatedAt), desc(table.id)];
}

/** The row's distance in km from the place searched around, or null without a place. */
export function distanceOrNull(table: ListedColumns, point: SearchPoint | null): SQL<number | null> {
  return point ? distanceKm(table.lat, table.lng, point) : sql<number | null>`null::float8`;
}
