import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
