import type { Place } from '@shared/contracts/places';
import type { Language } from '@shared/i18n/languages';
import { cuisineLabels, type CuisineId } from '@shared/reference/cuisines';

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
