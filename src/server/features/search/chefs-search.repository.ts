import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { searchLimits, type ChefFilterType } from '@shared/contracts/search';
import { accountsBlockedEitherWay, liveChefProfile, notBlockedWith } from '../../access';
import type { Executor } from '../../db/client';
import { chefFacetBits, chefFacetCounts, chefFacetPairs, chefProfiles } from '../../db/schema/index';
import {
  countFacets,
  facetsOfCounts,
  idArray,
  keptBitCountRows,
  type CountRow,
  type CountedRow,
  type FacetCounts,
  type FacetOptions,
} from './search-facets';
import { distanceOrNull, listingOrder, type ListedColumns } from './listing-sql';
import { withinRadius, wordsQuery, type SearchPoint } from './search-sql';

/*
 * The SQL of find chefs (docs/decisions/028-search.md): the search's conditions, one filter type's
 * condition, the page with everything its cards show, and the facets with the total in one statement.
 * The search reads the chef-profiles feature's tables and writes nothing (db/table-owners.ts).
 */

const p = chefProfiles;
/** The profiles as the listing order reads them: their index stores spread points (migration 0005). */
const listed: ListedColumns = { id: p.id, updatedAt: p.updatedAt, lat: p.lat, lng: p.lng, spread: true };

/** What a chef search looks for before its filters. */
export interface ChefSearchQuery {
  /** The viewer's account: their own profile is left out, and blocks either way. */
  viewerAccountId: number | null;
  position: number | null;
  text: string | null;
  point: SearchPoint | null;
}

/** The chosen options of each filter type (a type absent when none is chosen). */
export type ChefFilterChoice = Partial<Record<ChefFilterType, (number | string)[]>>;

/** One chosen option. */
export interface ChefFilter {
  type: ChefFilterType;
  id: number | string;
}

/** The chosen options one by one. */
export function chosenFilters(choice: ChefFilterChoice): ChefFilter[] {
  return Object.entries(choice).flatMap(([type, ids]) =>
    (ids ?? []).map((id) => ({ type: type as ChefFilterType, id })),
  );
}

const textArray = (values: (number | string)[]) => idArray(values, 'text');
const smallintArray = (values: (number | string)[]) => idArray(values, 'smallint');

/** The search's own conditions: live, not the viewer's, no block either way, position, words, place. */
function searchConditions(query: ChefSearchQuery, words: SQL | null): SQL {
  const parts: SQL[] = [liveChefProfile(p)];
  if (query.viewerAccountId !== null) {
    parts.push(ne(p.accountId, query.viewerAccountId));
    parts.push(notBlockedWith(query.viewerAccountId, p.accountId));
  }
  if (query.position !== null) parts.push(eq(p.position, query.position));
  if (words) parts.push(sql`${p.searchVector} @@ ${words}`);
  if (query.point) parts.push(withinRadius(p.lat, p.lng, query.point, p.id));
  return and(...parts)!;
}

/**
 * A filter type's condition (options of one type are alternatives): position and country by value,
 * cuisine, nationality and visa by array overlap (GIN), language through the chef's spoken languages.
 * Visas match their exact code: a chef holding EUROPE matches the EUROPE option, not each EU country.
 */
function filterCondition(type: ChefFilterType, ids: (number | string)[]): SQL {
  switch (type) {
    case 'position':
      return sql`${p.position} = any(${smallintArray(ids)})`;
    case 'cuisine':
      return sql`${p.cuisines} && ${smallintArray(ids)}`;
    case 'nationality':
      return sql`${p.nationalities} && ${textArray(ids)}`;
    case 'visa':
      return sql`${p.visas} && ${textArray(ids)}`;
    case 'country':
      return sql`${p.countryCode} = any(${textArray(ids)})`;
    case 'language':
      return sql`${p.languages} && ${textArray(ids)}`;
  }
}

/** Where each filter type's options are read for the facets. */
const facetOptions: Record<ChefFilterType, FacetOptions> = {
  position: { column: sql`${p.position}`, kind: 'value' },
  cuisine: { column: sql`${p.cuisines}`, kind: 'array' },
  nationality: { column: sql`${p.nationalities}`, kind: 'array' },
  visa: { column: sql`${p.visas}`, kind: 'array' },
  country: { column: sql`${p.countryCode}`, kind: 'value' },
  language: { column: sql`${p.languages}`, kind: 'array' },
};

const numericTypes: ReadonlySet<ChefFilterType> = new Set(['position', 'cuisine']);

/**
 * The ids of a page of profiles ranked by words, best first (then last updated): the rank is computed
 * for the most recently updated matches only, as many as a search may page through
 * (`searchLimits.maxDepth`), so a common word ("chef" is in most profiles) ranks 10,000 rows, not every
 * profile (the listing index walked newest first, filtered by the words, stops there).
 */
function rankedPage(db: Executor, where: SQL, words: SQL, limit: number, offset: number) {
  const candidates = db
    .select({
      id: p.id,
      updatedAt: p.updatedAt,
      rank: sql<number>`ts_rank(${p.searchVector}, ${words})`.as('rank'),
    })
    .from(p)
    .where(where)
    .orderBy(desc(p.updatedAt), desc(p.id))
    .limit(searchLimits.maxDepth)
    .as('candidates');
  return db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(desc(candidates.rank), desc(candidates.updatedAt), desc(candidates.id))
    .limit(limit)
    .offset(offset);
}

/**
 * One page of matching chefs with what their cards show: words rank first (then last updated), a place
 * without words orders nearest first, otherwise last updated first; the id breaks ties, so pages of an
 * unchanged list neither repeat nor skip a chef.
 */
export async function pageOfChefs(
  db: Executor,
  query: ChefSearchQuery,
  choice: ChefFilterChoice,
  limit: number,
  offset: number,
) {
  const words = query.text ? wordsQuery(query.text) : null;
  const filters = Object.entries(choice).map(([type, ids]) => filterCondition(type as ChefFilterType, ids));
  const where = and(searchConditions(query, words), ...filters)!;
  const order = listingOrder(listed, words && sql`ts_rank(${p.searchVector}, ${words})`, query.point);
  return db
    .select({
      id: p.id,
      accountId: p.accountId,
      slug: p.slug,
      name: p.name,
      position: p.position,
      location: p.location,
      description: p.description,
      originalLanguage: p.originalLanguage,
      cuisines: p.cuisines,
      nationalities: p.nationalities,
      languages: p.languages,
      updatedAt: p.updatedAt,
      distance: distanceOrNull(p, query.point),
    })
    .from(p)
    .where(words ? inArray(p.id, rankedPage(db, where, words, limit, offset)) : where)
    .orderBy(...order)
    .limit(limit)
    .offset(words ? 0 : offset);
}
export type ChefRow = Awaited<ReturnType<typeof pageOfChefs>>[number];

/** Each filter type's options of one profile, as text (what its facets counted it under). */
const ownOptions: Record<ChefFilterType, SQL> = {
  position: sql`array[${p.position}::text]`,
  cuisine: sql`${p.cuisines}::text[]`,
  nationality: sql`${p.nationalities}`,
  visa: sql`${p.visas}`,
  country: sql`array[${p.countryCode}::text]`,
  language: sql`${p.languages}`,
};

/** Live profiles hidden from a viewer that `hiddenInFacets` answers at most (more: counted afresh). */
export const hiddenProfilesTakenOut = 200;

/**
 * What the profiles a viewer does not find (their own, and those of accounts blocked either way) add
 * to the counts of a search that does not leave them out: per live profile, whether it matches the
 * search, whether it passes each type's chosen filters, and its options of each type. One statement
 * through the blocks' indexes and the profiles' account index; undefined when more than
 * `hiddenProfilesTakenOut` are hidden.
 */
export async function hiddenInFacets(
  db: Executor,
  viewerAccountId: number,
  query: ChefSearchQuery,
  choice: ChefFilterChoice,
  types: readonly ChefFilterType[],
): Promise<CountedRow[] | undefined> {
  const words = query.text ? wordsQuery(query.text) : null;
  const columns = types.flatMap((type, i) => {
    const ids = choice[type];
    return [
      sql`${ids ? filterCondition(type, ids) : sql`true`} as ${sql.raw(`m${i}`)}`,
      sql`${ownOptions[type]} as ${sql.raw(`o${i}`)}`,
    ];
  });
  const hidden = sql`${p.accountId} in (select ${viewerAccountId}::int union ${accountsBlockedEitherWay(viewerAccountId)})`;
  const result = await db.execute<Record<string, boolean | string[]>>(
    sql`select ${searchConditions(query, words)} as matches, ${sql.join(columns, sql`, `)} from ${p}
      where ${hidden} and ${liveChefProfile(p)} limit ${hiddenProfilesTakenOut + 1}`,
  );
  if (result.rows.length > hiddenProfilesTakenOut) return undefined;
  return result.rows.map((row) => ({
    matches: row.matches === true,
    passes: types.map((_, i) => row[`m${i}`] === true),
    options: types.map((_, i) =>
      ((row[`o${i}`] as (string | null)[] | null) ?? []).flatMap((o) => (o ? [o] : [])),
    ),
  }));
}

/**
 * The total and every filter type's options with their counts. A search without words or place,
 * counted for nobody's account (the service takes out what a viewer does not find), reads
 * what the database keeps (decision 030): the counts per position for the listing, a position alone,
 * or one position chosen as a filter when none is searched; the pairs for one option chosen (not a
 * position); the bits of the chosen options for anything else. Any other search counts its matches.
 */
export async function chefFacets(
  db: Executor,
  query: ChefSearchQuery,
  choice: ChefFilterChoice,
  types: readonly ChefFilterType[],
): Promise<FacetCounts> {
  const dimensions = types.map((type) => ({ type, numeric: numericTypes.has(type) }));
  const chosen = chosenFilters(choice);
  const words = query.text ? wordsQuery(query.text) : null;
  const counted = dimensions.map((d) => {
    const ids = choice[d.type];
    return { ...d, options: facetOptions[d.type], chosen: ids ? filterCondition(d.type, ids) : null };
  });
  const where = searchConditions(query, words);
  const kept = query.text === null && query.point === null && query.viewerAccountId === null;
  if (!kept) return countFacets(db, sql`${p}`, where, counted, chosen);

  const only = chosen.length === 1 ? chosen[0]! : null;
  if (chosen.length === 0)
    return facetsOfCounts(await keptFacetCounts(db, query.position, types), dimensions, chosen);
  const positionIndex = types.indexOf('position');
  if (only?.type === 'position' && query.position === null) {
    // The position's own counts, and every position's for the position facet.
    const [all, own] = await Promise.all([
      keptFacetCounts(db, null, types),
      keptFacetCounts(db, Number(only.id), types),
    ]);
    const rows = [
      ...all.filter((row) => row.d === positionIndex),
      ...own.filter((row) => row.d !== positionIndex),
    ];
    return facetsOfCounts(rows, dimensions, chosen);
  }
  if (only && only.type !== 'position')
    return facetsOfCounts(await keptPairCounts(db, query.position, only, types), dimensions, chosen);
  return facetsOfCounts(await keptBitCounts(db, query.position, chosen, types), dimensions, chosen);
}

/** The kept counts of every live profile, or of one position's, as `facetsOfCounts` reads them. */
async function keptFacetCounts(db: Executor, position: number | null, types: readonly ChefFilterType[]) {
  const k = chefFacetCounts;
  const rows = await db
    .select({ type: k.type, id: k.option, n: sql<number>`sum(${k.count})::int` })
    .from(k)
    .where(and(position === null ? undefined : eq(k.position, position), ne(k.count, 0)))
    .groupBy(k.type, k.option);
  return rowsOfKept(rows, types);
}

/** Kept counts (`type` 'total' or a filter type, `id` the option) as `facetsOfCounts` reads them. */
function rowsOfKept(
  rows: readonly { type: string; id: string; n: number | string }[],
  types: readonly ChefFilterType[],
): CountRow[] {
  const dimension = new Map<string, number>(types.map((type, i) => [type, i]));
  return rows.flatMap((row): CountRow[] => {
    if (row.type === 'total') return [{ d: -1, id: null, n: Number(row.n) }];
    const d = dimension.get(row.type);
    return d === undefined ? [] : [{ d, id: row.id, n: Number(row.n) }];
  });
}

/**
 * The counts of a search with one option chosen (not a position), in one statement: the option's type
 * counted over every profile of the search (`chef_facet_counts`), the other types and the total over
 * the profiles having the option (`chef_facet_pairs`, migration 0009), the positions from the pairs'
 * totals per position.
 */
async function keptPairCounts(
  db: Executor,
  position: number | null,
  chosen: { type: ChefFilterType; id: number | string },
  types: readonly ChefFilterType[],
): Promise<CountRow[]> {
  const k = chefFacetCounts;
  const q = chefFacetPairs;
  const atPosition = (column: SQL | typeof k.position | typeof q.position) =>
    position === null ? sql`` : sql` and ${column} = ${position}`;
  const pair = sql`${q.onType} = ${chosen.type} and ${q.onOption} = ${String(chosen.id)} and ${q.count} <> 0${atPosition(q.position)}`;
  const result = await db.execute<{ type: string; id: string; n: number }>(sql`
    select ${k.type} as type, ${k.option} as id, sum(${k.count})::int as n from ${k}
      where ${k.type} = ${chosen.type} and ${k.count} <> 0${atPosition(k.position)} group by ${k.type}, ${k.option}
    union all
    select ${q.type}, ${q.option}, sum(${q.count})::int from ${q} where ${pair} group by ${q.type}, ${q.option}
    union all
    select 'position', ${q.position}::text, sum(${q.count})::int from ${q}
      where ${pair} and ${q.type} = 'total' and ${q.position} <> 0 group by ${q.position}`);
  return rowsOfKept(result.rows, types);
}

/**
 * The counts of a search choosing options of several types, or several options of one, over the kept
 * bits (migration 0010, `keptBitCountRows`): the live profiles of the searched position, at full size
 * 27,000 rows of 1 KB read (70-140 ms), whatever the profiles the search matches.
 */
async function keptBitCounts(
  db: Executor,
  position: number | null,
  filters: readonly ChefFilter[],
  types: readonly ChefFilterType[],
): Promise<CountRow[]> {
  const rows = await keptBitCountRows(db, chefFacetBits, {
    base: [
      { type: 'total', option: '' },
      ...(position === null ? [] : [{ type: 'position', option: String(position) }]),
    ],
    chosen: filters.map(({ type, id }) => ({
      type,
      option: numericTypes.has(type) ? String(Number(id)) : String(id),
    })),
    types,
  });
  return rowsOfKept(rows, types);
}
