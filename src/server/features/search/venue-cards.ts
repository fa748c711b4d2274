import type { RestaurantCard } from '@shared/contracts/search';
import type { Language } from '@shared/i18n/languages';
import type { Actor } from '../../access';
import { sideBySide } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { countVisibleOffersOfVenues } from '../offers/offers.public-read.service';
import { venueCardsByIds } from '../venues/venues.service';

/**
 * Venue cards (find restaurants, featured venues) for `ids`, in that order: the venue's card with the
 * number of live offers the viewer may see. Four queries whatever the number of venues, read side by
 * side; none for none.
 */
export async function venueCards(
  deps: Pick<Deps, 'db' | 'storage'>,
  ids: number[],
  viewer: Actor | null,
  language: Language,
): Promise<RestaurantCard[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [cards, offers] = await sideBySide(deps.db, [
    () => venueCardsByIds(deps, unique, language),
    () => countVisibleOffersOfVenues(deps.db, viewer, unique),
  ] as const);
  return cards.map((card) => ({ ...card, offers: offers.get(card.id) ?? 0 }));
}
