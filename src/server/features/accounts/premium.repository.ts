import { and, asc, count, eq, exists, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { subscription } from '@shared/states';
import type { Executor, Transaction } from '../../db/client';
import { accounts, membershipRequests, premiumPeriods } from '../../db/schema/index';

export type PremiumListState = 'requested' | 'active' | 'all';

const pending = exists(
  sql`(select 1 from ${membershipRequests} where ${membershipRequests.accountId} = ${accounts.id} and ${membershipRequests.status} = 'pending')`,
);
const hasPeriod = exists(
  sql`(select 1 from ${premiumPeriods} where ${premiumPeriods.accountId} = ${accounts.id})`,
);

function listCondition(state: PremiumListState): SQL | undefined {
  const restaurant = eq(accounts.type, 'restaurant');
  if (state === 'requested') return and(restaurant, pending);
  if (state === 'active') return and(restaurant, eq(accounts.subscription, subscription.premium));
  return and(restaurant, or(pending, eq(accounts.subscription, subscription.premium), hasPeriod));
}

/** A page of restaurant accounts by Premium state: requests oldest first, else by name. */
export async function listPremiumAccounts(
  db: Executor,
  state: PremiumListState,
  offset: number,
  limit: number,
) {
  const requestedAt = sql`(select min(${membershipRequests.createdAt}) from ${membershipRequests} where ${membershipRequests.accountId} = ${accounts.id} and ${membershipRequests.status} = 'pending')`;
  return db
    .select()
    .from(accounts)
    .where(listCondition(state))
    .orderBy(sql`${requestedAt} asc nulls last`, asc(accounts.name), asc(accounts.id))
    .offset(offset)
    .limit(limit);
}

export async function countPremiumAccounts(db: Executor, state: PremiumListState): Promise<number> {
  const [row] = await db.select({ count: count() }).from(accounts).where(listCondition(state));
  return row?.count ?? 0;
}

export async function findRestaurantAccount(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.type, 'restaurant')))
    .for('update')
    .limit(1);
  return row;
}

/** The pending plan requests of these accounts. */
export async function pendingRequests(db: Executor, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(membershipRequests)
    .where(and(inArray(membershipRequests.accountId, accountIds), eq(membershipRequests.status, 'pending')));
}

/**
 * Each account's period to show: the current or next one still open (earliest first), else the last one
 * that ended. One query.
 */
export async function shownPeriods(db: Executor, accountIds: number[], today: string) {
  if (accountIds.length === 0) return [];
  const open = sql`(${premiumPeriods.endedAt} is null and ${premiumPeriods.endDate} > ${today})`;
  return db
    .selectDistinctOn([premiumPeriods.accountId])
    .from(premiumPeriods)
    .where(inArray(premiumPeriods.accountId, accountIds))
    .orderBy(
      premiumPeriods.accountId,
      sql`${open} desc`,
      sql`case when ${open} then ${premiumPeriods.startDate} end asc nulls last`,
      sql`${premiumPeriods.endDate} desc`,
    );
}

/** Whether an open period of the account overlaps [start, end). */
export async function overlapsOpenPeriod(tx: Transaction, accountId: number, start: string, end: string) {
  const [row] = await tx
    .select({ id: premiumPeriods.id })
    .from(premiumPeriods)
    .where(
      and(
        eq(premiumPeriods.accountId, accountId),
        isNull(premiumPeriods.endedAt),
        sql`${premiumPeriods.startDate} < ${end}`,
        sql`${premiumPeriods.endDate} > ${start}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPeriod(tx: Transaction, values: typeof premiumPeriods.$inferInsert) {
  await tx.insert(premiumPeriods).values(values);
}

/** Ends the account's open periods that have not ended by `today` (the current one and any next). */
export async function endOpenPeriods(tx: Transaction, accountId: number, today: string): Promise<number> {
  const rows = await tx
    .update(premiumPeriods)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(premiumPeriods.accountId, accountId),
        isNull(premiumPeriods.endedAt),
        gt(premiumPeriods.endDate, today),
      ),
    )
    .returning({ id: premiumPeriods.id });
  return rows.length;
}

/** Whether an open period covers `today`. */
export async function coveredOn(db: Executor, accountId: number, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: premiumPeriods.id })
    .from(premiumPeriods)
    .where(
      and(
        eq(premiumPeriods.accountId, accountId),
        isNull(premiumPeriods.endedAt),
        lte(premiumPeriods.startDate, today),
        gt(premiumPeriods.endDate, today),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Marks the account's pending request handled (`activated` or `declined`) by a member of staff. */
export async function handlePendingRequest(
  tx: Transaction,
  accountId: number,
  status: 'activated' | 'declined',
  staffAccountId: number,
  plan?: number,
): Promise<boolean> {
  const rows = await tx
    .update(membershipRequests)
    .set({ status, handledAt: sql`now()`, handledByAccountId: staffAccountId })
    .where(
      and(
        eq(membershipRequests.accountId, accountId),
        eq(membershipRequests.status, 'pending'),
        plan === undefined ? undefined : eq(membershipRequests.plan, plan),
      ),
    )
    .returning({ id: membershipRequests.id });
  return rows.length > 0;
}

/**
 * Restaurant accounts whose plan says otherwise than their periods on `today`: Premium with no period
 * covering today (ended), or free with one (a period that starts today). The nightly job brings them in
 * line.
 */
export async function accountsOutOfStep(db: Executor, today: string) {
  const covered = sql`exists (select 1 from ${premiumPeriods} where ${premiumPeriods.accountId} = ${accounts.id} and ${premiumPeriods.endedAt} is null and ${premiumPeriods.startDate} <= ${today} and ${premiumPeriods.endDate} > ${today})`;
  return db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.type, 'restaurant'),
        sql`(${accounts.subscription} = ${subscription.premium}) <> ${covered}`,
      ),
    );
}

/**
 * Open periods ending in exactly `days` days whose reminder has not gone out, and after which no
 * period follows (a renewal already made needs no reminder).
 */
export async function periodsToRemind(db: Executor, today: string, days: number) {
  return db
    .select()
    .from(premiumPeriods)
    .where(
      and(
        isNull(premiumPeriods.endedAt),
        sql`${premiumPeriods.endDate} = ${today}::date + ${days}::int`,
        sql`not (${days}::int = any(${premiumPeriods.remindedDays}))`,
        sql`not exists (select 1 from ${premiumPeriods} as next where next.account_id = ${premiumPeriods.accountId} and next.ended_at is null and next.start_date >= ${premiumPeriods.endDate})`,
      ),
    );
}

export async function markReminded(db: Executor, periodId: number, days: number) {
  await db
    .update(premiumPeriods)
    .set({ remindedDays: sql`array_append(${premiumPeriods.remindedDays}, ${days}::int)` })
    .where(eq(premiumPeriods.id, periodId));
}

/** The account's Premium periods, oldest first, for its export (docs/decisions/054-own-data.md). */
export async function findPeriodsForExport(db: Executor, accountId: number) {
  return db
    .select({
      id: premiumPeriods.id,
      startDate: premiumPeriods.startDate,
      endDate: premiumPeriods.endDate,
      endedAt: premiumPeriods.endedAt,
      createdAt: premiumPeriods.createdAt,
    })
    .from(premiumPeriods)
    .where(eq(premiumPeriods.accountId, accountId))
    .orderBy(asc(premiumPeriods.startDate));
}

/** Whether the account ever had a Premium period (what invoicing keeps: 054). */
export async function hasPeriods(db: Executor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: premiumPeriods.id })
    .from(premiumPeriods)
    .where(eq(premiumPeriods.accountId, accountId))
    .limit(1);
  return row !== undefined;
}
