import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { approval } from '@shared/states';
import { sideBySide, type Executor, type Transaction } from './client';

/**
 * Staff review of chef profiles, venues and offers (decisions D6, docs/decisions/053-back-office.md),
 * written once for the three owners' repositories: the queue of what waits (oldest first), the decision
 * on one row (only while it waits: another moderator may have decided first), and the rule that an
 * owner's edit after a rejection sends the row back to the queue.
 */
export type ReviewedTable = PgTable & {
  id: AnyPgColumn;
  approved: AnyPgColumn;
  createdAt: AnyPgColumn;
  deletedAt?: AnyPgColumn;
};

/** The value `approved` takes on an owner's edit: a rejected row waits for review again. */
export const backToReview = (approved: AnyPgColumn): SQL<number> =>
  sql<number>`case when ${approved} = ${approval.rejected} then ${approval.inReview} else ${approved} end`;

function waiting(table: ReviewedTable): SQL | undefined {
  return and(eq(table.approved, approval.inReview), table.deletedAt ? isNull(table.deletedAt) : undefined);
}

/** The ids of a page of the rows waiting for review, oldest first (the review index's order). */
export async function reviewQueueIds(
  db: Executor,
  table: ReviewedTable,
  offset: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(waiting(table))
    .orderBy(asc(table.createdAt), asc(table.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => r.id as number);
}

export async function countWaiting(db: Executor, table: ReviewedTable): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(table as PgTable)
    .where(waiting(table));
  return row?.count ?? 0;
}

/**
 * Sets the decision on a row that waits for review: `approved` or `rejected`. Whether it was waiting
 * (false: decided already, deleted, or no such row).
 */
export async function decideReview(
  tx: Transaction,
  table: ReviewedTable,
  id: number,
  decision: typeof approval.approved | typeof approval.rejected,
): Promise<boolean> {
  const rows = await tx
    .update(table)
    .set({ approved: decision } as never)
    .where(and(eq(table.id, id), waiting(table)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * A page of a review queue as the back office lists it: the page's ids and the count side by side, the
 * rows of those ids, each made an item by its owner, in the queue's order. Three queries.
 */
export async function reviewPage<Row extends { id: number }, Item>(
  db: Executor,
  parts: {
    ids: () => Promise<number[]>;
    total: () => Promise<number>;
    rows: (ids: number[]) => Promise<Row[]>;
    item: (row: Row) => Item | null;
  },
): Promise<{ items: Item[]; total: number }> {
  const [ids, total] = await sideBySide(db, [parts.ids, parts.total] as const);
  const rows = new Map((await parts.rows(ids)).map((r) => [r.id, r]));
  const items = ids.flatMap((id) => {
    const row = rows.get(id);
    const item = row && parts.item(row);
    return item ? [item] : [];
  });
  return { items, total };
}

/** What a report's answer does to an account's rows (decision 053), from which states to which. */
export const visibilityMoves = {
  /** Off public pages as a rejection is: the owner's edit sends it back to review. */
  hide: { from: [approval.inReview, approval.approved], to: approval.rejected },
  /** An approved row waits, hidden, while its account is suspended. */
  suspend: { from: [approval.approved], to: approval.suspended },
  lift: { from: [approval.suspended], to: approval.approved },
} as const;
export type VisibilityMove = keyof typeof visibilityMoves;

/** Moves the rows of one account as `move` says; how many moved. */
export async function setApprovalOfAccount(
  tx: Transaction,
  table: ReviewedTable & { accountId: AnyPgColumn },
  accountId: number,
  move: VisibilityMove,
): Promise<number> {
  const { from, to } = visibilityMoves[move];
  const rows = await tx
    .update(table)
    .set({ approved: to } as never)
    .where(and(eq(table.accountId, accountId), inArray(table.approved, [...from])))
    .returning({ id: table.id });
  return rows.length;
}
