import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { liveVenue, offersVisibleTo, premiumAccount, type Actor } from '../../access';
import type { Executor } from '../../db/client';
import { accounts, offers, restaurantProfiles } from '../../db/schema/index';

/** The venue featured, apart from the venue each visible offer's own condition reads. */
const featured = alias(restaurantProfiles, 'featured');

/** Today's order (D14): a hash of the venue id and the date, then the id. */
const dailyOrder = [sql`md5(${featured.id}::text || ':' || current_date::text)`, featured.id];

/** At least one live offer of the venue that the viewer may see. */
const hasVisibleOffer = (viewer: Actor | null) =>
  sql`exists (select 1 from ${offers} where ${offers.restaurantProfileId} = ${featured.id} and ${offersVisibleTo(viewer)})`;

/**
 * The venues anyone may find featured (D14), in today's order, up to `limit`: live venues of premium
 * accounts with at least one live offer (as a visitor sees them).
 */
export async function findFeaturedCandidates(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: featured.id })
    .from(featured)
    .innerJoin(accounts, eq(accounts.id, featured.accountId))
    .where(and(liveVenue(featured), premiumAccount(accounts), hasVisibleOffer(null)))
    .orderBy(...dailyOrder)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Of the candidates, those with a live offer the viewer may see (no block either way, a chef's
 * audience), in today's order, up to `limit`: one query over the candidates' ids.
 */
export async function findFeaturedVenueIds(
  db: Executor,
  viewer: Actor | null,
  candidates: number[],
  limit: number,
): Promise<number[]> {
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ id: featured.id })
    .from(featured)
    .where(and(inArray(featured.id, candidates), liveVenue(featured), hasVisibleOffer(viewer)))
    .orderBy(...dailyOrder)
    .limit(limit);
  return rows.map((row) => row.id);
}
