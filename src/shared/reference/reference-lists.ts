import type { Language } from '../i18n/languages';
import { applicationTypeOptions } from './application-types';
import { countryCodeOptions } from './country-codes';
import { visaOptions } from './countries';
import { cuisineOptions } from './cuisines';
import { currencyOptions } from './currencies';
import { dayOptions, hourOptions, monthOptions, yearOptions } from './dates';
import { disponibilityOptions } from './disponibility';
import { languageLevelOptions } from './language-levels';
import { offerTermOptions, salaryTypeOptions } from './offer-terms';
import { positionOptions } from './positions';
import { ratingOptions, ratingTypeOptions } from './ratings';
import { sectorOptions } from './sectors';
import { shiftOptions } from './shifts';
import { socialNetworkOptions } from './social-networks';
import { spokenLanguageOptions } from './spoken-languages';

/**
 * Every reference list of spec doc 1 section 3 in one language, keyed by the spec's names: the `data`
 * of GET /api/reference. Forms that need one list import its module instead (`./positions`), which
 * keeps the rest (and countries-list's dial codes) out of their bundle.
 */
export function referenceLists(language: Language, now: Date = new Date()) {
  return {
    disponibility: disponibilityOptions(language),
    currencies: currencyOptions(language),
    positions: positionOptions(language),
    ratings: ratingOptions(language),
    ratingTypes: ratingTypeOptions(language),
    sectors: sectorOptions(language),
    languageLevels: languageLevelOptions(language),
    applicationTypes: applicationTypeOptions(language),
    months: monthOptions(language),
    days: dayOptions(language),
    hours: hourOptions(),
    shifts: shiftOptions(language),
    languages: spokenLanguageOptions(language),
    cuisines: cuisineOptions(language),
    socialNetworks: socialNetworkOptions(),
    salaryTypes: salaryTypeOptions(language),
    terms: offerTermOptions(language),
    countryCodes: countryCodeOptions(language),
    countries: visaOptions(language),
    years: yearOptions(now),
  };
}

export type ReferenceLists = ReturnType<typeof referenceLists>;
export type ReferenceListName = keyof ReferenceLists;

/** The list names, in the order of the answer. */
export const referenceListNames = [
  'disponibility',
  'currencies',
  'positions',
  'ratings',
  'ratingTypes',
  'sectors',
  'languageLevels',
  'applicationTypes',
  'months',
  'days',
  'hours',
  'shifts',
  'languages',
  'cuisines',
  'socialNetworks',
  'salaryTypes',
  'terms',
  'countryCodes',
  'countries',
  'years',
] as const satisfies readonly ReferenceListName[];
