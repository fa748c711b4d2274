import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { liveChefProfile } from '../../access';
import type { Executor } from '../../db/client';
import { chefProfiles } from '../../db/schema/index';

/*
 * What the public pages' heads and the sitemap read of the chef profiles (the seo feature): one profile
 * as its page head describes it, and the live profiles in id order, a part at a time.
 */

/** One chef profile with whether it is public; undefined if none. One query. */
export async function chefProfileForPage(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: chefProfiles.id,
      slug: chefProfiles.slug,
      name: chefProfiles.name,
      position: chefProfiles.position,
      location: chefProfiles.location,
      description: chefProfiles.description,
      originalLanguage: chefProfiles.originalLanguage,
      live: liveChefProfile(chefProfiles),
    })
    .from(chefProfiles)
    .where(eq(chefProfiles.id, id))
    .limit(1);
  return row;
}

/** Public chef profiles in id order from the `skip`-th one, at most `limit`: the first id by index, then an id range. */
export async function liveChefProfilesPart(db: Executor, skip: number, limit: number) {
  const [first] = await db
    .select({ id: chefProfiles.id })
    .from(chefProfiles)
    .where(liveChefProfile(chefProfiles))
    .orderBy(asc(chefProfiles.id))
    .offset(skip)
    .limit(1);
  if (!first) return [];
  return db
    .select({ id: chefProfiles.id, slug: chefProfiles.slug, updatedAt: chefProfiles.updatedAt })
    .from(chefProfiles)
    .where(and(liveChefProfile(chefProfiles), gte(chefProfiles.id, first.id)))
    .orderBy(asc(chefProfiles.id))
    .limit(limit);
}

/** How many chef profiles are public and when the newest change to one was made (the sitemap index): one query. */
export async function liveChefProfilesSummary(
  db: Executor,
): Promise<{ count: number; lastChange: Date | null }> {
  const [row] = await db
    .select({
      count: count(),
      lastChange: sql<Date | null>`max(${chefProfiles.updatedAt})`.mapWith(chefProfiles.updatedAt),
    })
    .from(chefProfiles)
    .where(liveChefProfile(chefProfiles));
  return { count: row?.count ?? 0, lastChange: row?.lastChange ?? null };
}
