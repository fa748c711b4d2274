import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offers } from '../../db/schema/index';

/** The offers among `ids` that exist and are not deleted, with the venue they belong to. */
export async function findLiveOffers(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: offers.id, name: offers.name, venueId: offers.restaurantProfileId })
    .from(offers)
    .where(and(inArray(offers.id, ids), isNull(offers.deletedAt)));
}

/** An offer that is not deleted, with its venue. */
export async function findLiveOffer(db: Executor, id: number) {
  const [row] = await db
    .select({ id: offers.id, venueId: offers.restaurantProfileId })
    .from(offers)
    .where(and(eq(offers.id, id), isNull(offers.deletedAt)))
    .limit(1);
  return row;
}

/** A venue's live offers (active, approved, not deleted), newest first, with the fields a list shows. */
export async function findLiveOffersOfVenue(db: Executor, venueId: number) {
  return db
    .select({
      id: offers.id,
      slug: offers.slug,
      name: offers.name,
      position: offers.position,
      term: offers.term,
      salaryType: offers.salaryType,
      salaryFrom: offers.salaryFrom,
      salaryTo: offers.salaryTo,
      hideSalary: offers.hideSalary,
      currency: offers.currency,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
    })
    .from(offers)
    .where(
      and(
        eq(offers.restaurantProfileId, venueId),
        eq(offers.status, 1),
        eq(offers.approved, 1),
        isNull(offers.deletedAt),
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id));
}
