import type { RestaurantCard } from '@shared/contracts/search';
import type { Language } from '@shared/i18n/languages';
import type { Actor } from '../../access';
import type { Deps } from '../../lib/deps';
import { venueCardsByIds } from '../venues/venues.service';
import { findFeaturedVenueIds } from './featured.repository';

/**
 * restaurants/featured (D14, docs/decisions/028-search.md): premium venues with a live offer the viewer
 * may see, up to `qty` (8 at most), rotated daily, as venue cards. Five queries: the venues, then the
 * four of their cards.
 */
export async function featuredVenues(
  deps: Pick<Deps, 'db' | 'storage'>,
  viewer: Actor | null,
  qty: number,
  language: Language,
): Promise<{ list: RestaurantCard[] }> {
  const ids = await findFeaturedVenueIds(deps.db, viewer, qty);
  return { list: await venueCardsByIds(deps, ids, viewer, language) };
}
