import { subscription, subscriptionRequest } from '@shared/states';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { defineJob } from '../../jobs/queue';
import { premiumMail, type PremiumNews } from './accounts.emails';
import * as repo from './accounts.repository';
import * as premiumRepo from './premium.repository';
import type { AccountRow } from './sessions.service';

/**
 * Premium by periods (decisions D5, docs/decisions/053-back-office.md). An admin activates it from a
 * start to an end date (a year by default), renews it with a period that starts where the last ends, or
 * ends it today. The account's plan (`subscription`) always says whether a period covers today, so its
 * venues' `premium` and `status`, derived from it, follow at once; a nightly job starts the periods that
 * begin and ends those that run out, and reminds the account 30 and 7 days before an end.
 */

export type { PremiumListState } from './premium.repository';

/** Today as a UTC day, `YYYY-MM-DD`: periods are whole days. */
export const utcDay = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export interface PremiumRow {
  account: AccountRow;
  request: { plan: number; created: string } | null;
  period: { id: number; start: string; end: string; ended: string | null } | null;
}

async function rowsOf(db: Executor, accounts: AccountRow[], today: string): Promise<PremiumRow[]> {
  const ids = accounts.map((a) => a.id);
  const [requests, periods] = await Promise.all([
    premiumRepo.pendingRequests(db, ids),
    premiumRepo.shownPeriods(db, ids, today),
  ]);
  const requestOf = new Map(requests.map((r) => [r.accountId, r]));
  const periodOf = new Map(periods.map((p) => [p.accountId, p]));
  return accounts.map((account) => {
    const request = requestOf.get(account.id);
    const period = periodOf.get(account.id);
    return {
      account,
      request: request ? { plan: request.plan, created: request.createdAt.toISOString() } : null,
      period: period
        ? {
            id: period.id,
            start: period.startDate,
            end: period.endDate,
            ended: period.endedAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

/** A page of restaurant accounts by Premium state, with their pending request and period; four queries. */
export async function premiumAccounts(
  db: Executor,
  state: premiumRepo.PremiumListState,
  offset: number,
  limit: number,
  today = utcDay(),
): Promise<{ rows: PremiumRow[]; total: number }> {
  const [accounts, total] = await Promise.all([
    premiumRepo.listPremiumAccounts(db, state, offset, limit),
    premiumRepo.countPremiumAccounts(db, state),
  ]);
  return { rows: await rowsOf(db, accounts, today), total };
}

export async function premiumAccount(db: Executor, accountId: number, today = utcDay()): Promise<PremiumRow> {
  const account = await repo.findAccountById(db, accountId);
  if (!account || account.type !== 'restaurant') throw new AppError('not_found');
  return (await rowsOf(db, [account], today))[0]!;
}

export async function pendingPremiumRequests(db: Executor): Promise<number> {
  return premiumRepo.countPremiumAccounts(db, 'requested');
}

/** Brings the account's plan in line with its periods on `today`; whether it changed. */
async function syncPlan(tx: Transaction, account: AccountRow, today: string): Promise<AccountRow> {
  const covered = await premiumRepo.coveredOn(tx, account.id, today);
  const plan = covered ? subscription.premium : subscription.free;
  const [request] = await premiumRepo.pendingRequests(tx, [account.id]);
  const status = covered || request ? subscriptionRequest.requested : subscriptionRequest.none;
  if (account.subscription === plan && account.subscriptionStatus === status) return account;
  return repo.updateAccount(tx, account.id, { subscription: plan, subscriptionStatus: status });
}

async function lockedRestaurant(tx: Transaction, accountId: number) {
  const account = await premiumRepo.findRestaurantAccount(tx, accountId);
  if (!account) throw new AppError('not_found');
  return account;
}

async function tell(
  deps: Pick<Deps, 'mailer' | 'config'>,
  tx: Transaction,
  account: AccountRow,
  news: PremiumNews,
) {
  await deps.mailer.send(
    premiumMail({
      to: account.contactEmail || account.email,
      name: account.name,
      language: account.language,
      publicUrl: deps.config.publicUrl,
      news,
    }),
    { tx },
  );
}

export interface PlanChange {
  before: { subscription: number; subscription_status: number };
  after: { subscription: number; subscription_status: number; start?: string; end?: string };
}

const planOf = (a: AccountRow) => ({
  subscription: a.subscription,
  subscription_status: a.subscriptionStatus,
});

/**
 * Puts the account on Premium from `start` to `end` (end excluded): a new period that overlaps no open
 * one (a renewal starts on the day the last one ends). A pending request for Premium is marked
 * activated. The account is told by e-mail in the same transaction.
 */
export async function activatePremium(
  deps: Pick<Deps, 'mailer' | 'config'>,
  tx: Transaction,
  input: { accountId: number; start: string; end: string; staffAccountId: number },
  today = utcDay(),
): Promise<PlanChange> {
  const account = await lockedRestaurant(tx, input.accountId);
  if (await premiumRepo.overlapsOpenPeriod(tx, account.id, input.start, input.end))
    throw new AppError('premium_period_overlaps', {
      issues: [{ field: 'start', code: 'premium_period_overlaps' }],
    });
  await premiumRepo.insertPeriod(tx, {
    accountId: account.id,
    startDate: input.start,
    endDate: input.end,
    createdByAccountId: input.staffAccountId,
  });
  await premiumRepo.handlePendingRequest(
    tx,
    account.id,
    'activated',
    input.staffAccountId,
    subscription.premium,
  );
  const after = await syncPlan(tx, account, today);
  await tell(deps, tx, after, { kind: 'activated', start: input.start, end: input.end });
  return { before: planOf(account), after: { ...planOf(after), start: input.start, end: input.end } };
}

/**
 * Ends the account's Premium today: its open periods end (a renewal waiting to start too), a pending
 * request to go back to the free plan is marked done, and the account is told.
 */
export async function endPremium(
  deps: Pick<Deps, 'mailer' | 'config'>,
  tx: Transaction,
  input: { accountId: number; staffAccountId: number },
  today = utcDay(),
): Promise<PlanChange> {
  const account = await lockedRestaurant(tx, input.accountId);
  const ended = await premiumRepo.endOpenPeriods(tx, account.id, today);
  if (ended === 0 && account.subscription !== subscription.premium) throw new AppError('premium_not_active');
  await premiumRepo.handlePendingRequest(
    tx,
    account.id,
    'activated',
    input.staffAccountId,
    subscription.free,
  );
  const after = await syncPlan(tx, account, today);
  await tell(deps, tx, after, { kind: 'ended' });
  return { before: planOf(account), after: planOf(after) };
}

/** Declines the account's pending plan request; its plan stays as it is. */
export async function declinePremiumRequest(
  tx: Transaction,
  input: { accountId: number; staffAccountId: number },
  today = utcDay(),
): Promise<PlanChange> {
  const account = await lockedRestaurant(tx, input.accountId);
  if (!(await premiumRepo.handlePendingRequest(tx, account.id, 'declined', input.staffAccountId)))
    throw new AppError('premium_not_requested');
  const after = await syncPlan(tx, account, today);
  return { before: planOf(account), after: planOf(after) };
}

/** The days before an end on which the account hears that its Premium is ending. */
export const reminderDays = [30, 7] as const;

/**
 * The nightly pass: periods that start today open Premium, periods that ran out close it (the account is
 * told), and accounts whose period ends in 30 or 7 days, with no renewal after it, are reminded. Each
 * account in a transaction of its own, so one failure does not hold back the others.
 */
export async function runPremiumDay(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, today = utcDay()) {
  for (const { id } of await premiumRepo.accountsOutOfStep(deps.db, today)) {
    await deps.db.transaction(async (tx) => {
      const account = await lockedRestaurant(tx, id);
      const after = await syncPlan(tx, account, today);
      if (account.subscription === subscription.premium && after.subscription !== subscription.premium)
        await tell(deps, tx, after, { kind: 'ended' });
    });
  }
  for (const days of reminderDays) {
    for (const period of await premiumRepo.periodsToRemind(deps.db, today, days)) {
      await deps.db.transaction(async (tx) => {
        const account = await lockedRestaurant(tx, period.accountId);
        await premiumRepo.markReminded(tx, period.id, days);
        await tell(deps, tx, account, { kind: 'ending', end: period.endDate, days });
      });
    }
  }
}

/** Daily at 00:10 UTC, once for the cluster. */
export function premiumPeriodsJob(deps: Pick<Deps, 'db' | 'mailer' | 'config'>) {
  return defineJob({
    name: 'premium-periods',
    schedule: '10 0 * * *',
    retryLimit: 3,
    retryDelaySeconds: 300,
    run: () => runPremiumDay(deps),
  });
}
