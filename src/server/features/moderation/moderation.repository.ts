import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { blocks, reports } from '../../db/schema/index';

export async function hasOpenReport(db: Executor, reporterId: number, offenderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterAccountId, reporterId),
        eq(reports.offenderAccountId, offenderId),
        eq(reports.status, 'open'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReport(db: Executor, report: typeof reports.$inferInsert): Promise<void> {
  await db.insert(reports).values(report);
}

export async function insertBlock(db: Executor, blockerId: number, blockedId: number): Promise<void> {
  await db
    .insert(blocks)
    .values({ blockerAccountId: blockerId, blockedAccountId: blockedId })
    .onConflictDoNothing();
}

/** The reports the account made and the accounts it blocks, for its export (docs/decisions/054-own-data.md). */
export async function findReportsBy(db: Executor, accountId: number) {
  return db
    .select({
      id: reports.id,
      offenderAccountId: reports.offenderAccountId,
      offenderIsChef: reports.offenderIsChef,
      reason: reports.reason,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .where(eq(reports.reporterAccountId, accountId))
    .orderBy(reports.id);
}

export async function findBlocksBy(db: Executor, accountId: number) {
  return db
    .select({ blockedAccountId: blocks.blockedAccountId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerAccountId, accountId))
    .orderBy(blocks.createdAt);
}

/**
 * A deleted account's part in moderation (054): its blocks either way and the reports about it go; the
 * reports it made stay for staff, no longer naming it (as the foreign key's `set null` would).
 */
export async function forgetAccount(db: Executor, accountId: number) {
  await db.delete(blocks).where(eq(blocks.blockerAccountId, accountId));
  await db.delete(blocks).where(eq(blocks.blockedAccountId, accountId));
  await db.delete(reports).where(eq(reports.offenderAccountId, accountId));
  await db.update(reports).set({ reporterAccountId: null }).where(eq(reports.reporterAccountId, accountId));
}

export interface ReportFilters {
  state: 'open' | 'resolved' | 'dismissed' | 'all';
  kind: 'chef' | 'restaurant' | 'all';
}

function reportConditions(filters: ReportFilters) {
  return and(
    filters.state === 'all' ? undefined : eq(reports.status, filters.state),
    filters.kind === 'all' ? undefined : eq(reports.offenderIsChef, filters.kind === 'chef'),
  );
}

/** A page of reports: open ones oldest first (the queue), answered ones newest first. */
export async function listReports(db: Executor, filters: ReportFilters, offset: number, limit: number) {
  return db
    .select()
    .from(reports)
    .where(reportConditions(filters))
    .orderBy(
      sql`case when ${reports.status} = 'open' then 0 else 1 end`,
      sql`case when ${reports.status} = 'open' then ${reports.createdAt} end asc`,
      desc(reports.resolvedAt),
      desc(reports.id),
    )
    .offset(offset)
    .limit(limit);
}

export async function countReports(db: Executor, filters: ReportFilters): Promise<number> {
  const [row] = await db.select({ count: count() }).from(reports).where(reportConditions(filters));
  return row?.count ?? 0;
}

export async function findReport(db: Executor, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

/** The open report `id`, locked while it is answered. */
export async function findOpenReportForUpdate(tx: Transaction, id: number) {
  const [row] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .for('update')
    .limit(1);
  return row;
}

/** Closes every open report about the account with one outcome; how many. */
export async function closeOpenReports(
  tx: Transaction,
  offenderId: number,
  outcome: (typeof reports.$inferSelect)['outcome'] & string,
  staffId: number,
): Promise<number> {
  const rows = await tx
    .update(reports)
    .set({
      status: outcome === 'dismissed' ? 'dismissed' : 'resolved',
      outcome,
      resolvedAt: sql`now()`,
      resolvedByAccountId: staffId,
    })
    .where(and(eq(reports.offenderAccountId, offenderId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length;
}

/** Open reports per reported account; one query. */
export async function openReportCounts(db: Executor, offenderIds: number[]) {
  if (offenderIds.length === 0) return [];
  return db
    .select({ offenderId: reports.offenderAccountId, count: count() })
    .from(reports)
    .where(and(inArray(reports.offenderAccountId, offenderIds), eq(reports.status, 'open')))
    .groupBy(reports.offenderAccountId);
}
