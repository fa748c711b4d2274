import { countries } from 'countries-list';
import type { Language } from '../i18n/languages';
import { countryOptions, type CountryId } from './countries';
import type { ReferenceOption } from './options';

/**
 * International dial codes for phone fields (`phonecode`, spec doc 1 section 3 "countryCodes"). The
 * value is the country's ISO code (stable, and unique where countries share a code, e.g. +1 or +44);
 * the dial code comes from countries-list, whose data only this module loads: the web imports it
 * only where a phone field needs it.
 */
export interface CountryCodeOption extends ReferenceOption<CountryId> {
  /** "+351". */
  dialCode: string;
}

/**
 * Kosovo is listed with the codes it used before it got its own (+377, +381, +386, then +383 since
 * 2017); the first of them is Monaco's. Every other country's first code is its main one.
 */
const preferredDialCode: Partial<Record<CountryId, number>> = { XK: 383 };

export function dialCode(country: CountryId): string {
  return `+${preferredDialCode[country] ?? countries[country].phone[0]}`;
}

/** Label "Portugal (+351)", sorted by country name in the interface language. */
export const countryCodeOptions = (language: Language): CountryCodeOption[] =>
  countryOptions(language).map(({ value, label }) => {
    const code = dialCode(value);
    return { value, label: `${label} (${code})`, dialCode: code };
  });
