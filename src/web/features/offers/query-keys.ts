import type { Language } from '@shared/i18n/languages';

// The offers feature's query keys: the one module of it other features may import (eslint.config.js).

/** Every offer answer kept by the query cache starts with this key (lists, details, related, the Guru). */
export const offersKey = ['offers'] as const;

/** One offer as a viewer reading in `language` gets it (texts in that language when written). */
export const offerKey = (id: number, language: string) => [...offersKey, 'show', id, language] as const;

/** Every offer/restaurant answer of one venue kept by the cache starts with this key. */
export const venueOffersKey = (rid: number) => [...offersKey, 'restaurant', rid] as const;

/** The Guru's items of one language (they change only with a release: kept for the session). */
export const guruKey = (language: Language) => [...offersKey, 'guru', language] as const;

/**
 * Every read of the chef's saved offers starts with this key: the saved page's list and which offers on
 * screen are saved (components/offers/use-saved-offers.ts, given `savedMarksKey`). Saving an offer reads
 * them again.
 */
export const savedOffersKey = [...offersKey, 'saved'] as const;

/** offer/chef/saved/in for one chef and these offers (ids joined by commas). */
export const savedMarksKey = (account: number, offerIds: string) =>
  [...savedOffersKey, 'in', account, offerIds] as const;
