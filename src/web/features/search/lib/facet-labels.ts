import type { SearchFilterType } from '@shared/contracts/search-routes';
import type { Language } from '@shared/i18n/languages';
import { europe, europeLabels } from '@shared/reference/countries';
import { cuisineLabels, type CuisineId } from '@shared/reference/cuisines';
import {
  offerTermLabels,
  salaryTypeLabels,
  type OfferTerm,
  type SalaryType,
} from '@shared/reference/offer-terms';
import { displayName } from '@shared/reference/options';
import { positionLabels, type PositionId } from '@shared/reference/positions';
import { ratingScales, type RatingType } from '@shared/reference/ratings';

/**
 * The name of a filter option of any search page in the interface language: the reference lists, and
 * countries from Intl, languages by `languageName` (see `useSpokenLanguageName`); the id itself when a
 * list does not know it.
 */
export function facetLabel(
  type: SearchFilterType,
  id: number | string,
  language: Language,
  languageName: (code: string, language: Language) => string,
): string {
  switch (type) {
    case 'position':
      return positionLabels[id as PositionId]?.[language] ?? String(id);
    case 'cuisine':
      return cuisineLabels[id as CuisineId]?.[language] ?? String(id);
    case 'term':
      return offerTermLabels[id as OfferTerm]?.[language] ?? String(id);
    case 'salarytype':
      return salaryTypeLabels[id as SalaryType]?.[language] ?? String(id);
    case 'country':
    case 'nationality':
    case 'visa':
      return id === europe ? europeLabels[language] : displayName('region', String(id), language);
    case 'language':
      return languageName(String(id), language);
    case 'ratingtype':
      return ratingScales[id as RatingType]?.labels[language] ?? String(id);
    default:
      return String(id);
  }
}
