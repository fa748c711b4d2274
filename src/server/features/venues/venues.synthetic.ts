import { languages as textLanguages } from '@shared/i18n/languages';
import type { TextLanguage } from '../../db/schema/localized';
import { day, year, type Context, type RestaurantPlan } from '../../db/synthetic/context';
import { array, json, line, time } from '../../db/synthetic/copy-text';
import { place, recentDate, textLanguagesOf, venueCore } from '../../db/synthetic/entities';
import { Random, Weighted } from '../../db/synthetic/random';
import { venueAbout } from '../../db/synthetic/texts';
import { europeanCountries, markets } from '../../db/synthetic/vocabulary';
import { slugify } from '../../lib/slug';

/**
 * The synthetic venues (synthetic-load.ts loads them): the plan of restaurant accounts and
 * their venues, each venue's profile and its opening hours.
 */

export const venueColumns = [
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
];

export const scheduleColumns = [
  'restaurant_profile_id',
  'day',
  'lunch_from',
  'lunch_to',
  'dinner_from',
  'dinner_to',
];

const groupSizes = new Weighted<[number, number]>([
  [[1, 1], 85],
  [[2, 2], 8],
  [[3, 5], 5],
  [[6, 15], 1.7],
  [[20, 80], 0.3],
]);

/** Splits the venues into accounts (most own one, a few groups own many) and fixes each venue's market. */
export function planRestaurants(ctx: Omit<Context, keyof RestaurantPlan>, venues: number): RestaurantPlan {
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

export function venueRow(ctx: Context, v: number, out: string[]) {
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

export function scheduleRows(ctx: Context, v: number, out: string[]) {
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
