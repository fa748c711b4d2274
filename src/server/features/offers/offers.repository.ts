import { and, eq, inArray, isNull } from 'drizzle-orm';
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
