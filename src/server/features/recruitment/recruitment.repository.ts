import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FeeState } from '@shared/contracts/admin-recruitment';
import type { Executor, Transaction } from '../../db/client';
import { isoWeekOf, type WeekCount } from '../../db/weeks';
import { hires, recruitmentFees } from '../../db/schema/index';

export type NewHire = typeof hires.$inferInsert;
export type HireRow = typeof hires.$inferSelect;
export type FeeRow = typeof recruitmentFees.$inferSelect;

export async function insertHire(db: Transaction, hire: NewHire): Promise<HireRow | undefined> {
  const [row] = await db.insert(hires).values(hire).onConflictDoNothing().returning();
  return row;
}

export async function insertFee(db: Transaction, fee: typeof recruitmentFees.$inferInsert): Promise<FeeRow> {
  const [row] = await db.insert(recruitmentFees).values(fee).returning();
  return row!;
}

export async function findHireForUpdate(db: Transaction, id: number) {
  const [row] = await db.select().from(hires).where(eq(hires.id, id)).for('update');
  return row;
}

export async function findFeeOfHireForUpdate(db: Transaction, hireId: number) {
  const [row] = await db
    .select()
    .from(recruitmentFees)
    .where(eq(recruitmentFees.hireId, hireId))
    .for('update');
  return row;
}

export async function findFeeForUpdate(db: Transaction, id: number) {
  const [row] = await db.select().from(recruitmentFees).where(eq(recruitmentFees.id, id)).for('update');
  return row;
}

export async function updateHire(db: Transaction, id: number, changes: Partial<NewHire>) {
  const [row] = await db.update(hires).set(changes).where(eq(hires.id, id)).returning();
  return row!;
}

export async function updateFee(
  db: Transaction,
  id: number,
  changes: Partial<Pick<FeeRow, 'state' | 'invoicedOn'>>,
): Promise<FeeRow> {
  const [row] = await db
    .update(recruitmentFees)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(recruitmentFees.id, id))
    .returning();
  return row!;
}

/** The hires of these applications, each with its fee; one query. */
export async function hiresOfApplications(db: Executor, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({ hire: hires, fee: recruitmentFees })
    .from(hires)
    .innerJoin(recruitmentFees, eq(recruitmentFees.hireId, hires.id))
    .where(inArray(hires.applicationId, applicationIds));
}

/** How many hires each of these offers has; one query. */
export async function hireCountsOfOffers(db: Executor, offerIds: number[]) {
  if (offerIds.length === 0) return [];
  return db
    .select({ offerId: hires.offerId, count: sql<number>`count(*)::int` })
    .from(hires)
    .where(inArray(hires.offerId, offerIds))
    .groupBy(hires.offerId);
}

const stateIs = (state: FeeState | 'all') => (state === 'all' ? undefined : eq(recruitmentFees.state, state));

/** Fees of a state (or all) with their hire, due soonest first; all from `offset` when no `limit`. */
export async function feesPage(db: Executor, state: FeeState | 'all', offset: number, limit?: number) {
  const query = db
    .select({ fee: recruitmentFees, hire: hires })
    .from(recruitmentFees)
    .innerJoin(hires, eq(hires.id, recruitmentFees.hireId))
    .where(stateIs(state))
    .orderBy(asc(recruitmentFees.dueOn), asc(recruitmentFees.id))
    .offset(offset);
  return limit === undefined ? query : query.limit(limit);
}

/** These fees with their hires. */
export async function feesWithHires(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ fee: recruitmentFees, hire: hires })
    .from(recruitmentFees)
    .innerJoin(hires, eq(hires.id, recruitmentFees.hireId))
    .where(inArray(recruitmentFees.id, ids));
}

/** Hires by the ISO week (UTC) of their hire date, from `from` on. */
export async function countHiresByWeek(db: Executor, from: string): Promise<WeekCount[]> {
  const week = isoWeekOf(sql`${hires.hiredOn}::timestamp at time zone 'UTC'`);
  return db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(hires)
    .where(gte(hires.hiredOn, from))
    .groupBy(week);
}

export async function countFees(db: Executor, state: FeeState | 'all'): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recruitmentFees).where(stateIs(state));
  return row?.n ?? 0;
}

/**
 * The pending fees whose day has come (the chef worked the first days and the contract did not end
 * before): due. One statement; the ids of the fees it moved.
 */
export async function makeFeesDue(db: Executor, today: string) {
  return db
    .update(recruitmentFees)
    .set({ state: 'due', updatedAt: new Date() })
    .where(
      and(
        eq(recruitmentFees.state, 'pending'),
        lte(recruitmentFees.dueOn, today),
        sql`not exists (select 1 from ${hires} where ${hires.id} = ${recruitmentFees.hireId} and ${hires.endedOn} < ${recruitmentFees.dueOn})`,
      ),
    )
    .returning({ id: recruitmentFees.id });
}

/** Whether the account is billed for a hire (its row is then kept when it is deleted: 054). */
export async function isBilled(db: Executor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: hires.id })
    .from(hires)
    .where(eq(hires.venueAccountId, accountId))
    .limit(1);
  return row !== undefined;
}
