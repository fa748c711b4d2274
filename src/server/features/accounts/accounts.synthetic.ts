import { syntheticDomain, type Context } from '../../db/synthetic/context';
import { line, time } from '../../db/synthetic/copy-text';
import { chefCore, personName, phone } from '../../db/synthetic/entities';
import { Random } from '../../db/synthetic/random';
import { markets } from '../../db/synthetic/vocabulary';

/**
 * The synthetic accounts (synthetic-load.ts loads them): one per chef, and one per restaurant
 * group of the run's plan, owning that group's venues.
 */

export const accountColumns = [
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

export function chefAccountRow(ctx: Context, i: number, out: string[]) {
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

export function restaurantAccountRow(ctx: Context, a: number, out: string[]) {
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
