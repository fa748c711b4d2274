import type { LocalizedText, TextLanguage } from '../../db/schema/localized';
import { day, year, type Context } from '../../db/synthetic/context';
import { array, json, line, time } from '../../db/synthetic/copy-text';
import {
  chefCore,
  juniors,
  place,
  seniors,
  textLanguagesOf,
  venueName,
  type ChefCore,
} from '../../db/synthetic/entities';
import { Random, Weighted } from '../../db/synthetic/random';
import { chefAbout } from '../../db/synthetic/texts';
import { europeanCountries, languageOfNationality } from '../../db/synthetic/vocabulary';
import { slugify } from '../../lib/slug';

/**
 * The synthetic chef profiles (synthetic-load.ts loads them): each chef's profile, spoken
 * languages, experience and education, drawn from the chef's core as the chef's account is.
 */

export const chefProfileColumns = [
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
];

export const chefLanguageColumns = ['chef_profile_id', 'sort_order', 'language', 'level', 'created_at'];

export const chefExperienceColumns = [
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
];

export const chefEducationColumns = [
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
];

export function chefProfileRow(ctx: Context, i: number, out: string[]) {
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
function spokenLanguages(ctx: Context, i: number, c: ChefCore): [string, number][] {
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

export function chefLanguageRows(ctx: Context, i: number, out: string[]) {
  const c = chefCore(ctx, i);
  if (c.incomplete) return;
  const created = time(c.created);
  spokenLanguages(ctx, i, c).forEach(([language, level], order) =>
    out.push(line([ctx.chefProfileBase + i, order, language, level, created])),
  );
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

export function chefExperienceRows(ctx: Context, i: number, out: string[]) {
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

export function chefEducationRows(ctx: Context, i: number, out: string[]) {
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
