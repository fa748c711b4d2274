import type { LocationInput, StoredPlace } from '@shared/contracts/location';
import { placeSchema, type Place } from '@shared/contracts/places';
import { languages, type Language } from '@shared/i18n/languages';
import { countryIds } from '@shared/reference/countries';
import type { Gazetteer, GazetteerTown } from './gazetteer';
import { countryName, formattedAddress } from './place-format';
import { placeKey } from './place-names';

/**
 * Places as clients send them, made whole, and stored places named in the reader's language
 * (docs/decisions/044-location-and-phone-payloads.md). Both use the in-memory gazetteer only, also when
 * GEOCODER_URL names an external geocoder: naming a town near a point needs no network.
 */

/** A point's town is the nearest within this distance; farther, the point names no usable place. */
export const townRadiusKm = 50;
/** A stored place's town, to name it in another language: the nearest town of its name this close. */
export const storedTownRadiusKm = 30;

/** The languages whose country names a text may use ("Lisboa, Portugal", "Berlin, Deutschland"). */
const countryNameLanguages = [...languages, 'de', 'it', 'nl', 'pl'];
let countriesByKey: Map<string, string> | undefined;

/** The country a text names, in one of the product's languages or a neighbour's, or by its code. */
export function countryNamed(text: string): string | undefined {
  if (!countriesByKey) {
    countriesByKey = new Map();
    for (const language of countryNameLanguages) {
      const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
      for (const code of countryIds) {
        const name = names.of(code);
        if (name) countriesByKey.set(placeKey(name), code);
      }
    }
    for (const code of countryIds) countriesByKey.set(code.toLowerCase(), code);
  }
  return countriesByKey.get(placeKey(text));
}

/** A town's name in `language`: CLDR's where the gazetteer has it, its GeoNames (English) name in English. */
function townName(town: GazetteerTown, language: Language, otherwise: string): string {
  const local = town.names?.[language];
  if (local) return local;
  // The towns of city-names.json keep only names that differ from their GeoNames name.
  return language === 'en' || town.names ? town.name : otherwise;
}

/** The components of a town, named in `language`, with the region the client gave (the gazetteer has none). */
function componentsOf(town: GazetteerTown, language: Language, region = ''): Place['components'] {
  return {
    locality: townName(town, language, town.name),
    region,
    country: countryName(town.countryCode, language),
    country_code: town.countryCode,
  };
}

/** The parts of an address line ("Rua Augusta 100, Lisboa" gives "Rua Augusta 100" and "Lisboa"). */
const segmentsOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The town a text names: a comma-separated part that is a town's whole name ("Lisboa", "1100-148 Lisboa"
 * without its postal code), the last such part first, in the country the last part names if it names
 * one (else anywhere: "Springfield, IL" is not in Israel).
 */
export function townNamed(text: string, index: Gazetteer): GazetteerTown | undefined {
  const segments = segmentsOf(text);
  const country = segments.length > 1 ? countryNamed(segments.at(-1)!) : undefined;
  const townIn = (parts: string[], accept?: (code: string) => boolean) => {
    for (const segment of [...parts].reverse()) {
      // A postal code or a street number beside the town's name is not part of it.
      const words = segment.split(/\s+/).filter((word) => !/[0-9]/.test(word));
      const [town] = index.named(placeKey(words.join(' ')), 1, accept);
      if (town) return town;
    }
    return undefined;
  };
  return (country && townIn(segments.slice(0, -1), (code) => code === country)) || townIn(segments);
}

/**
 * The town of a point: the nearest within `townRadiusKm` whose name the place's text or locality names,
 * else the nearest one, in the country the client named when it did. Undefined when none is that close.
 */
function townAt(input: Required<Pick<LocationInput, 'lat' | 'lng'>> & LocationInput, index: Gazetteer) {
  const near = index.around(input.lat, input.lng, townRadiusKm);
  const code = input.components?.country_code;
  const inCode = (n: { index: number }) => index.town(n.index).countryCode === code;
  const inCountry = code && near.some(inCode) ? near.filter(inCode) : near;
  const names = [input.components?.locality ?? '', ...segmentsOf(input.formatted_address)]
    .map(placeKey)
    .filter(Boolean);
  const named = inCountry.find((n) => names.some((name) => index.keysOf(n.index).has(name)));
  const found = named ?? inCountry[0];
  return found && index.town(found.index);
}

/**
 * The town of a stored place: the nearest whose names include its locality's, a few hundred metres away
 * for a place picked from the gazetteer (looked at first: the neighbourhood of a city holds hundreds of
 * towns), else within `storedTownRadiusKm`.
 */
function storedTown(place: Place, localityKey: string, index: Gazetteer): GazetteerTown | undefined {
  let known = storedTowns.get(index);
  if (!known) storedTowns.set(index, (known = new Map()));
  const key = `${place.lat},${place.lng},${localityKey}`;
  let found = known.get(key);
  if (found === undefined) {
    found = -1;
    for (const km of [2, storedTownRadiusKm]) {
      const near = index.around(place.lat, place.lng, km).find((n) => index.keysOf(n.index).has(localityKey));
      if (near) {
        found = near.index;
        break;
      }
    }
    // Lists show the same places again and again; the answers of the last few thousand are kept.
    if (known.size >= 10_000) known.delete(known.keys().next().value!);
    known.set(key, found);
  }
  return found === -1 ? undefined : index.town(found);
}

/** The town of each stored place asked about lately, by gazetteer (-1: none found). */
const storedTowns = new WeakMap<Gazetteer, Map<string, number>>();

/**
 * A location as a client sent it, made a place to store: a complete place as it is; a point with its
 * components filled from its town (the formatted address kept as sent, or the town's when none was);
 * a text resolved to the town it names. Undefined when it names no usable place (a point far from any
 * town; a text naming no known town, which the caller keeps as written or refuses).
 */
export function locate(
  input: LocationInput,
  language: Language,
  gazetteer: () => Gazetteer,
): Place | undefined {
  const complete = placeSchema.safeParse(input);
  if (complete.success) return complete.data;
  // A complete place needs no gazetteer: only the others wait for it to be in memory.
  const index = gazetteer();
  if (input.lat === undefined || input.lng === undefined) {
    const town = townNamed(input.formatted_address, index);
    if (!town) return undefined;
    const components = componentsOf(town, language);
    return { formatted_address: formattedAddress(components), components, lat: town.lat, lng: town.lng };
  }
  const town = townAt({ ...input, lat: input.lat, lng: input.lng }, index);
  if (!town) return undefined;
  const components = componentsOf(town, language, input.components?.region ?? '');
  return {
    formatted_address: input.formatted_address || formattedAddress(components),
    components,
    lat: input.lat,
    lng: input.lng,
  };
}

/**
 * A stored place named in `language`: its town (the nearest of the stored locality's name within
 * `storedTownRadiusKm`) in that language, its country by its code, and the same words replaced in its
 * formatted address ("Lisboa, Portugal" is "Lisbonne, Portugal" on a French page; "Rua Augusta 100,
 * Lisboa" keeps its street). A place whose town is not found keeps its words, its country named anew;
 * a text kept as written stays as it is.
 */
export function placeIn<P extends StoredPlace | null>(
  place: P,
  language: Language,
  index: Gazetteer | undefined,
): P {
  if (!place || !('components' in place) || !place.components) return place;
  const stored = place.components;
  const localityKey = placeKey(stored.locality ?? '');
  const town = index && localityKey ? storedTown(place, localityKey, index) : undefined;
  const code = /^[A-Z]{2}$/.test(stored.country_code ?? '') ? stored.country_code : undefined;
  const locality = town ? townName(town, language, stored.locality) : stored.locality;
  const country = code ? countryName(code, language) : stored.country;
  const townKeys = town ? index!.keysOf(town.index) : new Set([localityKey]);
  const countryKey = placeKey(stored.country ?? '');
  const formatted = segmentsOf(place.formatted_address)
    .map((segment) => {
      const key = placeKey(segment);
      if (townKeys.has(key)) return locality;
      if (code && (key === countryKey || countryNamed(segment) === code)) return country;
      return segment;
    })
    .join(', ');
  if (formatted === place.formatted_address && locality === stored.locality && country === stored.country)
    return place;
  return { ...place, formatted_address: formatted, components: { ...stored, locality, country } } as P;
}
