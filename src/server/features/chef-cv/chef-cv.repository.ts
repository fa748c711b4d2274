import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sentCvs } from '../../db/schema/index';

export type SentCvRow = typeof sentCvs.$inferSelect;
export type NewSentCv = Omit<typeof sentCvs.$inferInsert, 'id' | 'sentOn' | 'mailedAt' | 'createdAt'>;

/**
 * Records a CV sent today; undefined when the chef sent one to the venue about the same offer (or about
 * none) earlier the same day (the once-a-day unique constraint, which also settles two sends at once).
 */
export async function insertSentCvOncePerDay(
  db: Executor,
  values: NewSentCv,
): Promise<SentCvRow | undefined> {
  const [row] = await db.insert(sentCvs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findSentCv(db: Executor, id: number): Promise<SentCvRow | undefined> {
  const [row] = await db.select().from(sentCvs).where(eq(sentCvs.id, id)).limit(1);
  return row;
}

/**
 * Marks the CV mailed, once: false when it was already (a retried job whose earlier attempt wrote the
 * e-mail), so the e-mail is written once whatever the number of attempts.
 */
export async function markSentCvMailed(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(sentCvs)
    .set({ mailedAt: sql`now()` })
    .where(and(eq(sentCvs.id, id), isNull(sentCvs.mailedAt)))
    .returning({ id: sentCvs.id });
  return rows.length > 0;
}

/** The CVs a chef profile sent, oldest first, for an export (docs/decisions/054-own-data.md). */
export async function findSentByChef(db: Executor, chefProfileId: number) {
  return db
    .select({
      id: sentCvs.id,
      restaurantProfileId: sentCvs.restaurantProfileId,
      offerId: sentCvs.offerId,
      source: sentCvs.source,
      mediaId: sentCvs.mediaId,
      language: sentCvs.language,
      sentOn: sentCvs.sentOn,
      mailedAt: sentCvs.mailedAt,
      createdAt: sentCvs.createdAt,
    })
    .from(sentCvs)
    .where(eq(sentCvs.chefProfileId, chefProfileId))
    .orderBy(sentCvs.id);
}

/** Deletes the records of the CVs a chef profile sent, or the venues received (054). */
export async function deleteSentCvsOf(db: Executor, chefProfileId: number | null, venueIds: number[]) {
  if (chefProfileId !== null) await db.delete(sentCvs).where(eq(sentCvs.chefProfileId, chefProfileId));
  if (venueIds.length > 0) await db.delete(sentCvs).where(inArray(sentCvs.restaurantProfileId, venueIds));
}
