import type { LocationInput, StoredPlace, WrittenPlace } from '@shared/contracts/location';
import type { Place } from '@shared/contracts/places';
import { minSuggestionQuery } from '@shared/contracts/places';
import type { Language } from '@shared/i18n/languages';
import { AppError } from '../../lib/app-error';
import { gazetteer, loadedGazetteer, type Gazetteer } from './gazetteer';
import { locate, placeIn } from './place-locate';
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
      locality: hit.names?.[request.language] ?? hit.locality,
      region: '',
      country: countryName(hit.countryCode, request.language),
      country_code: hit.countryCode,
    };
    const formatted_address = formattedAddress(components);
    // A town named in the request language ("Londres") still hides another that reads as its GeoNames
    // name would ("London", the City of London found by its alternate name).
    const asFound = formattedAddress({ ...components, locality: hit.locality });
    if (seen.has(formatted_address) || seen.has(asFound)) continue;
    seen.add(formatted_address);
    seen.add(asFound);
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

const letters = 'abcdefghijklmnopqrstuvwxyz';

/** Every text one edit away (a letter dropped, swapped with the next, replaced or added). */
function oneEditAway(key: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i <= key.length; i++) {
    const head = key.slice(0, i);
    const tail = key.slice(i);
    if (tail) variants.add(head + tail.slice(1));
    if (tail.length > 1) variants.add(head + tail[1]! + tail[0]! + tail.slice(2));
    for (const letter of letters) {
      if (tail) variants.add(head + letter + tail.slice(1));
      variants.add(head + letter + tail);
    }
  }
  variants.delete(key);
  return [...variants];
}

/**
 * The place a search names by text ("Lisbon", "lisboa", "Lisbn, Portugal"): the best suggestion, or,
 * when nothing starts with it, the most populous town one edit away from the town part (a typo
 * forgiven: a letter missing, doubled, swapped or wrong). Undefined when nothing is close. The
 * gazetteer answers each variant by binary search, so even the typo path takes a few milliseconds.
 */
export async function findPlace(
  name: string,
  language: Language,
  geocoderUrl: string | undefined,
  index: Gazetteer = gazetteer(),
): Promise<Place | undefined> {
  if (geocoderUrl) return (await suggestPlaces({ q: name, limit: 1, language }, geocoderUrl))[0];
  const [first] = suggestFromGazetteer({ q: name, limit: 1, language }, index);
  if (first) return first;
  const [townPart = '', ...rest] = name.split(',');
  const key = placeKey(townPart);
  if (key.length < 4 || key.length > 40) return undefined;
  const country = rest.length ? `, ${rest.join(',')}` : '';
  let best: { place: Place; population: number } | undefined;
  for (const variant of oneEditAway(key)) {
    const [hit] = index.search(variant, 1);
    if (!hit || hit.population <= (best?.population ?? -1)) continue;
    // The variant must be the town's whole name (or nearly): "lisbo" finding "Lisbon" is a typo
    // forgiven; "li" finding "Lima" is not.
    if (Math.abs(placeKey(hit.locality).length - key.length) > 1) continue;
    const [place] = suggestFromGazetteer({ q: `${variant}${country}`, limit: 1, language }, index);
    if (place) best = { place, population: hit.population };
  }
  return best?.place;
}

const locationInvalid = (field: string) =>
  new AppError('invalid_input', { issues: [{ field, code: 'location_invalid' }] });

/**
 * The place to store for a location field (docs/decisions/044-location-and-phone-payloads.md): a
 * complete place as sent, a point or a town's name completed from the gazetteer, with its components
 * named in `language`. A location that names no usable place is refused (400, `location_invalid` on
 * `field`). The gazetteer is read even when an external geocoder is configured: it needs no network.
 */
export function placeToStore(input: LocationInput | null, language: Language, field: string): Place | null {
  if (!input) return null;
  const place = locate(input, language, gazetteer);
  if (!place) throw locationInvalid(field);
  return place;
}

/**
 * As `placeToStore`, for the fields that may keep a text a CV writes (experience and education items,
 * a venue's address line): a text naming no known town is kept as written; a point far from any town is
 * still refused.
 */
export function placeOrTextToStore(
  input: LocationInput | null,
  language: Language,
  field: string,
): Place | WrittenPlace | null {
  if (!input) return null;
  const place = locate(input, language, gazetteer);
  if (place) return place;
  if (input.lat !== undefined) throw locationInvalid(field);
  return { formatted_address: input.formatted_address };
}

/**
 * A stored place as a reader of `language` reads it: its town and country in that language where the
 * gazetteer knows the town (docs/decisions/044). In memory and synchronous, for every card of a list;
 * in the seconds after a start, before the gazetteer is loaded, places show as stored.
 */
export function placeForReader<P extends StoredPlace | null>(place: P, language: Language): P {
  return placeIn(place, language, loadedGazetteer());
}
