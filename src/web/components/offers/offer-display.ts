import type { OfferCard } from '@shared/contracts/offers';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@shared/paths';
import type { ScreenClass } from '@web/lib/screen';

/** What an offer card shows, shared by the offers pages and the search feed. */

/** The description cut of an offer card (spec doc 2 section 5): 100 characters on phones, 260 from tablets. */
export const descriptionCutMobile = 100;
export const descriptionCutDesktop = 260;

export function descriptionCut(screen: ScreenClass): number {
  return screen === 'mobile' ? descriptionCutMobile : descriptionCutDesktop;
}

/** The venue's town and country ("London, United Kingdom"), or the whole address when it has none. */
export function placeLabel(location: OfferCard['restaurant']['location']): string {
  if (!location) return '';
  const { locality, country } = location.components;
  return [locality, country].filter(Boolean).join(', ') || location.formatted_address;
}

/** The page of an offer, from its card or view. */
export function offerPath(language: Language, offer: Pick<OfferCard, 'id' | 'slug' | 'rid' | 'restaurant'>) {
  return paths.offerView(language, offer.rid, offer.restaurant.slug, offer.id, offer.slug);
}
