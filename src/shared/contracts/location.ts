import { z } from 'zod';
import { jsonNestsDeeperThan, jsonTooDeep } from './json-depth';
import { maxTextLength } from './limits';
import { placeSchema, type Place } from './places';

/**
 * The one location field of every call that takes a place (profiles, venues, experience and education
 * items, venue addresses, searches; docs/decisions/044-location-and-phone-payloads.md). Clients send a
 * place in several shapes, as JSON text in a form or as JSON itself:
 * - the picker's place, `{ formatted_address, components, lat, lng }` (decisions D8), stored as sent;
 * - the spec's "object with formatted_address" with coordinates, `{ formatted_address, lat, lng }`;
 * - a geocoder's result as Google's answers it: `formatted_address`, `geometry.location.lat/lng` and
 *   `address_components` (`long_name`, `short_name`, `types`);
 * - a place named by text alone: a string (`Lisboa`, as a CV writes it), or `{ formatted_address }`,
 *   `{ name }` or `{ address }` without coordinates.
 * This module only reads the shape (src/shared runs anywhere and cannot reach the gazetteer): the
 * server's places service turns what it reads into a full place (components from the gazetteer's town)
 * or refuses it. What it reads is written back in the wire shape, so a form's parsed value is a valid
 * payload again.
 */

/** What a location field reads: a text, coordinates, and whatever components the client knew. */
export interface LocationInput {
  formatted_address: string;
  lat?: number;
  lng?: number;
  components?: Partial<Place['components']>;
}

/** A place named only by its text, kept as written when no town of that name is known ("Hogwarts"). */
export const writtenPlaceSchema = z.object({ formatted_address: z.string() });
export type WrittenPlace = z.infer<typeof writtenPlaceSchema>;

/** A stored place of the fields that may keep a text (experience and education items): either kind. */
export const storedPlaceSchema = z.union([placeSchema, writtenPlaceSchema]);
export type StoredPlace = Place | WrittenPlace;

/** True for a place with coordinates and components, false for a text kept as written. */
export const isPlace = (place: StoredPlace): place is Place => 'lat' in place && 'components' in place;

/** Fewer characters than this name no place. */
export const minLocationText = 2;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A coordinate as a number or as the text of one (form clients stringify everything). */
function coordinate(value: unknown): number | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * Google's `address_components`: the town's name, the first-level region and the country's code. They
 * are hints (which town, which country; the region the gazetteer lacks): the country's name is left
 * out, so the place is completed from the gazetteer, named in the request's language.
 */
function geocoderComponents(list: unknown): Partial<Place['components']> | undefined {
  if (!Array.isArray(list)) return undefined;
  const components: Partial<Place['components']> = {};
  for (const part of list) {
    if (!isRecord(part) || !Array.isArray(part.types)) continue;
    const types = part.types as unknown[];
    const long = typeof part.long_name === 'string' ? part.long_name.trim() : '';
    const short = typeof part.short_name === 'string' ? part.short_name.trim() : '';
    if (types.includes('locality') || (types.includes('postal_town') && !components.locality))
      components.locality = long;
    else if (types.includes('administrative_area_level_1')) components.region = long;
    else if (types.includes('country') && /^[A-Za-z]{2}$/.test(short))
      components.country_code = short.toUpperCase();
  }
  return components;
}

/** The components a client sent, the string ones only, trimmed. */
function sentComponents(value: unknown): Partial<Place['components']> | undefined {
  if (!isRecord(value)) return undefined;
  const components: Partial<Place['components']> = {};
  for (const key of ['locality', 'region', 'country', 'country_code'] as const) {
    const part = value[key];
    if (typeof part === 'string') components[key] = part.trim();
  }
  return components;
}

/**
 * Reads a location as any client sends it (see above): the input to resolve, null for none (empty), or
 * undefined when it names no place (a number, coordinates out of range, a text too short or too long).
 */
export function readLocation(value: unknown): LocationInput | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const written = value.trim();
    if (written === '') return null;
    return written.length >= minLocationText && written.length <= maxTextLength
      ? { formatted_address: written }
      : undefined;
  }
  if (!isRecord(value)) return undefined;
  const complete = placeSchema.safeParse(value);
  if (complete.success) return complete.data;
  const geometry =
    isRecord(value.geometry) && isRecord(value.geometry.location) ? value.geometry.location : {};
  const lat = coordinate(value.lat ?? geometry.lat);
  const lng = coordinate(value.lng ?? geometry.lng);
  if (lat === null || lng === null || (lat === undefined) !== (lng === undefined)) return undefined;
  if (lat !== undefined && lng !== undefined && (Math.abs(lat) > 90 || Math.abs(lng) > 180)) return undefined;
  const text = [value.formatted_address, value.name, value.address].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  const formatted = text?.trim() ?? '';
  if (formatted.length > maxTextLength) return undefined;
  const components = sentComponents(value.components) ?? geocoderComponents(value.address_components);
  if (lat === undefined || lng === undefined) {
    if (formatted.length < minLocationText) return undefined;
    return { formatted_address: formatted };
  }
  return {
    formatted_address: formatted,
    lat,
    lng,
    ...(components && Object.keys(components).length > 0 ? { components } : {}),
  };
}

/** What JSON text that does not parse reads as: no location shape, so `location_invalid`. */
const unreadableJson = Symbol('unreadable JSON');

/** A location sent as JSON text, parsed; a town's name stays text. */
export const locationJson = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  // A form sends objects as JSON text; a town's name is sent as it is.
  if (!/^[[{"]/.test(text)) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return unreadableJson;
  }
};

/** Location text nested deeper than JSON may be anywhere: refused before it is parsed, as a body is. */
export const isTooDeep = (value: unknown) => typeof value === 'string' && jsonNestsDeeperThan(value);

/**
 * The location field: JSON text or an object in any of the shapes above, or a town's name; empty clears
 * it (null). Whether a text that names no known town is kept is the server's decision per field.
 */
export const locationField = () =>
  // Through preprocess, a missing key is read like an empty one (a bare transform would require it).
  z.preprocess(
    (value) => value ?? null,
    z
      .unknown()
      // A check, not a failing transform: the form's other rules still run beside this one.
      .superRefine((value, context) => {
        if (isTooDeep(value)) context.addIssue(jsonTooDeep);
        else if (readLocation(locationJson(value)) === undefined)
          context.addIssue({ code: 'custom', message: 'location_invalid' });
      })
      .transform((value): LocationInput | null =>
        isTooDeep(value) ? null : (readLocation(locationJson(value)) ?? null),
      ),
  );
