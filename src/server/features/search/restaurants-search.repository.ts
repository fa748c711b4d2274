import { and, sql, type SQL } from 'drizzle-orm';
import type { RestaurantFilterType } from '@shared/contracts/search';
import { liveVenue, notBlockedWith } from '../../access';
import type { Executor } from '../../db/client';
import { restaurantProfiles } from '../../db/schema/index';
import { countFacets, idArray, type FacetDimension, type FacetOptions } from './search-facets';
import { distanceOrNull, listingOrder } from './listing-sql';
import { withinRadius, type SearchPoint } from './search-sql';

/*
 * The SQL of find restaurants (docs/decisions/028-search.md): the search's conditions, one filter type's
 * condition, the page (ids and distances; the venues feature builds the cards), and the facets with the
 * total in one statement. Reads the venues feature's table and writes nothing (db/table-owners.ts).
 */

const v = restaurantProfiles;

export interface RestaurantSearchQuery {
  /** The viewer's account: venues blocked either way are left out. */
  viewerAccountId: number | null;
  /** Words of the venue's name, a typo forgiven. */
  name: string | null;
  point: SearchPoint | null;
}

/** The chosen options of each filter type (a type absent when none is chosen). */
export type RestaurantFilterChoice = Partial<Record<RestaurantFilterType, (number | string)[]>>;

/** The venue's name as the trigram index holds it: lower case, unaccented. */
const indexedName = sql`search_unaccent(lower(${v.name}))`;
const nameQuery = (name: string) => sql`search_unaccent(lower(${name}))`;

/**
 * The search's own conditions: live, no block either way, the name (its words, a typo forgiven: the
 * name holds a stretch whose trigrams are close to the query's, `%>` through restaurant_profiles_name_trgm_idx
 * at pg_trgm's word-similarity threshold 0.6), and the place.
 */
function searchConditions(query: RestaurantSearchQuery): SQL {
  const parts: SQL[] = [liveVenue(v)];
  if (query.viewerAccountId !== null) parts.push(notBlockedWith(query.viewerAccountId, v.accountId));
  if (query.name) parts.push(sql`${indexedName} %> ${nameQuery(query.name)}`);
  if (query.point) parts.push(withinRadius(v.lat, v.lng, query.point));
  return and(...parts)!;
}

function filterCondition(type: RestaurantFilterType, ids: (number | string)[]): SQL {
  switch (type) {
    case 'cuisine':
      return sql`${v.cuisines} && ${idArray(ids, 'smallint')}`;
    case 'country':
      return sql`${v.countryCode} = any(${idArray(ids, 'text')})`;
    case 'ratingtype':
      return sql`${v.ratingType} = any(${idArray(ids, 'text')})`;
  }
}

/** Where each filter type's options are read for the facets. */
const facetOptions: Record<RestaurantFilterType, FacetOptions> = {
  cuisine: { column: sql`${v.cuisines}`, kind: 'array' },
  country: { column: sql`${v.countryCode}`, kind: 'value' },
  ratingtype: { column: sql`${v.ratingType}`, kind: 'value' },
};

/**
 * One page of matching venues, their ids and distances: the best name match first, else nearest first
 * around a place, else last updated first; the id breaks ties.
 */
export async function pageOfVenues(
  db: Executor,
  query: RestaurantSearchQuery,
  choice: RestaurantFilterChoice,
  limit: number,
  offset: number,
) {
  const filters = Object.entries(choice).map(([type, ids]) =>
    filterCondition(type as RestaurantFilterType, ids),
  );
  const rank = query.name ? sql`word_similarity(${nameQuery(query.name)}, ${indexedName})` : null;
  const order = listingOrder(v, rank, query.point);
  return db
    .select({
      id: v.id,
      distance: distanceOrNull(v, query.point),
    })
    .from(v)
    .where(and(searchConditions(query), ...filters))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** The total and every filter type's options with their counts, in one statement. */
export async function venueFacets(
  db: Executor,
  query: RestaurantSearchQuery,
  choice: RestaurantFilterChoice,
  types: readonly RestaurantFilterType[],
) {
  const dimensions: FacetDimension[] = types.map((type) => {
    const ids = choice[type];
    return {
      type,
      options: facetOptions[type],
      chosen: ids ? filterCondition(type, ids) : null,
      numeric: type === 'cuisine',
    };
  });
  const chosen = Object.entries(choice).flatMap(([type, ids]) =>
    ids.map((id) => ({ type: type as RestaurantFilterType, id })),
  );
  return countFacets(db, sql`${v}`, searchConditions(query), dimensions, chosen);
}
