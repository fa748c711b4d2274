import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@shared/i18n/languages';
import cityNames from './city-names.json';
import { isLatinKey, isLatinName, placeKey } from './place-names';

/**
 * The built-in gazetteer (decisions D8, docs/decisions/020-places.md): the towns and cities of the world
 * with 1,000 people or more, from GeoNames' cities1000 (CC BY 3.0, the `cities1000` package), held in
 * memory. Every Latin-script name of a town (its name, its ASCII name, its alternate names) gives a key;
 * the keys are sorted in one string, so a prefix is found by binary search and the towns under it are
 * ranked by population.
 */

/** One town of the gazetteer. */
export interface GazetteerTown {
  /** Its position in the gazetteer (stable for the process). */
  index: number;
  /** The town's own name in GeoNames ("Lisbon", "São Paulo"). */
  name: string;
  /** The town's name in Spanish, French or Portuguese where CLDR names it ("Lisboa", "Lisbonne"). */
  names?: Readonly<Partial<Record<Language, string>>>;
  countryCode: string;
  lat: number;
  lng: number;
  population: number;
}

/** One town found: its index in the gazetteer and the name the query matched best. */
export interface GazetteerHit {
  index: number;
  /** The town's own name in GeoNames ("Lisbon", "São Paulo"). */
  name: string;
  /** The name to show: the town's own name when the query matches it, else the alternate name it matched. */
  locality: string;
  /** The town's name in Spanish, French or Portuguese where CLDR names it ("Lisboa", "Lisbonne"). */
  names?: Readonly<Partial<Record<Language, string>>>;
  countryCode: string;
  lat: number;
  lng: number;
  population: number;
}

export interface Gazetteer {
  /** How many towns it holds. */
  readonly size: number;
  /** How many name keys it holds. */
  readonly keyCount: number;
  /**
   * Towns with a name that starts with `prefix` (a placeKey), most populous first. A town whose name is
   * the whole query counts ten times its population, so "porto" puts Porto before Porto Alegre; a town
   * found only by an alternate name counts a hundredth of it, so "sa" lists Santiago and São Paulo before
   * Shanghai (found as "Sanghaj"), while "lisboa" still finds Lisbon. A town is answered once however
   * many of its names match; `accept` may leave towns out (a country filter).
   */
  search(prefix: string, limit: number, accept?: (countryCode: string) => boolean): GazetteerHit[];
  /**
   * Towns with a name (or other name) equal to `key` (a placeKey), those found by their own name first,
   * then by population: "lisboa" finds Lisbon, "paris" Paris before Paris, Texas.
   */
  named(key: string, limit: number, accept?: (countryCode: string) => boolean): GazetteerTown[];
  /** The towns within `km` of a point, nearest first: their indexes and distances (`town` tells the rest). */
  around(lat: number, lng: number, km: number): { index: number; km: number }[];
  /** The town at an index. */
  town(index: number): GazetteerTown;
  /** Every name key of a town (its names, other Latin-script names, and CLDR names). */
  keysOf(index: number): ReadonlySet<string>;
}

const earthRadiusKm = 6371.0088;
const radians = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * radians;
  const dLng = (lng2 - lng1) * radians;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Cells of half a degree: a point's neighbourhood is a few cells of a few dozen towns each. */
const cellDegrees = 0.5;
const cellRows = 180 / cellDegrees;
const cellColumns = 360 / cellDegrees;
const rowOf = (lat: number) => Math.min(cellRows - 1, Math.max(0, Math.floor((lat + 90) / cellDegrees)));
const columnOf = (lng: number) =>
  (((Math.floor((lng + 180) / cellDegrees) % cellColumns) + cellColumns) % cellColumns) >>> 0;

/** A town's names in the interface languages, by GeoNames id (scripts/make-city-names.mjs). */
export type CityNames = Readonly<Record<string, Readonly<Partial<Record<Language, string>>>>>;

/** Columns of cities1000.txt (GeoNames' "geoname" table, tab-separated). */
const column = {
  id: 0,
  name: 1,
  asciiName: 2,
  alternateNames: 3,
  lat: 4,
  lng: 5,
  country: 8,
  population: 14,
};
const tab = 9;
const newline = 10;

const startsUpperCase = (name: string) => {
  const first = name.charAt(0);
  return first !== first.toLowerCase();
};

/**
 * Reads GeoNames rows (the cities1000.txt format) into an index. `localNames` names towns in the
 * interface languages; those names are keys too, so "Lisbonne" finds Lisbon.
 */
export function buildGazetteer(data: Buffer, localNames: CityNames = {}): Gazetteer {
  const names: string[] = [];
  const townNames = new Map<number, CityNames[string]>();
  /** Each town's Latin-script alternate names, joined by '|' (only to pick the name to show). */
  const alternates: string[] = [];
  const countries: string[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  const population: number[] = [];
  /** "key\0n" strings, n = town × 2 (+ 1 for an alternate name): sorted, the keys in order with their town. */
  const entries: string[] = [];
  const countryCodes = new Map<string, string>();
  const fieldEnds: number[] = [];

  let start = 0;
  while (start < data.length) {
    let end = data.indexOf(newline, start);
    if (end === -1) end = data.length;
    fieldEnds.length = 0;
    for (let at = start; at < end; at++) if (data[at] === tab) fieldEnds.push(at);
    fieldEnds.push(end);
    if (fieldEnds.length > column.population) {
      const field = (index: number) =>
        data.toString('utf8', index === 0 ? start : fieldEnds[index - 1]! + 1, fieldEnds[index]);
      const town = names.length;
      const name = field(column.name);
      const code = field(column.country);
      if (!countryCodes.has(code)) countryCodes.set(code, code);
      names.push(name);
      countries.push(countryCodes.get(code)!);
      lat.push(Number(field(column.lat)));
      lng.push(Number(field(column.lng)));
      population.push(Number(field(column.population)) || 0);
      const keys = new Set<string>();
      const latinAlternates: string[] = [];
      for (const candidate of [name, field(column.asciiName)]) {
        const key = placeKey(candidate);
        if (key && isLatinKey(key) && !keys.has(key)) {
          keys.add(key);
          entries.push(`${key}\0${town * 2}`);
        }
      }
      const local = localNames[field(column.id)];
      if (local) townNames.set(town, local);
      for (const alternate of [...field(column.alternateNames).split(','), ...Object.values(local ?? {})]) {
        // Alternates in lower case are mostly machine romanizations of other scripts ("saul" for Seoul):
        // they would put the world's largest cities under prefixes nobody types for them.
        if (!startsUpperCase(alternate) || !isLatinName(alternate)) continue;
        const key = placeKey(alternate);
        if (!key || !isLatinKey(key)) continue;
        if (keys.has(key)) continue;
        keys.add(key);
        latinAlternates.push(alternate.replaceAll('|', ' '));
        entries.push(`${key}\0${town * 2 + 1}`);
      }
      alternates.push(latinAlternates.join('|'));
    }
    start = end + 1;
  }

  entries.sort();
  const keyStarts = new Uint32Array(entries.length + 1);
  const keyTowns = new Uint32Array(entries.length);
  const keyParts: string[] = [];
  let offset = 0;
  entries.forEach((entry, i) => {
    const separator = entry.indexOf('\0');
    keyStarts[i] = offset;
    keyTowns[i] = Number(entry.slice(separator + 1));
    keyParts.push(entry.slice(0, separator));
    offset += separator + 1;
  });
  keyStarts[entries.length] = offset;
  entries.length = 0;
  // One string of every key, each followed by '\n': far smaller than an array of strings.
  const keys = keyParts.join('\n') + '\n';
  keyParts.length = 0;

  const towns = {
    names,
    alternates,
    countries,
    lat: Float64Array.from(lat),
    lng: Float64Array.from(lng),
    population: Float64Array.from(population),
  };
  const keyAt = (i: number) => keys.slice(keyStarts[i], keyStarts[i + 1]! - 1);

  /** The first key not before `prefix`. */
  const lowerBound = (prefix: string) => {
    let low = 0;
    let high = keyTowns.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keyAt(middle) < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  /** The name to show for a town found by `prefix`. */
  const localityOf = (town: number, prefix: string) => {
    const name = towns.names[town]!;
    if (placeKey(name).startsWith(prefix)) return name;
    let best: string | undefined;
    for (const alternate of towns.alternates[town]!.split('|')) {
      const key = placeKey(alternate);
      if (!key.startsWith(prefix)) continue;
      // The alternate that is the whole query, else the shortest that starts with it.
      if (key === prefix) return alternate;
      if (best === undefined || alternate.length < best.length) best = alternate;
    }
    return best ?? name;
  };

  const townAt = (index: number): GazetteerTown => ({
    index,
    name: towns.names[index]!,
    ...(townNames.has(index) ? { names: townNames.get(index) } : {}),
    countryCode: towns.countries[index]!,
    lat: towns.lat[index]!,
    lng: towns.lng[index]!,
    population: towns.population[index]!,
  });

  /**
   * The towns by cell (a counting sort: `cellStarts[c]` to `cellStarts[c + 1]` in `cellTowns`), made with
   * the index, so the first list that names its places in the reader's language does not wait for it.
   */
  const cellOf = (town: number) => rowOf(towns.lat[town]!) * cellColumns + columnOf(towns.lng[town]!);
  const cellStarts = new Uint32Array(cellRows * cellColumns + 1);
  for (let town = 0; town < names.length; town++) cellStarts[cellOf(town) + 1]! += 1;
  for (let cell = 0; cell < cellRows * cellColumns; cell++) cellStarts[cell + 1]! += cellStarts[cell]!;
  const next = cellStarts.slice(0, -1);
  const cellTowns = new Uint32Array(names.length);
  for (let town = 0; town < names.length; town++) cellTowns[next[cellOf(town)]!++] = town;

  /** Name keys of the towns asked about lately (a stored place's town is asked about again and again). */
  const keyCache = new Map<number, ReadonlySet<string>>();
  const keysOf = (index: number): ReadonlySet<string> => {
    let keys = keyCache.get(index);
    if (keys) return keys;
    const all = new Set<string>();
    const local = townNames.get(index);
    for (const name of [
      towns.names[index]!,
      ...towns.alternates[index]!.split('|'),
      ...Object.values(local ?? {}),
    ]) {
      const key = placeKey(name);
      if (key) all.add(key);
    }
    keys = all;
    if (keyCache.size >= 5000) keyCache.delete(keyCache.keys().next().value!);
    keyCache.set(index, keys);
    return keys;
  };

  return {
    size: names.length,
    keyCount: keyTowns.length,
    keysOf,
    town: townAt,
    named(key, limit, accept) {
      if (!key || limit < 1) return [];
      const found = new Map<number, number>();
      for (let i = lowerBound(key); i < keyTowns.length && keyAt(i) === key; i++) {
        const town = keyTowns[i]! >>> 1;
        if (accept && !accept(towns.countries[town]!)) continue;
        // A town's own name before another's alternate name: "paris" is Paris, not a town once called so.
        const score = (towns.population[town]! + 1) / (keyTowns[i]! & 1 ? 100 : 1);
        found.set(town, Math.max(found.get(town) ?? 0, score));
      }
      return [...found]
        .sort((a, b) => b[1] - a[1])
        .slice(0, limit)
        .map(([town]) => townAt(town));
    },
    around(lat, lng, km) {
      const latSpan = km / 111.2;
      const cosine = Math.cos(Math.min(89.9, Math.abs(lat) + latSpan) * radians);
      const lngSpan = km / (111.2 * cosine);
      const columns =
        lngSpan * 2 >= 360
          ? Array.from({ length: cellColumns }, (_, i) => i)
          : (() => {
              const first = columnOf(lng - lngSpan);
              const count =
                Math.floor((lng + lngSpan + 180) / cellDegrees) -
                Math.floor((lng - lngSpan + 180) / cellDegrees) +
                1;
              return Array.from(
                { length: Math.min(count, cellColumns) },
                (_, i) => (first + i) % cellColumns,
              );
            })();
      const near: { index: number; km: number }[] = [];
      for (let row = rowOf(lat - latSpan); row <= rowOf(lat + latSpan); row++)
        for (const column of columns) {
          const cell = row * cellColumns + column;
          for (let at = cellStarts[cell]!; at < cellStarts[cell + 1]!; at++) {
            const town = cellTowns[at]!;
            const distance = distanceKm(lat, lng, towns.lat[town]!, towns.lng[town]!);
            if (distance <= km) near.push({ index: town, km: distance });
          }
        }
      return near.sort((a, b) => a.km - b.km);
    },
    search(prefix, limit, accept) {
      if (!prefix || limit < 1) return [];
      // The best `limit` towns, by score, kept sorted; most candidates fall below the last one at once.
      const best: { town: number; score: number }[] = [];
      const found = new Map<number, number>();
      for (let i = lowerBound(prefix); i < keyTowns.length && keys.startsWith(prefix, keyStarts[i]); i++) {
        const town = keyTowns[i]! >>> 1;
        const exact = keyStarts[i + 1]! - 1 - keyStarts[i]! === prefix.length;
        const weight = (exact ? 10 : 1) / (keyTowns[i]! & 1 ? 100 : 1);
        const score = (towns.population[town]! + 1) * weight;
        const before = found.get(town);
        if (before !== undefined && before >= score) continue;
        if (before === undefined && accept && !accept(towns.countries[town]!)) {
          found.set(town, -1);
          continue;
        }
        if (before === -1) continue;
        found.set(town, score);
        if (best.length === limit && score <= best[limit - 1]!.score) continue;
        const existing = best.findIndex((entry) => entry.town === town);
        if (existing !== -1) best.splice(existing, 1);
        let at = best.length;
        while (at > 0 && best[at - 1]!.score < score) at--;
        best.splice(at, 0, { town, score });
        if (best.length > limit) best.pop();
      }
      return best.map(({ town }) => ({
        index: town,
        name: towns.names[town]!,
        locality: localityOf(town, prefix),
        ...(townNames.has(town) ? { names: townNames.get(town) } : {}),
        countryCode: towns.countries[town]!,
        lat: towns.lat[town]!,
        lng: towns.lng[town]!,
        population: towns.population[town]!,
      }));
    },
  };
}

let loaded: Gazetteer | undefined;

/** The path of GeoNames' cities1000.txt in the installed `cities1000` package. */
export function citiesFile(): string {
  return createRequire(import.meta.url)('cities1000').file as string;
}

/**
 * The gazetteer of this process: read and indexed on first use (a few seconds), then kept. Every app
 * the process builds (the API tests build many) shares it.
 */
export function gazetteer(): Gazetteer {
  loaded ??= buildGazetteer(readFileSync(citiesFile()), cityNames);
  return loaded;
}

/**
 * The gazetteer if it is already in memory, else undefined: what a read that must stay fast uses (a list
 * shows stored names as written in the few seconds after a start, rather than wait for the index).
 */
export function loadedGazetteer(): Gazetteer | undefined {
  return loaded;
}

/** Builds the gazetteer soon after start, so the first person to search does not wait for it. */
export function preloadGazetteer(onError: (error: unknown) => void): void {
  setTimeout(() => {
    try {
      gazetteer();
    } catch (error) {
      onError(error);
    }
  }, 0).unref();
}
