import { placeSchema, type Place } from '@shared/contracts/places';
import type { Language } from '@shared/i18n/languages';
import { AppError } from '../../lib/app-error';
import { countryName, formattedAddress } from './place-format';

/**
 * The adapter for an external geocoder that speaks Photon's API (GEOCODER_URL; docs/decisions/020-places.md):
 * GET <url>?q=&lang=&limit= answers GeoJSON features whose properties name the place, its town, state
 * and country. A service that is slow (over `timeoutMs`) or down answers 503 `unavailable`.
 */

interface PhotonFeature {
  geometry?: { type?: string; coordinates?: unknown };
  properties?: Record<string, unknown>;
}

const timeoutMs = 3000;

/** Photon's `type`s that name an area larger than a town. */
const wholeAreas = new Set(['country', 'state']);

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One Photon feature as a place, or undefined when it lacks coordinates or a country. */
export function placeFromPhoton(feature: PhotonFeature, language: Language): Place | undefined {
  const p = feature.properties ?? {};
  // A country or a state is not a place to live or work in: the picker names towns.
  if (wholeAreas.has(textOf(p.type))) return undefined;
  const coordinates = feature.geometry?.coordinates;
  if (!Array.isArray(coordinates) || coordinates.length < 2) return undefined;
  const [lng, lat] = coordinates as unknown[];
  const code = textOf(p.countrycode).toUpperCase();
  // A town is its own name; anything inside a town (a district, a street) is found as its town.
  const locality = textOf(p.city) || textOf(p.name);
  const country = /^[A-Z]{2}$/.test(code) ? countryName(code, language) : textOf(p.country);
  const components = {
    locality,
    region: textOf(p.state) === locality ? '' : textOf(p.state),
    country,
    country_code: code,
  };
  const place = placeSchema.safeParse({
    formatted_address: formattedAddress(components),
    components,
    lat,
    lng,
  });
  return place.success && locality ? place.data : undefined;
}

export async function photonSuggest(
  baseUrl: string,
  request: { q: string; limit: number; language: Language },
): Promise<Place[]> {
  const url = new URL(baseUrl);
  url.searchParams.set('q', request.q);
  url.searchParams.set('lang', request.language);
  url.searchParams.set('limit', String(request.limit));
  let body: { features?: PhotonFeature[] };
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    body = (await response.json()) as { features?: PhotonFeature[] };
  } catch (error) {
    throw new AppError('unavailable', { cause: error });
  }
  const places: Place[] = [];
  const seen = new Set<string>();
  for (const feature of Array.isArray(body.features) ? body.features : []) {
    const place = placeFromPhoton(feature, request.language);
    if (!place || seen.has(place.formatted_address)) continue;
    seen.add(place.formatted_address);
    places.push(place);
    if (places.length === request.limit) break;
  }
  return places;
}
