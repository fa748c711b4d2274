import type { Language } from '@shared/i18n/languages';
import type { Actor } from '../../access';
import type { Deps } from '../../lib/deps';
import { imagesOfVenues } from '../media/media.service';
import { showVenue } from '../venues/venues.service';
import { liveOffersOfVenue } from './offers.service';

/**
 * The venue page (restaurants/show, doc 2 section 7): the venue as its feature shows it, its pictures,
 * and its live offers. It is put together here because offers build on venues (an offer is a venue's);
 * the venues feature does not reach up for them.
 */
export async function venuePage(deps: Deps, actor: Actor | null, id: number, lang: Language) {
  const shown = await showVenue(deps.db, actor, id, lang);
  const images = (await imagesOfVenues(deps, [id])).get(id)!;
  const offers = await liveOffersOfVenue(deps, actor, id, lang);
  return { ...shown, images, offers };
}
