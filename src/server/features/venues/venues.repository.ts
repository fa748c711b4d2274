import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { restaurantProfiles } from '../../db/schema/index';

export type NewVenue = typeof restaurantProfiles.$inferInsert;

export async function insertVenue(db: Executor, values: NewVenue) {
  const [row] = await db.insert(restaurantProfiles).values(values).returning();
  return row!;
}

/** The account's venues, the main one first, then in the order they were added. */
export async function listVenuesOfAccount(db: Executor, accountId: number) {
  return db
    .select({
      id: restaurantProfiles.id,
      slug: restaurantProfiles.slug,
      name: restaurantProfiles.name,
      main: restaurantProfiles.main,
      active: restaurantProfiles.active,
      approved: restaurantProfiles.approved,
    })
    .from(restaurantProfiles)
    .where(eq(restaurantProfiles.accountId, accountId))
    .orderBy(desc(restaurantProfiles.main), asc(restaurantProfiles.id));
}

export async function findVenueNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: restaurantProfiles.id, name: restaurantProfiles.name })
    .from(restaurantProfiles)
    .where(inArray(restaurantProfiles.id, ids));
}

export async function findVenueOfAccount(db: Executor, accountId: number, venueId: number) {
  const [row] = await db
    .select({ id: restaurantProfiles.id })
    .from(restaurantProfiles)
    .where(and(eq(restaurantProfiles.id, venueId), eq(restaurantProfiles.accountId, accountId)))
    .limit(1);
  return row;
}
