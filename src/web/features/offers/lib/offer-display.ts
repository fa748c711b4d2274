import type { OfferCard, OfferList } from '@shared/contracts/offers';
import type { Language } from '@shared/i18n/languages';
import { offerTermLabels } from '@shared/reference/offer-terms';
import { positionLabels, type PositionId } from '@shared/reference/positions';
import { paths } from '@web/config/paths';
import { formatShortDate, joinPagesById } from '@web/lib/format';
import type { ScreenClass } from '@web/lib/screen';

/** The description cut of an offer card (spec doc 2 section 5): 100 characters on phones, 260 from tablets. */
export const descriptionCutMobile = 100;
export const descriptionCutDesktop = 260;

export function descriptionCut(screen: ScreenClass): number {
  return screen === 'mobile' ? descriptionCutMobile : descriptionCutDesktop;
}

export function positionName(id: number, language: Language): string {
  return id in positionLabels ? positionLabels[id as PositionId][language] : '';
}

export function termName(term: OfferCard['term'], language: Language): string {
  return offerTermLabels[term]?.[language] ?? '';
}

/** A stored date ("2026-11-23 10:04:00" or ISO) as the viewer reads it ("23 Nov 2026"); empty when unreadable. */
export const offerDate = formatShortDate;

/** True when a chef can read the offer's public page: active and approved (D6). */
export function isLive(offer: Pick<OfferCard, 'status' | 'approvedp'>): boolean {
  return offer.status === 1 && offer.approvedp === 1;
}

/** The pages of the offers list joined, each offer once (a page may repeat one after a change). */
export function joinOfferPages(pages: readonly OfferList[]): OfferCard[] {
  return joinPagesById(pages);
}

/**
 * The next page to ask for (0-based), or undefined when the list is complete: when the last page added
 * nothing new (spec doc 2 section 4: pagination ends when a page adds no new items) or every offer of the
 * total is there.
 */
export function nextOfferPage(pages: readonly OfferList[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const before = joinOfferPages(pages.slice(0, -1)).length;
  const after = joinOfferPages(pages).length;
  if (after === before || after >= last.total) return undefined;
  return pages.length;
}

/** Which empty state the list shows: none at all, all paused, or none (there are active ones). */
export function offersEmptyState(counts: Pick<OfferList, 'total' | 'totalActive'>) {
  if (counts.total === 0) return 'no_job_offers' as const;
  if (counts.totalActive === 0) return 'no_active_offers' as const;
  return null;
}

/** The language a text was written in: the first of its versions equal to it (D7), undefined if none. */
export function textLanguage(
  text: string,
  translations: Partial<Record<Language, string>>,
): Language | undefined {
  return (Object.keys(translations) as Language[]).find((language) => translations[language] === text);
}

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
