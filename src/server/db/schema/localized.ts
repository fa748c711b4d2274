import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, jsonb } from 'drizzle-orm/pg-core';
import { languageCode } from './accounts';

/**
 * Column helpers shared by the schema files: free texts stored per language (decisions D7) and places
 * chosen from the geocoder (decisions D8). The conventions are described in docs/data-model.md.
 */

export type TextLanguage = (typeof languageCode.enumValues)[number];
const textLanguages: readonly TextLanguage[] = languageCode.enumValues;

/** One free text in several languages: `{ en: '<p>...</p>', es: '...' }`. A missing key means "not written in that language". */
export type LocalizedText = Partial<Record<TextLanguage, string>>;

/** A free text stored per language (D7). Always an object, `{}` when nothing is written yet. */
export const localizedText = <TName extends string>(name: TName) =>
  jsonb(name).$type<LocalizedText>().notNull().default({});

/**
 * The language the author first wrote the row's texts in (D7: a viewer without a version in their own
 * language reads this one). One per row, shared by all the row's localized columns; set on the first
 * write of a text and never changed. Tables whose rows are created with their text make it NOT NULL.
 */
export const originalLanguage = () => languageCode('original_language');

const languageList = sql.raw(textLanguages.map((language) => `'${language}'`).join(', '));

/**
 * Keeps a localized column well formed: a JSON object whose keys are interface languages and whose
 * values are strings.
 */
export const localizedTextCheck = (table: string, columnName: string, column: AnyPgColumn) =>
  check(
    `${table}_${columnName}_check`,
    // CASE, not AND: PostgreSQL does not promise to evaluate AND left to right, and `-` fails on scalars.
    sql`case when jsonb_typeof(${column}) = 'object' then (${column} - array[${languageList}]) = '{}'::jsonb and not jsonb_path_exists(${column}, '$.* ? (@.type() != "string")') else false end`,
  );

/** True when at least one language version of the text is present (for texts the product requires). */
export const localizedTextPresent = (column: AnyPgColumn): SQL => sql`${column} <> '{}'::jsonb`;

/**
 * The version a viewer reads (D7): their interface language if written, else the author's first
 * version, else any version (fixed order), else ''. Empty strings count as missing.
 */
export function pickLocalized(
  text: LocalizedText,
  viewerLanguage: TextLanguage,
  original: TextLanguage | null,
): string {
  const order = [viewerLanguage, ...(original ? [original] : []), ...textLanguages];
  for (const language of order) {
    const value = text[language];
    if (value) return value;
  }
  return '';
}

/**
 * A free text as a viewer reads it (D7): the version `pickLocalized` chooses, the language it is in
 * (null when nothing is written), and every version for the author's editor.
 */
export function readLocalized(
  text: LocalizedText,
  viewerLanguage: TextLanguage,
  original: TextLanguage | null,
) {
  const description = pickLocalized(text, viewerLanguage, original);
  const language =
    (Object.entries(text).find(([, value]) => value === description && description !== '')?.[0] as
      TextLanguage | undefined) ?? null;
  return { description, language, translations: text };
}

/** A place chosen from the geocoder's suggestions (D8). Coordinates make distance searches possible. */
export interface PlaceLocation {
  formatted_address: string;
  /** Address parts as the geocoder gives them (country_code as ISO 3166-1 alpha-2, locality, region...). */
  components: Record<string, string>;
  lat: number;
  lng: number;
}

/** A stored place (D8), JSON `{ formatted_address, components, lat, lng }`. Nullable: add `.notNull()` where required. */
export const placeLocation = <TName extends string>(name: TName) => jsonb(name).$type<PlaceLocation>();

/** A place named only by the text a CV writes, when no known town has that name ("Hogwarts"). */
export interface WrittenLocation {
  formatted_address: string;
}

/** A stored place, or a text kept as written (experience and education items; docs/decisions/044). */
export const placeOrWrittenLocation = <TName extends string>(name: TName) =>
  jsonb(name).$type<PlaceLocation | WrittenLocation>();

const placeCondition = (column: AnyPgColumn) =>
  sql`jsonb_typeof(${column} -> 'formatted_address') = 'string' and jsonb_typeof(${column} -> 'components') = 'object' and jsonb_typeof(${column} -> 'lat') = 'number' and jsonb_typeof(${column} -> 'lng') = 'number'`;
const placeValues = (column: AnyPgColumn) =>
  sql`${column} ->> 'formatted_address' <> '' and (${column} ->> 'lat')::double precision between -90 and 90 and (${column} ->> 'lng')::double precision between -180 and 180`;

/** Keeps a place column well formed: an object with a non-empty address, components and numeric coordinates in range. */
export const placeLocationCheck = (table: string, columnName: string, column: AnyPgColumn) =>
  check(
    `${table}_${columnName}_check`,
    sql`case when ${column} is null then true when jsonb_typeof(${column}) <> 'object' then false when ${placeCondition(column)} then ${placeValues(column)} else false end`,
  );

/** As `placeLocationCheck`, also letting a text kept as written through: `{ formatted_address }` alone, not empty. */
export const placeOrWrittenLocationCheck = (table: string, columnName: string, column: AnyPgColumn) =>
  check(
    `${table}_${columnName}_check`,
    sql`case when ${column} is null then true when jsonb_typeof(${column}) <> 'object' then false when ${placeCondition(column)} then ${placeValues(column)} when jsonb_typeof(${column} -> 'formatted_address') = 'string' and not (${column} ?| array['components', 'lat', 'lng']) then ${column} ->> 'formatted_address' <> '' else false end`,
  );

/**
 * The latitude or longitude of a place column as a stored generated column, so searches by distance can
 * use a plain btree index (bounding box) without PostGIS.
 */
export const coordinateExpression = (columnName: string, key: 'lat' | 'lng'): SQL =>
  // Guarded so a malformed value reaches the place check (a check_violation) instead of failing the cast.
  sql.raw(
    `(case when jsonb_typeof("${columnName}" -> '${key}') = 'number' then ("${columnName}" ->> '${key}')::double precision end)`,
  );
