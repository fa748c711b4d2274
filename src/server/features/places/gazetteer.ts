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

/** One town found: its index in the gazetteer and the name the query matched best. */
export interface GazetteerHit {
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
}

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

  return {
    size: names.length,
    keyCount: keyTowns.length,
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
