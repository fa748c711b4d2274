import type { Place } from '@shared/contracts/places';
import type { SearchLocation } from '@shared/contracts/search';
import type { Language } from '@shared/i18n/languages';
import { AppError } from '../../lib/app-error';
import { findPlace } from '../places/places.service';
import type { SearchPoint } from './search-sql';

/** Where a search looks, as its answer says it: the point, the radius in km and the place when known. */
export type ResolvedLocation = SearchPoint & { place: Place | null };

/**
 * The point a search's `location` names: its coordinates, or the place its name names (a typo forgiven,
 * `location_not_found` when nothing is close). Null for anywhere.
 */
export async function resolveLocation(
  location: SearchLocation | null,
  language: Language,
  geocoderUrl: string | undefined,
): Promise<ResolvedLocation | null> {
  if (!location) return null;
  if ('lat' in location) return location;
  const place = await findPlace(location.name, language, geocoderUrl);
  if (!place) throw new AppError('location_not_found');
  return { lat: place.lat, lng: place.lng, radius: location.radius, place };
}

/** The place a search looked around, as its answer says it (null for anywhere). */
export function locationAnswer(location: ResolvedLocation | null) {
  return (
    location && {
      lat: location.lat,
      lng: location.lng,
      radius: location.radius,
      place: location.place ?? null,
    }
  );
}
