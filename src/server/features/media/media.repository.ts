import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { media } from '../../db/schema/index';

export type NewMedia = typeof media.$inferInsert;

export async function insertMedia(db: Executor, values: NewMedia) {
  const [row] = await db.insert(media).values(values).returning({ id: media.id });
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
