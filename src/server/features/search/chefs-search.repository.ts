import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { searchLimits, type ChefFilterType } from '@shared/contracts/search';
import { liveChefProfile, notBlockedWith } from '../../access';
import type { Executor } from '../../db/client';
import { chefFacetCounts, chefProfiles } from '../../db/schema/index';
import { countFacets, facetsOfCounts, idArray, type FacetCounts, type FacetOptions } from './search-facets';
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

/**
 * What the profile of `accountId` adds to the counts of a search that does not leave it out: whether it
 * matches the search, whether it passes each type's chosen filters, and its options of each type. One
 * statement; undefined when the account has no profile.
 */
export async function profileInFacets(
  db: Executor,
  accountId: number,
  query: ChefSearchQuery,
  choice: ChefFilterChoice,
  types: readonly ChefFilterType[],
) {
  const words = query.text ? wordsQuery(query.text) : null;
  const columns = types.flatMap((type, i) => {
    const ids = choice[type];
    return [
      sql`${ids ? filterCondition(type, ids) : sql`true`} as ${sql.raw(`m${i}`)}`,
      sql`${ownOptions[type]} as ${sql.raw(`o${i}`)}`,
    ];
  });
  const result = await db.execute<Record<string, boolean | string[]>>(
    sql`select ${searchConditions(query, words)} as matches, ${sql.join(columns, sql`, `)} from ${p} where ${p.accountId} = ${accountId} limit 1`,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    matches: row.matches === true,
    passes: types.map((_, i) => row[`m${i}`] === true),
    options: types.map((_, i) =>
      ((row[`o${i}`] as (string | null)[] | null) ?? []).flatMap((o) => (o ? [o] : [])),
    ),
  };
}

/**
 * The total and every filter type's options with their counts, in one statement: for the listing and a
 * search by position alone, counted by nobody's account, the counts the database keeps (migration
 * 0007); otherwise counted over the search's matches.
 */
export async function chefFacets(
  db: Executor,
  query: ChefSearchQuery,
  choice: ChefFilterChoice,
  types: readonly ChefFilterType[],
): Promise<FacetCounts> {
  const dimensions = types.map((type) => ({ type, numeric: numericTypes.has(type) }));
  const chosen = Object.entries(choice).flatMap(([type, ids]) =>
    ids.map((id) => ({ type: type as ChefFilterType, id })),
  );
  if (query.text === null && query.point === null && chosen.length === 0 && query.viewerAccountId === null)
    return facetsOfCounts(await keptFacetCounts(db, query.position, types), dimensions, chosen);
  const words = query.text ? wordsQuery(query.text) : null;
  return countFacets(
    db,
    sql`${p}`,
    searchConditions(query, words),
    dimensions.map((d) => {
      const ids = choice[d.type];
      return { ...d, options: facetOptions[d.type], chosen: ids ? filterCondition(d.type, ids) : null };
    }),
    chosen,
  );
}

/** The kept counts of every live profile, or of one position's, as `facetsOfCounts` reads them. */
async function keptFacetCounts(db: Executor, position: number | null, types: readonly ChefFilterType[]) {
  const k = chefFacetCounts;
  const rows = await db
    .select({ type: k.type, id: k.option, n: sql<number>`sum(${k.count})::int` })
    .from(k)
    .where(and(position === null ? undefined : eq(k.position, position), ne(k.count, 0)))
    .groupBy(k.type, k.option);
  const dimension = new Map<string, number>(types.map((type, i) => [type, i]));
  return rows.flatMap((row): { d: number; id: string | null; n: number }[] => {
    if (row.type === 'total') return [{ d: -1, id: null, n: row.n }];
    const d = dimension.get(row.type);
    return d === undefined ? [] : [{ d, id: row.id, n: row.n }];
  });
}
