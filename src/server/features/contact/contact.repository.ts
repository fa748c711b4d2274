import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages, media, offers, restaurantProfiles } from '../../db/schema/index';

export async function insertMedia(db: Executor, values: typeof media.$inferInsert) {
  const [row] = await db.insert(media).values(values).returning({ id: media.id });
  return row!;
}

export async function insertContactMessage(db: Executor, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!;
}

/** The selected offers that exist, with their venue, in the order asked. */
export async function findOffersWithVenue(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: offers.id,
      name: offers.name,
      restaurantId: restaurantProfiles.id,
      restaurantName: restaurantProfiles.name,
    })
    .from(offers)
    .innerJoin(restaurantProfiles, eq(restaurantProfiles.id, offers.restaurantProfileId))
    .where(and(inArray(offers.id, ids), isNull(offers.deletedAt)));
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/**
 * Deletes the contact messages received before `before`, with the CVs visitors sent with them (files of
 * an account stay with the account); answers the storage keys of the deleted files.
 */
export async function deleteContactMessagesBefore(db: Executor, before: Date): Promise<string[]> {
  const old = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ cvMediaId: contactMessages.cvMediaId });
  const mediaIds = old.map((m) => m.cvMediaId).filter((id): id is number => id !== null);
  if (mediaIds.length === 0) return [];
  const files = await db
    .delete(media)
    .where(and(inArray(media.id, mediaIds), isNull(media.accountId)))
    .returning({ storageKey: media.storageKey });
  return files.map((f) => f.storageKey);
}
