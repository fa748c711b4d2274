import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { liveVenue } from '../../access';
import type { Executor } from '../../db/client';
import { restaurantAddresses, restaurantProfiles } from '../../db/schema/index';
import type { PlaceLocation } from '../../db/schema/localized';

/*
 * What the public pages' heads and the sitemap read of the venues (the seo feature): one venue as its
 * page head describes it, the slugs offer URLs need, and the live venues in id order, a part at a time.
 */

/** One venue with its first address and whether it is public; undefined if none. One query. */
export async function venueForPage(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: restaurantProfiles.id,
      slug: restaurantProfiles.slug,
      name: restaurantProfiles.name,
      description: restaurantProfiles.description,
      originalLanguage: restaurantProfiles.originalLanguage,
      location: restaurantProfiles.location,
      live: liveVenue(restaurantProfiles),
      address: sql<{
        /** Null when the line names no town the gazetteer knows. */
        location: PlaceLocation | null;
        formatted: string;
      } | null>`(select json_build_object('location', ${restaurantAddresses.location}, 'formatted', ${restaurantAddresses.formatted}) from ${restaurantAddresses} where ${restaurantAddresses.restaurantProfileId} = ${restaurantProfiles.id} order by ${restaurantAddresses.sortOrder}, ${restaurantAddresses.id} limit 1)`,
    })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.id, id))
    .limit(1);
  return row;
}

/** The slug of each venue among `ids` (one query), for the URLs of their offers. */
export async function venueSlugs(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: restaurantProfiles.id, slug: restaurantProfiles.slug })
    .from(restaurantProfiles)
    .where(inArray(restaurantProfiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/** Public venues in id order from the `skip`-th one, at most `limit`: the first id by index, then an id range. */
export async function liveVenuesPart(db: Executor, skip: number, limit: number) {
  const [first] = await db
    .select({ id: restaurantProfiles.id })
    .from(restaurantProfiles)
    .where(liveVenue(restaurantProfiles))
    .orderBy(asc(restaurantProfiles.id))
    .offset(skip)
    .limit(1);
  if (!first) return [];
  return db
    .select({
      id: restaurantProfiles.id,
      slug: restaurantProfiles.slug,
      updatedAt: restaurantProfiles.updatedAt,
    })
    .from(restaurantProfiles)
    .where(and(liveVenue(restaurantProfiles), gte(restaurantProfiles.id, first.id)))
    .orderBy(asc(restaurantProfiles.id))
    .limit(limit);
}

/** How many venues are public and when the newest change to one was made (the sitemap index): one query. */
export async function liveVenuesSummary(db: Executor): Promise<{ count: number; lastChange: Date | null }> {
  const [row] = await db
    .select({
      count: count(),
      lastChange: sql<Date | null>`max(${restaurantProfiles.updatedAt})`.mapWith(
        restaurantProfiles.updatedAt,
      ),
    })
    .from(restaurantProfiles)
    .where(liveVenue(restaurantProfiles));
  return { count: row?.count ?? 0, lastChange: row?.lastChange ?? null };
}
