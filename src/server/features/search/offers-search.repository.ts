import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { offerFilterTypes, type OfferFilterType } from '@shared/contracts/search';
import {
  audienceAdmits,
  audienceExcludes,
  chefFactsOfAccount,
  hasAnyBlock,
  liveVenue,
  offersVisibleTo,
  textArray,
  type Actor,
} from '../../access';
import type { Executor } from '../../db/client';
import { executeNamed } from '../../db/named-statements';
import { offerFacetBits, offerFacetCounts, offers, restaurantProfiles } from '../../db/schema/index';
import { keptBitCountRows } from './search-facets';
import { distanceKm, nearestFirst, withinRadius, wordsQuery, type SearchPoint } from './search-sql';

/*
 * The queries of search/offers (docs/decisions/028-search.md). The search feature reads offers and their
 * venues in one statement (a read-only reader, db/table-owners.ts); the viewer's rules come from the
 * access module (`offersVisibleTo`: live, D6 blocks, D9 audience), the cards from the offers feature.
 */

/** The venue of each offer, joined when a search reads its place, cuisines or country. */
const venue = alias(restaurantProfiles, 'venue');

/** A search as the queries read it: everything normalized, filters grouped by type (OR inside, AND across). */
export interface OfferQuery {
  position: number | null;
  words: string | null;
  point: SearchPoint | null;
  filters: Readonly<Record<OfferFilterType, readonly (number | string)[]>>;
}

/** What changes a search's answer for the viewer: a chef's audience facts, and whether blocks stand. */
export interface ViewerFacts {
  nationalities: string[];
  languages: string[];
  blocked: boolean;
}

/** The viewer's audience facts (chefs) and whether the account blocks or is blocked by anyone; one query. */
export async function findViewerFacts(db: Executor, actor: Actor): Promise<ViewerFacts> {
  const chef = chefFactsOfAccount(actor.accountId);
  const chefPart =
    actor.type === 'chef'
      ? { nationalities: chef.nationalities, languages: chef.languages }
      : { nationalities: sql`array[]::text[]`, languages: sql`array[]::text[]` };
  const [row] = await executeNamed<{ nationalities: string[] | null; languages: string[]; blocked: boolean }>(
    db,
    'viewer_facts',
    sql`select coalesce(${chefPart.nationalities}, array[]::text[]) as nationalities, ${chefPart.languages} as languages, ${hasAnyBlock(actor.accountId)} as blocked`,
  );
  return {
    nationalities: [...(row?.nationalities ?? [])].sort(),
    languages: [...(row?.languages ?? [])].sort(),
    blocked: row?.blocked ?? false,
  };
}

/** Each filter type's condition (true when the type has no filter): OR among its options. */
function filterConditions(filters: OfferQuery['filters']): Record<OfferFilterType, SQL> {
  const any = <T extends number | string>(values: readonly T[], condition: (values: T[]) => SQL) =>
    values.length === 0 ? sql`true` : condition([...values]);
  return {
    position: any(filters.position as number[], (ids) => inArray(offers.position, ids)),
    term: any(filters.term as string[], (ids) => sql`${offers.term} in ${ids}`),
    salarytype: any(filters.salarytype as string[], (ids) => sql`${offers.salaryType} in ${ids}`),
    cuisine: any(
      filters.cuisine as number[],
      (ids) =>
        sql`${venue.cuisines} && array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::smallint[]`,
    ),
    country: any(filters.country as string[], (ids) => sql`${venue.countryCode} in ${ids}`),
  };
}

/**
 * The conditions of the search itself (without its filters): what the viewer may see, position, words,
 * place. `audience: false` leaves a chef's audience out (the hidden offers are counted from there).
 */
function searchConditions(
  viewer: Actor | null,
  query: OfferQuery,
  until: number | null,
  options: { audience?: boolean } = {},
): SQL[] {
  const conditions = [offersVisibleTo(viewer, options)];
  if (query.position !== null) conditions.push(eq(offers.position, query.position));
  const words = query.words === null ? null : wordsQuery(query.words);
  if (words) conditions.push(sql`${offers.searchVector} @@ ${words}`);
  // The venue's own live condition again, so the planner may use the partial GiST index of live venues.
  if (query.point) conditions.push(liveVenue(venue), withinRadius(venue.lat, venue.lng, query.point));
  if (until !== null) conditions.push(sql`${offers.id} <= ${until}`);
  return conditions;
}

const needsVenue = (query: OfferQuery) =>
  query.point !== null || query.filters.cuisine.length > 0 || query.filters.country.length > 0;

export interface OfferHit {
  id: number;
  distance: number | null;
  /** The newest offer id when the page was read (the first page's `until`). */
  newest: number | null;
}

/**
 * One page of the search: the offers' ids in order, with their distance when a place is searched.
 * Words rank first (then newest), a place orders nearest first (then newest), else newest first.
 * Later pages leave out offers newer than `until`.
 */
export async function findOfferPage(
  db: Executor,
  viewer: Actor | null,
  query: OfferQuery,
  page: { until: number | null; limit: number; offset: number },
): Promise<OfferHit[]> {
  const filters = filterConditions(query.filters);
  const words = query.words === null ? null : wordsQuery(query.words);
  if (query.point && !words) {
    // Around a place (words, when given, order the page instead) the venues are read nearest first
    // through the place's GiST index, their cuisine and country checked on the way (coalesce keeps
    // those conditions off their own indexes). The planner, which has no real estimate for the cube box
    // (44 venues for London's 2,676), otherwise ANDs the box with the cuisine index and sorts every
    // matching venue's offers: 11.8 ms against 1.4 ms for the bench's position + London + filters page;
    // the nearest-first scan stops after the page, and at worst reads the whole box.
    filters.cuisine = sql`coalesce(${filters.cuisine}, false)`;
    filters.country = sql`coalesce(${filters.country}, false)`;
  }
  const where = and(...searchConditions(viewer, query, page.until), ...Object.values(filters));
  const point = query.point;
  const order: SQL[] = [];
  if (words) order.push(sql`ts_rank(${offers.searchVector}, ${words}) desc`);
  else if (point) order.push(nearestFirst(venue.lat, venue.lng, point));
  order.push(desc(offers.createdAt), desc(offers.id));
  const fields = {
    id: offers.id,
    distance: point ? distanceKm(venue.lat, venue.lng, point) : sql<number | null>`null::float8`,
    newest: sql<number | null>`(select max(o.id) from ${offers} o)`,
  };
  const base = db.select(fields).from(offers).$dynamic();
  const joined = needsVenue(query) ? base.innerJoin(venue, eq(venue.id, offers.restaurantProfileId)) : base;
  return joined
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export interface FacetRow {
  type: OfferFilterType | 'total';
  id: string | null;
  count: number;
}

/**
 * The facets and the total of a search in one statement: the matching rows once (a materialized CTE with
 * each filter type's verdict per row), then per type its options counted over the rows the OTHER types'
 * filters keep (multi-select), and the rows all filters keep.
 */
export async function findOfferFacets(db: Executor, viewer: Actor | null, query: OfferQuery) {
  const f = filterConditions(query.filters);
  const matched = db
    .select({
      position: offers.position,
      term: offers.term,
      salaryType: offers.salaryType,
      cuisines: venue.cuisines,
      country: venue.countryCode,
      p: sql<boolean>`${f.position}`.as('p'),
      t: sql<boolean>`${f.term}`.as('t'),
      s: sql<boolean>`${f.salarytype}`.as('s'),
      c: sql<boolean>`${f.cuisine}`.as('c'),
      k: sql<boolean>`${f.country}`.as('k'),
    })
    .from(offers)
    .innerJoin(venue, eq(venue.id, offers.restaurantProfileId))
    .where(and(...searchConditions(viewer, query, null)));
  const result = await db.execute<{ type: FacetRow['type']; id: string | null; count: number }>(sql`
    with m as materialized (${matched})
    select 'position' as type, position::text as id, count(*)::int as count from m where t and s and c and k group by position
    union all select 'term', term, count(*)::int from m where p and s and c and k group by term
    union all select 'salarytype', salary_type, count(*)::int from m where p and t and c and k group by salary_type
    union all select 'cuisine', u::text, count(*)::int from m cross join unnest(m.cuisines) as u where p and t and s and k group by u
    union all select 'country', country_code, count(*)::int from m where p and t and s and c and country_code is not null group by country_code
    union all select 'total', null, count(*)::int from m where p and t and s and c and k`);
  return result.rows;
}

/** A chef's audience facts as the kept counts' condition: the audiences admitting the chef. */
function admitsChef(facts: Pick<ViewerFacts, 'nationalities' | 'languages'>): SQL {
  const k = offerFacetCounts;
  const chef = factArrays(facts);
  return audienceAdmits(
    { nationalities: k.nationalities, workLanguage: sql`nullif(${k.workLanguage}, '')` },
    chef.nationalities,
    chef.languages,
  );
}

/**
 * The facets and the total of a search without words or place, read from what the database keeps
 * (migration 0011) instead of counted: without filters the counts of the search's position (a chef's
 * summed over the audiences admitting them, `facts`; anyone else's over every audience), a few hundred
 * rows per audience; with filters the bits of every option (`keptBitCountRows`), the chef's audiences
 * one more set. The same work whatever the number of offers. The viewer's blocks are not in them.
 */
export async function findKeptOfferFacets(
  db: Executor,
  query: Pick<OfferQuery, 'position' | 'filters'>,
  facts: Pick<ViewerFacts, 'nationalities' | 'languages'> | null,
): Promise<FacetRow[]> {
  const k = offerFacetCounts;
  const chosen = Object.entries(query.filters).flatMap(([type, ids]) =>
    ids.map((id) => ({ type, option: String(id) })),
  );
  if (chosen.length === 0) {
    const rows = await db
      .select({ type: k.type, id: k.option, count: sql<number>`sum(${k.count})::int` })
      .from(k)
      .where(and(eq(k.position, query.position ?? 0), ne(k.count, 0), facts ? admitsChef(facts) : undefined))
      .groupBy(k.type, k.option);
    return rows.map((row) => ({ type: row.type as FacetRow['type'], id: row.id, count: Number(row.count) }));
  }
  const rows = await keptBitCountRows(db, offerFacetBits, {
    base: [
      { type: 'total', option: '' },
      ...(query.position === null ? [] : [{ type: 'position', option: String(query.position) }]),
    ],
    chosen,
    types: offerFilterTypes,
    within: facts
      ? sql`select 'audience', offer_audience_key(${k.nationalities}, ${k.workLanguage}) from ${k}
          where ${k.position} = 0 and ${k.type} = 'total' and ${k.count} <> 0 and ${admitsChef(facts)}`
      : undefined,
  });
  return rows.map((row) => ({ type: row.type as FacetRow['type'], id: row.id, count: Number(row.n) }));
}

/** A chef's audience facts as `text[]` parameters. */
const factArrays = (facts: Pick<ViewerFacts, 'nationalities' | 'languages'>) => ({
  nationalities: textArray(facts.nationalities),
  languages: textArray(facts.languages),
});

/** The offers a chef cannot see, per working language of their venues, with what leaves them out. */
export interface HiddenRow {
  language: string;
  n: number;
  /** Some of them ask for other nationalities than the chef's. */
  byNationality: boolean;
  /** Their working language is not one the chef speaks. */
  byLanguage: boolean;
}

/**
 * The live offers of a search without words or place that the chef's declared facts leave out (D9),
 * per working language, from the kept counts of the position (no filters): a few rows per audience.
 */
export async function findKeptHiddenOffers(
  db: Executor,
  position: number | null,
  facts: Pick<ViewerFacts, 'nationalities' | 'languages'>,
): Promise<HiddenRow[]> {
  const k = offerFacetCounts;
  const chef = factArrays(facts);
  const venue = { nationalities: k.nationalities, workLanguage: sql`nullif(${k.workLanguage}, '')` };
  const excludes = audienceExcludes(venue, chef.nationalities, chef.languages);
  const rows = await db
    .select({
      language: k.workLanguage,
      n: sql<number>`sum(${k.count})::int`,
      byNationality: sql<boolean>`bool_or(${excludes.nationality})`,
      byLanguage: sql<boolean>`bool_or(${excludes.language})`,
    })
    .from(k)
    .where(
      and(
        eq(k.position, position ?? 0),
        eq(k.type, 'total'),
        ne(k.count, 0),
        sql`not ${audienceAdmits(venue, chef.nationalities, chef.languages)}`,
      ),
    )
    .groupBy(k.workLanguage);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/**
 * How many live offers of a search without words or place and with filters the chef's declared facts
 * leave out: the kept bits of the search (`keptBitCountRows`) within the audiences that do not admit
 * the chef. One statement whatever the number of offers.
 */
export async function countKeptHiddenOffers(
  db: Executor,
  query: Pick<OfferQuery, 'position' | 'filters'>,
  facts: Pick<ViewerFacts, 'nationalities' | 'languages'>,
): Promise<number> {
  const k = offerFacetCounts;
  const chosen = Object.entries(query.filters).flatMap(([type, ids]) =>
    ids.map((id) => ({ type, option: String(id) })),
  );
  const rows = await keptBitCountRows(db, offerFacetBits, {
    base: [
      { type: 'total', option: '' },
      ...(query.position === null ? [] : [{ type: 'position', option: String(query.position) }]),
    ],
    chosen,
    types: ['total'],
    within: sql`select 'audience', offer_audience_key(${k.nationalities}, ${k.workLanguage}) from ${k}
      where ${k.position} = 0 and ${k.type} = 'total' and ${k.count} <> 0 and not ${admitsChef(facts)}`,
  });
  return rows.find((row) => row.type === 'total')?.n ?? 0;
}

/**
 * The live offers of a search with words or a place (or of a viewer with blocks) that the chef's
 * declared facts leave out, per working language: the search's own conditions and filters without the
 * audience, and the audience's opposite. One statement over the matches.
 */
export async function findCountedHiddenOffers(
  db: Executor,
  viewer: Actor,
  query: OfferQuery,
  facts: Pick<ViewerFacts, 'nationalities' | 'languages'>,
): Promise<HiddenRow[]> {
  const chef = factArrays(facts);
  const excludes = audienceExcludes(venue, chef.nationalities, chef.languages);
  const rows = await db
    .select({
      language: sql<string>`coalesce(${venue.workLanguage}, '')`,
      n: sql<number>`count(*)::int`,
      byNationality: sql<boolean>`bool_or(${excludes.nationality})`,
      byLanguage: sql<boolean>`bool_or(${excludes.language})`,
    })
    .from(offers)
    .innerJoin(venue, eq(venue.id, offers.restaurantProfileId))
    .where(
      and(
        ...searchConditions(viewer, query, null, { audience: false }),
        ...Object.values(filterConditions(query.filters)),
        sql`not ${audienceAdmits(venue, chef.nationalities, chef.languages)}`,
      ),
    )
    .groupBy(sql`1`);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}
