import { currencyOfCountry, offerHeadline } from '@shared/offers/pay';
import { day, type Context } from '../../db/synthetic/context';
import { json, line, time } from '../../db/synthetic/copy-text';
import { juniors, recentDate, seniors, textLanguagesOf, venueCore } from '../../db/synthetic/entities';
import { Random, Weighted } from '../../db/synthetic/random';
import { offerDescription, offerRequirementsText } from '../../db/synthetic/texts';
import { fromGbp, salaryBand } from '../../db/synthetic/vocabulary';
import { slugify } from '../../lib/slug';

/**
 * The synthetic job offers (synthetic-load.ts loads them), spread over the run's venues: each
 * draws its venue's core again for the town, cuisines, language and currency.
 */

export const offerColumns = [
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
];

export function offerRow(ctx: Context, venues: Weighted<number>, k: number, out: string[]) {
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
export function offerVenues(ctx: Context, restaurants: number): Weighted<number> | undefined {
  if (restaurants === 0) return undefined;
  return new Weighted<number>(
    Array.from({ length: restaurants }, (_, v) => {
      const r = new Random(ctx.seed, 'venue-offers', v);
      const weight = Math.min(200, Math.pow(1 - r.next(), -1.3)) * (ctx.venueLive[v] ? 1 : 0.1);
      return [v, weight] as const;
    }),
  );
}
