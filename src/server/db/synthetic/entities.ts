import { dialCodes } from '@shared/reference/country-codes';
import type { CountryId } from '@shared/reference/countries';
import { displayName } from '@shared/reference/options';
import { languages as textLanguages } from '@shared/i18n/languages';
import type { TextLanguage } from '../schema/localized';
import { year, type Context, type Town } from './context';
import { Random } from './random';
import { venueWords } from './texts';
import { languageOfNationality, markets, namePoolOf, names, type Market } from './vocabulary';

/**
 * What several owners' tables draw of the same chef or venue: a chef's account and profile rows both
 * recompute the chef's core, a venue's profile and its offers the venue's core, from the entity's own
 * generator, so no table waits for another's rows or keeps them in memory.
 */

/** A date before now, more often recent: `span` ms back at most, `skew` > 1 crowds it towards now. */
export function recentDate(r: Random, now: number, span: number, skew: number): number {
  return now - span * Math.pow(r.next(), skew) - r.next() * 3_600_000;
}

export function place(town: Town, code: string, language: TextLanguage, jitter: number, r: Random) {
  const country = displayName('region', code, language);
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return {
    formatted_address: `${town.name}, ${country}`,
    components: { locality: town.name, region: '', country, country_code: code },
    lat: round(Math.max(-90, Math.min(90, town.lat + (r.next() - 0.5) * jitter))),
    lng: round(Math.max(-180, Math.min(180, town.lng + (r.next() - 0.5) * jitter))),
  };
}

/** The text's languages: the author's, sometimes with translations (1 to 4 in all). */
export function textLanguagesOf(r: Random, original: TextLanguage): TextLanguage[] {
  const u = r.next();
  const extra = u < 0.62 ? 0 : u < 0.88 ? 1 : u < 0.96 ? 2 : 3;
  const others = textLanguages.filter((l) => l !== original);
  // English is the translation most often added.
  others.sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : 0));
  const chosen: TextLanguage[] = [original];
  for (const language of others) {
    if (chosen.length > extra) break;
    if (language === 'en' || r.chance(0.5)) chosen.push(language);
  }
  while (chosen.length <= extra) chosen.push(others.find((l) => !chosen.includes(l))!);
  return chosen;
}

export function personName(r: Random, nationality: string): string {
  const pool = names[namePoolOf(nationality)];
  const last = r.pick(pool.last);
  const second =
    (nationality === 'ES' || nationality === 'PT') && r.chance(0.45) ? ` ${r.pick(pool.last)}` : '';
  return `${r.pick(pool.first)} ${last}${second}`;
}

export function phone(r: Random, code: string): string {
  return `+${dialCodes[code as CountryId] ?? 44} ${r.int(600, 799)} ${r.int(100, 999)} ${r.int(100, 999)}`;
}

export const juniors = new Set([11, 12, 22, 31, 32, 33, 13, 24, 29]);
export const seniors = new Set([1, 2, 3, 4, 14, 15, 23, 26, 30]);

// ---------------------------------------------------------------------------------------------------
// Chefs

export interface ChefCore {
  market: Market;
  town: Town;
  nationality: string;
  ui: TextLanguage;
  name: string;
  position: number;
  age: number;
  created: number;
  updated: number;
  incomplete: boolean;
}

export function chefCore(ctx: Context, i: number): ChefCore {
  const r = new Random(ctx.seed, 'chef', i);
  const market = r.weighted(ctx.marketTable);
  const town = r.weighted(ctx.towns.get(market.code)!);
  const nationality = r.chance(0.22) ? r.pick(market.migrants) : market.code;
  const ui = nationality === market.code ? market.ui : (languageOfNationality[nationality]?.[1] ?? 'en');
  const position = r.weighted(ctx.positions);
  const age = juniors.has(position) ? r.int(17, 30) : seniors.has(position) ? r.int(28, 62) : r.int(21, 45);
  // Accounts over five years, more of them recent.
  const created = recentDate(r, ctx.now, 5 * year, 1.8);
  const updated = created + (ctx.now - created) * Math.pow(r.next(), 2.5);
  return {
    market,
    town,
    nationality,
    ui,
    name: personName(r, nationality),
    position,
    age,
    created,
    updated,
    incomplete: r.chance(0.04),
  };
}

// ---------------------------------------------------------------------------------------------------
// Venues

export function venueName(r: Random, language: TextLanguage, nationality: string): string {
  const w = venueWords[language];
  switch (r.int(0, 3)) {
    case 0:
      return `${r.pick(w.prefix)} ${r.pick(w.nouns)}`;
    case 1:
      return language === 'en'
        ? `The ${r.pick(w.adjectives)} ${r.pick(w.nouns)}`
        : `${r.pick(w.prefix)} ${r.pick(w.adjectives)}`;
    case 2:
      return `${r.pick(w.prefix)} ${personName(r, nationality).split(' ')[1]}`;
    default:
      return language === 'en'
        ? `${r.pick(w.nouns)} & ${r.pick(w.nouns)}`
        : `${r.pick(w.prefix)} ${r.pick(w.nouns)}`;
  }
}

export interface VenueCore {
  market: Market;
  town: Town;
  ui: TextLanguage;
  name: string;
  cuisines: number[];
}

export function venueCore(ctx: Context, v: number): VenueCore {
  const r = new Random(ctx.seed, 'venue', v);
  const market = markets[ctx.venueMarket[v]!]!;
  const ui = textLanguages[ctx.venueUi[v]!]!;
  return {
    market,
    town: r.weighted(ctx.towns.get(market.code)!),
    ui,
    name: venueName(r, ui, market.code),
    cuisines: r.distinct(ctx.cuisinesOf.get(market.code)!, r.int(1, 3)),
  };
}
