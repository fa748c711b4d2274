import {
  restaurantFilterTypes,
  searchPageSizes,
  type RestaurantSearchResult,
  type SearchRestaurantsInput,
} from '@shared/contracts/search';
import type { Language } from '@shared/i18n/languages';
import type { Actor } from '../../access';
import type { Deps } from '../../lib/deps';
import { venueCards } from './venue-cards';
import * as repo from './restaurants-search.repository';
import { FacetCache } from './facet-cache';
import { blocksChangeCounts, type FacetCounts } from './search-facets';
import { locationAnswer, resolveLocation } from './search-location';
import { assertDepth, searchKey, shownTotal } from './search-sql';

/**
 * search/restaurants (spec doc 2 sections 2 and 9; D6; docs/decisions/028-search.md): live venues by
 * name, place and filters, with the facets of the search and the total. No limit of D5 applies.
 */

/**
 * Facets and totals of venue searches, per process: fresh for 60 seconds, then answered stale for up
 * to 10 minutes while one search counts them again (a cold count over every live chef takes seconds).
 */
export const venueFacetCache = new FacetCache<FacetCounts>(60_000, 2_000, Date.now, 10 * 60_000);

export async function searchRestaurants(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  viewer: Actor | null,
  input: SearchRestaurantsInput,
  language: Language,
): Promise<RestaurantSearchResult> {
  const choice: repo.RestaurantFilterChoice = {};
  for (const filter of input.filters) (choice[filter.type] ??= []).push(filter.id);
  const qty = input.qty ?? searchPageSizes.restaurants;
  assertDepth(input.page, qty);
  const location = await resolveLocation(input.location, language, deps.config.geocoderUrl);
  const name = input.q?.trim() || null;
  const query: repo.RestaurantSearchQuery = {
    viewerAccountId: viewer?.accountId ?? null,
    name,
    point: location,
  };

  // One past the page: whether a later page exists, whatever the kept counts say.
  const found = await repo.pageOfVenues(deps.db, query, choice, qty + 1, input.page * qty);
  const more = found.length > qty;
  const rows = found.slice(0, qty);
  const facets = await venueFacetCache.through(
    searchKey({
      name: name?.toLowerCase() ?? null,
      point: location && [location.lat, location.lng, location.radius],
      filters: restaurantFilterTypes.map((type) => [type, [...(choice[type] ?? [])].map(String).sort()]),
      // Blocks hide venues either way: only then are the counts the viewer's own.
      viewer: viewer && (await blocksChangeCounts(deps.db, viewer.accountId)) ? viewer.accountId : null,
    }),
    () => repo.venueFacets(deps.db, query, choice, restaurantFilterTypes),
  );
  const distances = new Map(rows.map((row) => [row.id, row.distance]));
  const cards = await venueCards(
    deps,
    rows.map((row) => row.id),
    viewer,
    language,
  );
  return {
    list: cards.map((card) => {
      const distance = distances.get(card.id);
      return { ...card, distance: distance === null || distance === undefined ? null : Number(distance) };
    }),
    total: shownTotal(facets.total, input.page * qty + rows.length, more, true),
    filters: facets.filters,
    position: null,
    text: name,
    location: locationAnswer(location),
    until: null,
  };
}
