import { cvAccept, cvNameShownLength, maxCvBytes } from '@shared/contracts/limits';
import type { Language } from '@shared/i18n/languages';
import { countryIds, type CountryId } from '@shared/reference/countries';

/**
 * Pure helpers of the contact page and form (issue 3 item 2): no React, no DOM, so they run in the
 * unit tests' Node environment.
 */

/** The two tabs of the contact page: "drop us a line" and "request callback". */
export type ContactTab = 'message' | 'callback';

/** `?tab=callback` or `#callback` opens the callback tab; anything else the message tab. */
export function contactTabFromLocation(search: string, hash: string): ContactTab {
  const tab = new URLSearchParams(search).get('tab');
  if (tab === 'callback' || hash.replace(/^#/, '') === 'callback') return 'callback';
  return 'message';
}

/** The query string that keeps a tab in the address (the message tab is the page's default). */
export function searchForTab(search: string, tab: ContactTab): string {
  const params = new URLSearchParams(search);
  if (tab === 'callback') params.set('tab', 'callback');
  else params.delete('tab');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The server takes at most 50 selected offers (shared contract). */
export const maxSelectedOffers = 50;

/**
 * The selected offers of /{lang}/contact/{ids}: ids joined by `&` (a comma list is read too). Anything
 * that is not a positive whole number is ignored, duplicates are dropped, order is kept.
 */
export function parseOfferIds(raw: string | undefined | null): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  for (const part of raw.split(/[&,]/)) {
    const text = part.trim();
    if (!/^[0-9]+$/.test(text)) continue;
    const id = Number(text);
    if (!Number.isSafeInteger(id) || id <= 0 || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === maxSelectedOffers) break;
  }
  return ids;
}

/**
 * The dial-code picker's default: the country of the interface language's market (London, Madrid,
 * Lyon, Lisbon), so most visitors never need to touch it.
 */
export const defaultPhoneCountry: Readonly<Record<Language, CountryId>> = {
  en: 'GB',
  es: 'ES',
  fr: 'FR',
  pt: 'PT',
};

export function isCountryId(value: unknown): value is CountryId {
  return typeof value === 'string' && (countryIds as readonly string[]).includes(value);
}

/** A CV's name as shown: cut at 20 characters with an ellipsis (spec doc 1 section 9). */
export function shortFileName(name: string, length = cvNameShownLength): string {
  const characters = Array.from(name); // whole characters, never half of an emoji
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : name;
}

const acceptParts = cvAccept.split(',').map((part) => part.trim().toLowerCase());
const acceptedTypes = new Set(acceptParts.filter((part) => part.includes('/')));
const acceptedExtensions = new Set(acceptParts.filter((part) => part.startsWith('.')));

/** The validation key of a CV the client can already tell is wrong, or null. */
export type CvProblem = 'file_type' | 'file_too_large';

/**
 * The client's checks of a chosen CV (the server checks again, by content): a PDF or an image by its
 * type (or, when the system gives none, by its extension), and at most 5 MB.
 */
export function cvFileProblem(
  file: { name: string; type: string; size: number } | null | undefined,
): CvProblem | null {
  if (!file) return null;
  const type = file.type.toLowerCase();
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const typeKnown = type !== '' && type !== 'application/octet-stream';
  const accepted = typeKnown ? acceptedTypes.has(type) : acceptedExtensions.has(extension);
  if (!accepted) return 'file_type';
  if (file.size > maxCvBytes) return 'file_too_large';
  return null;
}

/** The CV limit in whole megabytes, for messages ("the limit is 5 MB"). */
export const maxCvMegabytes = Math.round(maxCvBytes / 1024 / 1024);
