import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { media, profileImages } from '../../db/schema/index';

export type NewMedia = typeof media.$inferInsert;
export type MediaRow = typeof media.$inferSelect;
export type ImageSlot = (typeof profileImages.$inferInsert)['slot'];

export async function insertMedia(db: Executor, values: NewMedia) {
  const [row] = await db.insert(media).values(values).returning();
  return row!;
}

/** Deletes the given files that belong to no account; answers their storage keys. */
export async function deleteUnownedMedia(db: Executor, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const files = await db
    .delete(media)
    .where(and(inArray(media.id, ids), isNull(media.accountId)))
    .returning({ storageKey: media.storageKey });
  return files.map((f) => f.storageKey);
}

/** The account's files, newest first (one query, on media_account_created_idx). */
export async function listAccountMedia(db: Executor, accountId: number): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(eq(media.accountId, accountId))
    .orderBy(desc(media.createdAt), desc(media.id));
}

/** One file of the account, or undefined when it does not exist or is another account's. */
export async function findAccountMedia(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.accountId, accountId)))
    .limit(1);
  return row;
}

/** Files by id, whoever's: what they are and where their original is kept (one query). */
export async function findFilesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: media.id,
      storageKey: media.storageKey,
      originalName: media.originalName,
      contentType: media.contentType,
      sizeBytes: media.sizeBytes,
    })
    .from(media)
    .where(inArray(media.id, ids));
}

/** Deletes a file of the account (its slots go with it: ON DELETE CASCADE); answers the deleted row. */
export async function deleteAccountMedia(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .delete(media)
    .where(and(eq(media.id, id), eq(media.accountId, accountId)))
    .returning();
  return row;
}

/** The file one of whose stored originals is among `keys` (an account's file, not a visitor's CV). */
export async function findMediaByOriginalKey(db: Executor, keys: string[]) {
  const [row] = await db
    .select()
    .from(media)
    .where(and(inArray(media.storageKey, keys), sql`${media.accountId} is not null`))
    .limit(1);
  return row;
}

export type SlotOwner = { chefProfileId: number } | { restaurantProfileId: number } | { offerId: number };

/** Puts a file in an owner's slot, replacing what was there (one picture per owner and slot). */
export async function setSlot(db: Executor, owner: SlotOwner, slot: ImageSlot, mediaId: number) {
  const ownerColumn =
    'chefProfileId' in owner
      ? profileImages.chefProfileId
      : 'restaurantProfileId' in owner
        ? profileImages.restaurantProfileId
        : profileImages.offerId;
  await db
    .insert(profileImages)
    .values({ ...owner, slot, mediaId })
    .onConflictDoUpdate({
      target: [ownerColumn, profileImages.slot],
      targetWhere: sql`${ownerColumn} is not null`,
      set: { mediaId, updatedAt: new Date() },
    });
}

/** Empties an owner's slot (the file stays in the album). */
export async function clearSlot(db: Executor, owner: SlotOwner, slot: ImageSlot) {
  const [column, id] =
    'chefProfileId' in owner
      ? [profileImages.chefProfileId, owner.chefProfileId]
      : 'restaurantProfileId' in owner
        ? [profileImages.restaurantProfileId, owner.restaurantProfileId]
        : [profileImages.offerId, owner.offerId];
  await db.delete(profileImages).where(and(eq(column, id), eq(profileImages.slot, slot)));
}

/** The filled slots of the given owners with their files' sizes (one query). */
export async function slotsOf(db: Executor, kind: 'chef' | 'venue' | 'offer', ownerIds: number[]) {
  if (ownerIds.length === 0) return [];
  const ownerColumn =
    kind === 'chef'
      ? profileImages.chefProfileId
      : kind === 'venue'
        ? profileImages.restaurantProfileId
        : profileImages.offerId;
  return db
    .select({ ownerId: ownerColumn, slot: profileImages.slot, variants: media.variants })
    .from(profileImages)
    .innerJoin(media, eq(media.id, profileImages.mediaId))
    .where(inArray(ownerColumn, ownerIds));
}

/** Which of the account's files fills which slot, for its export (docs/decisions/054-own-data.md). */
export async function findSlotsOfAccount(db: Executor, accountId: number) {
  return db
    .select({
      mediaId: profileImages.mediaId,
      slot: profileImages.slot,
      chefProfileId: profileImages.chefProfileId,
      restaurantProfileId: profileImages.restaurantProfileId,
      offerId: profileImages.offerId,
    })
    .from(profileImages)
    .innerJoin(media, eq(media.id, profileImages.mediaId))
    .where(eq(media.accountId, accountId))
    .orderBy(profileImages.id);
}

/** Deletes every file of the account (the slots showing them go with them); answers the deleted rows. */
export async function deleteAllOfAccount(db: Executor, accountId: number): Promise<MediaRow[]> {
  return db.delete(media).where(eq(media.accountId, accountId)).returning();
}
