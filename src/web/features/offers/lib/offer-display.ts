import type { Language } from '@shared/i18n/languages';
import type { ScreenClass } from '@web/lib/screen';

/**
 * What the public offer pieces show, as pure functions (unit-tested without a browser): how many related
 * offers one carousel page holds, how long a card's description is, and the offer page's right address.
 */

/** Slides on one carousel page (spec doc 2 sections 2 and 9): 1 on phones, 3 on tablets, 4 wider. */
export function slidesPerScreen(screen: ScreenClass): number {
  switch (screen) {
    case 'mobile':
      return 1;
    case 'tablet':
      return 3;
    default:
      return 4;
  }
}

/** An offer description in a list is cut at 100 characters on phones and 260 wider (doc 2 section 5). */
export function descriptionCut(screen: ScreenClass): number {
  return screen === 'mobile' ? 100 : 260;
}

/** The pages of a carousel of `total` slides, `perPage` at a time (at least one page). */
export function carouselPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The first slide of the page that holds `slide`, kept within the list. */
export function pageStart(slide: number, total: number, perPage: number): number {
  const last = Math.max(0, total - perPage);
  return Math.min(Math.max(0, slide), last);
}

export interface OfferAddress {
  rid: number;
  slug: string;
  id: number;
  offerSlug?: string | undefined;
}

/**
 * The offer page's right address (router parameters come decoded) when the one opened has a wrong or missing venue id, venue slug or
 * offer slug (the offer's id decides), else null: the page replaces the address with it.
 */
export function offerAddressFix(
  opened: OfferAddress,
  offer: { id: number; slug: string; rid: number; restaurant: { slug: string } },
  build: (lang: Language, rid: number, slug: string, id: number, offerSlug: string) => string,
  language: Language,
): string | null {
  const right = {
    rid: offer.rid,
    slug: offer.restaurant.slug,
    id: offer.id,
    offerSlug: offer.slug,
  };
  const same =
    opened.rid === right.rid &&
    opened.slug === right.slug &&
    opened.id === right.id &&
    (opened.offerSlug ?? '') === right.offerSlug;
  return same ? null : build(language, right.rid, right.slug, right.id, right.offerSlug);
}
