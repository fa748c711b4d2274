import type { z } from 'zod';
import type { blockInput, reportInput } from '@shared/contracts/moderation';
import { sideBySide } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Executor, Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { accountTypeOf } from '../accounts/accounts.service';
import * as repo from './moderation.repository';

/**
 * The moderation feature owns `reports` and `blocks` (D6). Reports wait for the team in the back office;
 * blocks take effect at once: the access module reads them for every view (src/server/access/blocks.ts).
 */

/** The account reported or blocked must be a chef or a restaurant other than the actor. */
async function requireCounterpart(deps: Deps, actorId: number, offenderId: number) {
  if (offenderId === actorId)
    throw new AppError('invalid_input', { issues: [{ field: 'offender', code: 'offender_self' }] });
  const type = await accountTypeOf(deps.db, offenderId);
  if (type !== 'chef' && type !== 'restaurant') throw new AppError('not_found');
  return type;
}

/** Records a report for the team; a second report of the same account while one is open is the same report. */
export async function report(
  deps: Deps,
  reporterId: number,
  input: z.output<typeof reportInput>,
): Promise<void> {
  const type = await requireCounterpart(deps, reporterId, input.offender);
  // `ischef` names what the reporter was looking at: a restaurant reported as a chef is no such chef.
  if ((type === 'chef') !== input.ischef) throw new AppError('not_found');
  if (await repo.hasOpenReport(deps.db, reporterId, input.offender)) return;
  await repo.insertReport(deps.db, {
    reporterAccountId: reporterId,
    offenderAccountId: input.offender,
    offenderIsChef: input.ischef,
    reason: input.reason || null,
  });
}

/** Blocks an account for good (until the blocker lifts it); blocking twice is blocking once. */
export async function block(
  deps: Deps,
  blockerId: number,
  input: z.output<typeof blockInput>,
): Promise<void> {
  await requireCounterpart(deps, blockerId, input.offender);
  await repo.insertBlock(deps.db, blockerId, input.offender);
}

/** The reports the account made and whom it blocks, for its export (docs/decisions/054-own-data.md). */
export async function moderationExport(db: Executor, accountId: number) {
  const [reports, blocks] = await sideBySide(db, [
    () => repo.findReportsBy(db, accountId),
    () => repo.findBlocksBy(db, accountId),
  ] as const);
  return { reports, blocks };
}

/**
 * The moderation feature's part of deleting an account (054): its blocks either way and the reports
 * about it go; the reports it made stay for staff without its name.
 */
export async function forgetModeration(db: Executor, accountId: number) {
  await repo.forgetAccount(db, accountId);
}

export type { ReportFilters } from './moderation.repository';
export type ReportRow = Awaited<ReturnType<typeof repo.listReports>>[number];

/** A page of reports for the back office, with how many reports stand open about each account. */
export async function reportsPage(db: Executor, filters: repo.ReportFilters, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    repo.listReports(db, filters, offset, limit),
    repo.countReports(db, filters),
  ]);
  const counts = await repo.openReportCounts(db, [...new Set(rows.map((r) => r.offenderAccountId))]);
  return { rows, total, openCounts: new Map(counts.map((c) => [c.offenderId, c.count])) };
}

export async function reportById(db: Executor, id: number): Promise<ReportRow | undefined> {
  return repo.findReport(db, id);
}

/**
 * Answers the open report `id` and every other open report about the same account with `outcome`
 * (one answer covers them all); the report as it was, or undefined when it is not open (answered first
 * by someone else, or no such report).
 */
export async function closeReports(
  tx: Transaction,
  id: number,
  outcome: 'dismissed' | 'warned' | 'hidden' | 'suspended',
  staffId: number,
): Promise<ReportRow | undefined> {
  const report = await repo.findOpenReportForUpdate(tx, id);
  if (!report) return undefined;
  await repo.closeOpenReports(tx, report.offenderAccountId, outcome, staffId);
  return report;
}
