import type { OfferCard, OfferList } from '@shared/contracts/offers';
import type { Language } from '@shared/i18n/languages';
import { offerTermLabels } from '@shared/reference/offer-terms';
import { formatShortDate } from '@web/lib/format';
import { joinPagesById } from '@web/lib/pages';
import { isActiveOffer, isApproved } from '@shared/states';

export function termName(term: OfferCard['term'], language: Language): string {
  return offerTermLabels[term]?.[language] ?? '';
}

/** A stored date ("2026-11-23 10:04:00" or ISO) as the viewer reads it ("23 Nov 2026"); empty when unreadable. */
export const offerDate = formatShortDate;

/** True when a chef can read the offer's public page: active and approved (D6). */
export function isLive(offer: Pick<OfferCard, 'status' | 'approvedp'>): boolean {
  return isActiveOffer(offer) && isApproved(offer.approvedp);
}

/**
 * The next page to ask for (0-based), or undefined when the list is complete: when the last page added
 * nothing new (spec doc 2 section 4: pagination ends when a page adds no new items) or every offer of the
 * total is there.
 */
export function nextOfferPage(pages: readonly OfferList[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return 0;
  const before = joinPagesById(pages.slice(0, -1)).length;
  const after = joinPagesById(pages).length;
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
