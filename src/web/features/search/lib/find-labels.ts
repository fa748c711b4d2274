import type { Place } from '@shared/contracts/places';
import type { SearchFilterType } from '@shared/contracts/search-routes';
import type { Language } from '@shared/i18n/languages';
import { europe, europeLabels } from '@shared/reference/countries';
import { cuisineLabels, type CuisineId } from '@shared/reference/cuisines';
import { displayName } from '@shared/reference/options';
import { positionLabels, type PositionId } from '@shared/reference/positions';
import { ratingScales, type RatingType } from '@shared/reference/ratings';

/** The name of a facet option in the interface language (reference lists; countries and languages from Intl). */
export function facetLabel(type: SearchFilterType, id: number | string, language: Language): string {
  switch (type) {
    case 'position':
      return positionLabels[id as PositionId]?.[language] ?? String(id);
    case 'cuisine':
      return cuisineLabels[id as CuisineId]?.[language] ?? String(id);
    case 'country':
    case 'nationality':
    case 'visa':
      return id === europe ? europeLabels[language] : displayName('region', String(id), language);
    case 'language':
      return id === 'tw' ? 'Twi' : displayName('language', String(id), language);
    case 'ratingtype':
      return ratingScales[id as RatingType]?.labels[language] ?? String(id);
    default:
      return String(id);
  }
}

export function positionName(id: number | null, language: Language): string {
  return id !== null ? (positionLabels[id as PositionId]?.[language] ?? '') : '';
}

/** Cuisine names joined ("French, Italian"). */
export function cuisineNames(ids: readonly number[] | null, language: Language): string {
  return (ids ?? [])
    .map((id) => cuisineLabels[id as CuisineId]?.[language])
    .filter(Boolean)
    .join(', ');
}

/** The town and country of a place ("Lisboa, Portugal"), or its whole line when it has none. */
export function placeLine(place: Place | null): string {
  if (!place) return '';
  const { locality, country } = place.components;
  return [locality, country].filter(Boolean).join(', ') || place.formatted_address;
}
