import type { Place } from '@shared/contracts/places';
import { minSuggestionQuery } from '@shared/contracts/places';
import type { Language } from '@shared/i18n/languages';
import { gazetteer, type Gazetteer } from './gazetteer';
import { countryName, formattedAddress } from './place-format';
import { placeKey } from './place-names';
import { photonSuggest } from './photon';

/**
 * Place suggestions (decisions D8, docs/decisions/020-places.md): from the built-in gazetteer, or from a
 * Photon-compatible service when GEOCODER_URL names one. Both answer the same place shape.
 */

export interface SuggestRequest {
  q: string;
  limit: number;
  language: Language;
}

const countryKeys = new Map<string, string[]>();

/** A country's keys in the request language and in English, with its code: what "madrid, esp" may name. */
function keysOfCountry(code: string, language: Language): string[] {
  const id = `${language}:${code}`;
  let keys = countryKeys.get(id);
  if (!keys) {
    keys = [placeKey(countryName(code, language)), placeKey(countryName(code, 'en')), code.toLowerCase()];
    countryKeys.set(id, keys);
  }
  return keys;
}

/**
 * Suggestions from the gazetteer. "Madrid, Espanha" (what the picker shows once a place is chosen) is
 * read as a town and a country: the part after the first comma keeps the towns of countries whose name
 * starts with it. Towns that would read the same (several "Lisbon, United States") are answered once,
 * the most populous, since a person could not tell them apart.
 */
export function suggestFromGazetteer(request: SuggestRequest, index: Gazetteer = gazetteer()): Place[] {
  const [townPart = '', ...rest] = request.q.split(',');
  const prefix = placeKey(townPart);
  if (prefix.length < minSuggestionQuery) return [];
  const countryPrefix = placeKey(rest.join(' '));
  const accept = countryPrefix
    ? (code: string) => keysOfCountry(code, request.language).some((key) => key.startsWith(countryPrefix))
    : undefined;
  const places: Place[] = [];
  const seen = new Set<string>();
  // A few more than asked, for the towns that read the same as one already answered.
  for (const hit of index.search(prefix, request.limit * 3, accept)) {
    const components = {
      locality: hit.locality,
      region: '',
      country: countryName(hit.countryCode, request.language),
      country_code: hit.countryCode,
    };
    const formatted_address = formattedAddress(components);
    if (seen.has(formatted_address)) continue;
    seen.add(formatted_address);
    places.push({ formatted_address, components, lat: hit.lat, lng: hit.lng });
    if (places.length === request.limit) break;
  }
  return places;
}

/** Suggestions for a query: the external geocoder when one is configured, else the gazetteer. */
export async function suggestPlaces(
  request: SuggestRequest,
  geocoderUrl: string | undefined,
): Promise<Place[]> {
  if (placeKey(request.q).length < minSuggestionQuery) return [];
  if (geocoderUrl) return photonSuggest(geocoderUrl, request);
  return suggestFromGazetteer(request);
}
