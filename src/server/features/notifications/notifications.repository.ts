import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/index';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Executor, row: NewNotification): Promise<void> {
  await db.insert(notifications).values(row);
}

/** Many at once (the demo's). */
export async function insertNotifications(db: Executor, rows: NewNotification[]): Promise<void> {
  if (rows.length) await db.insert(notifications).values(rows);
}

const ofAccount = (accountId: number, venueId: number | undefined) =>
  venueId === undefined
    ? eq(notifications.accountId, accountId)
    : and(eq(notifications.accountId, accountId), eq(notifications.restaurantProfileId, venueId));

/** A page of the account's notifications (one venue's with `venueId`), newest first; one query. */
export async function listNotifications(
  db: Executor,
  accountId: number,
  venueId: number | undefined,
  offset: number,
  limit: number,
) {
  return db
    .select({
      id: notifications.id,
      venueId: notifications.restaurantProfileId,
      kind: notifications.kind,
      payload: notifications.payload,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(ofAccount(accountId, venueId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(offset)
    .limit(limit);
}

/** Marks the unread ones read (those of `ids` when given; one venue's with `venueId`); how many were unread. */
export async function markRead(
  db: Executor,
  accountId: number,
  venueId: number | undefined,
  ids: readonly number[] | undefined,
) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        ofAccount(accountId, venueId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** The account's unread notifications by venue (null: not about a venue); one query on the unread index. */
export async function unreadCounts(db: Executor, accountId: number) {
  return db
    .select({ venueId: notifications.restaurantProfileId, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt)))
    .groupBy(notifications.restaurantProfileId);
}

/** Every notification of the account, oldest first, as stored, for its export (054). */
export async function findAllOfAccount(db: Executor, accountId: number) {
  return db
    .select({
      id: notifications.id,
      restaurantProfileId: notifications.restaurantProfileId,
      kind: notifications.kind,
      payload: notifications.payload,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(notifications.id);
}

export async function deleteAllOfAccount(db: Executor, accountId: number) {
  await db.delete(notifications).where(eq(notifications.accountId, accountId));
}
