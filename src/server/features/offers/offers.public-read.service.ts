import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { liveOffer, liveOfferOwn, offersVisibleTo, type Actor } from '../../access';
import type { Executor } from '../../db/client';
import { offers } from '../../db/schema/index';
import { countOffersByVenue } from './offers.repository';

/*
 * What other features read of the offers: the public pages' heads and the sitemap (the seo feature) one
 * offer as its page describes it and the live offers in id order, a part at a time; the venue cards
 * (the venues feature) how many offers each venue shows. Kept apart from offers.service.ts so the offer
 * calls can grow there undisturbed, and so the venues feature, which offers.service.ts reads, does not
 * import it back.
 */

/** How many live offers the viewer may see each venue has (venue cards), in one query; 0 when none. */
export async function countVisibleOffersOfVenues(
  db: Executor,
  viewer: Actor | null,
  venueIds: number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(venueIds)];
  const rows = await countOffersByVenue(db, ids, offersVisibleTo(viewer));
  const counts = new Map(ids.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.venueId, row.count);
  return counts;
}

/** One offer with what its page head and JobPosting need, and whether it is public itself; undefined if none. */
export async function offerForPage(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: offers.id,
      venueId: offers.restaurantProfileId,
      slug: offers.slug,
      name: offers.name,
      position: offers.position,
      description: offers.description,
      requirements: offers.requirements,
      originalLanguage: offers.originalLanguage,
      salaryType: offers.salaryType,
      salaryFrom: offers.salaryFrom,
      salaryTo: offers.salaryTo,
      hideSalary: offers.hideSalary,
      currency: offers.currency,
      term: offers.term,
      hours: offers.hours,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
      // Approved, active and not deleted; the venue's part is the venue feature's to say.
      live: liveOfferOwn(offers),
    })
    .from(offers)
    .where(eq(offers.id, id))
    .limit(1);
  return row;
}

// Whether the venue is live is asked inside the access module's rule (an offer of a live venue).
const isLive = () => liveOffer(offers);

/**
 * Public offers in id order, from the `skip`-th one, at most `limit` of them: the first id is found by
 * an index scan, then the part is read by id range, never the whole table.
 */
export async function liveOffersPart(db: Executor, skip: number, limit: number) {
  const [first] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(isLive())
    .orderBy(asc(offers.id))
    .offset(skip)
    .limit(1);
  if (!first) return [];
  return db
    .select({
      id: offers.id,
      slug: offers.slug,
      venueId: offers.restaurantProfileId,
      updatedAt: offers.updatedAt,
    })
    .from(offers)
    .where(and(isLive(), gte(offers.id, first.id)))
    .orderBy(asc(offers.id))
    .limit(limit);
}

/** How many offers are public and when the newest change to one was made (the sitemap index): one query. */
export async function liveOffersSummary(db: Executor): Promise<{ count: number; lastChange: Date | null }> {
  const [row] = await db
    .select({
      count: count(),
      lastChange: sql<Date | null>`max(${offers.updatedAt})`.mapWith(offers.updatedAt),
    })
    .from(offers)
    .where(isLive());
  return { count: row?.count ?? 0, lastChange: row?.lastChange ?? null };
}
