import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { liveVenue, offersVisibleTo, premiumAccount, type Actor } from '../../access';
import type { Executor } from '../../db/client';
import { accounts, offers, restaurantProfiles } from '../../db/schema/index';

/** The venue featured, apart from the venue each visible offer's own condition reads. */
const featured = alias(restaurantProfiles, 'featured');

/**
 * Featured venues (D14): live venues of premium accounts with at least one live offer the viewer may
 * see, in an order that changes each day (a hash of the venue id and today's date), up to `limit`.
 */
export async function findFeaturedVenueIds(db: Executor, viewer: Actor | null, limit: number) {
  const rows = await db
    .select({ id: featured.id })
    .from(featured)
    .innerJoin(accounts, eq(accounts.id, featured.accountId))
    .where(
      and(
        liveVenue(featured),
        premiumAccount(accounts),
        sql`exists (select 1 from ${offers} where ${offers.restaurantProfileId} = ${featured.id} and ${offersVisibleTo(viewer)})`,
      ),
    )
    .orderBy(sql`md5(${featured.id}::text || ':' || current_date::text)`, featured.id)
    .limit(limit);
  return rows.map((row) => row.id);
}
