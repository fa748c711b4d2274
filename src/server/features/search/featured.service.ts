import { featuredRestaurantsLimit, type RestaurantCard } from '@shared/contracts/search';
import type { Language } from '@shared/i18n/languages';
import type { Actor } from '../../access';
import type { Deps } from '../../lib/deps';
import { venueCards } from './venue-cards';
import { FacetCache } from './facet-cache';
import { findFeaturedCandidates, findFeaturedVenueIds } from './featured.repository';

/**
 * How many featured candidates are kept: enough that a chef whose audience or blocks leave out most
 * venues still finds eight.
 */
const candidatesKept = 25 * featuredRestaurantsLimit;

/**
 * The candidates (premium live venues with a live offer, in today's order) are kept a minute per
 * process: finding the premium accounts reads the accounts, which is not to be done on every home page.
 */
export const featuredCandidatesCache = new FacetCache<number[]>(60_000, 4);

/**
 * restaurants/featured (D14, docs/decisions/028-search.md): premium venues with a live offer the viewer
 * may see, up to `qty` (8 at most), rotated daily, as venue cards. Five queries (six once a minute):
 * the candidates when not kept, those the viewer may see, then the four of their cards.
 */
export async function featuredVenues(
  deps: Pick<Deps, 'db' | 'storage'>,
  viewer: Actor | null,
  qty: number,
  language: Language,
): Promise<{ list: RestaurantCard[] }> {
  const day = new Date().toISOString().slice(0, 10);
  const candidates = await featuredCandidatesCache.through(day, () =>
    findFeaturedCandidates(deps.db, candidatesKept),
  );
  const ids = await findFeaturedVenueIds(deps.db, viewer, candidates, qty);
  return { list: await venueCards(deps, ids, viewer, language) };
}
