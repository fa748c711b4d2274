import { type SQL, sql } from 'drizzle-orm';
import { customType, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column helpers of the searches (docs/decisions/028-search.md). The SQL functions they call
 * are created by migration 0003 (with the unaccent, pg_trgm, cube and earthdistance extensions the
 * embedded server and Debian's PostgreSQL ship):
 *
 * - `search_unaccent(text)`: unaccent as an IMMUTABLE function, so indexes and generated columns may use it;
 * - `search_plain(jsonb)`: every language version of a localized text (D7), tags and entities removed;
 * - `search_document(variadic text[])`: the parts lower-cased, unaccented, as a `simple` tsvector (no
 *   stemming: the texts are in four languages, and a word matches in any of them).
 */

/** PostgreSQL's tsvector, read as text (only the database reads it). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * A stored, generated search document over a row's plain text columns and localized (jsonb) columns,
 * named as in the database (raw names, as `coordinateExpression` does: a generated column cannot
 * reference its table by name).
 */
export const searchDocument = (name: string, parts: { text?: string[]; localized?: string[] }) => {
  const pieces = [
    ...(parts.text ?? []).map((column) => `"${column}"`),
    ...(parts.localized ?? []).map((column) => `search_plain("${column}")`),
  ];
  return tsvector(name).generatedAlwaysAs(sql.raw(`search_document(${pieces.join(', ')})`));
};

/** A place column's ISO country code (components.country_code), stored for filters and facets. */
export const countryCodeExpression = (columnName: string): SQL =>
  sql.raw(`(upper("${columnName}" -> 'components' ->> 'country_code'))`);

/** The point of a row's generated coordinates, as earthdistance's `earth` (for GiST and `<->`). */
export const earthPoint = (lat: AnyPgColumn, lng: AnyPgColumn): SQL => sql`ll_to_earth(${lat}, ${lng})`;

/**
 * The point moved by at most 18 m in a direction taken from the row's id (migration 0005's
 * `search_spread_earth`): what the chefs' GiST index stores, so rows on one town's point never tie in
 * distance (docs/decisions/028-search.md).
 */
export const spreadEarthPoint = (id: AnyPgColumn, lat: AnyPgColumn, lng: AnyPgColumn): SQL =>
  sql`search_spread_earth(${id}, ${lat}, ${lng})`;
