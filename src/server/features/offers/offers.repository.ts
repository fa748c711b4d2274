import { and, inArray, isNull } from 'drizzle-orm';
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
