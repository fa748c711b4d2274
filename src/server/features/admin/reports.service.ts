import type { ReportAction, ReportView } from '@shared/contracts/admin-reports';
import type { Language } from '@shared/i18n/languages';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import {
  accountMailbox,
  liftSuspension,
  staffViewsOfAccounts,
  suspendAccount,
  suspendedAccounts,
} from '../accounts/accounts.service';
import { recordAction, type StaffActor } from '../audit/audit.service';
import { chefProfileLinks, setChefProfileVisibility } from '../chef-profiles/chef-profiles.service';
import {
  closeReports,
  reportById,
  reportsPage,
  type ReportFilters,
  type ReportRow,
} from '../moderation/moderation.service';
import { mainVenueLinks, setVenuesVisibility } from '../venues/venues.service';
import { reportOutcomeMail } from './admin.emails';

/**
 * Reports in the back office (decisions D6, docs/decisions/053-back-office.md): staff read what was
 * reported and answer it. One answer closes every open report about the account; a warning, a hidden
 * profile or a suspension is told to the account by e-mail in its language, in the answer's transaction,
 * with its audit row.
 */

const outcomeOf = {
  dismiss: 'dismissed',
  warn: 'warned',
  hide: 'hidden',
  suspend: 'suspended',
} as const satisfies Record<ReportAction, string>;

async function views(db: Executor, rows: ReportRow[], openCounts: Map<number, number>, language: Language) {
  const accountIds = rows.flatMap((r) => [
    r.offenderAccountId,
    ...(r.reporterAccountId ? [r.reporterAccountId] : []),
  ]);
  const offenders = rows.map((r) => r.offenderAccountId);
  const [accounts, suspended, chefs, venues] = await Promise.all([
    staffViewsOfAccounts(db, accountIds),
    suspendedAccounts(db, offenders),
    chefProfileLinks(db, offenders, language),
    mainVenueLinks(db, offenders, language),
  ]);
  return rows.flatMap((r): ReportView[] => {
    const offender = accounts.get(r.offenderAccountId);
    if (!offender) return [];
    return [
      {
        id: r.id,
        kind: r.offenderIsChef ? 'chef' : 'restaurant',
        state: r.status,
        outcome: r.outcome,
        reason: r.reason ?? '',
        created: r.createdAt.toISOString(),
        resolved: r.resolvedAt?.toISOString() ?? null,
        reporter: (r.reporterAccountId && accounts.get(r.reporterAccountId)) || null,
        offender: {
          ...offender,
          suspended: suspended.has(r.offenderAccountId),
          openReports: openCounts.get(r.offenderAccountId) ?? 0,
        },
        item: (r.offenderIsChef ? chefs : venues).get(r.offenderAccountId) ?? null,
      },
    ];
  });
}

export async function reportsList(
  db: Executor,
  filters: ReportFilters,
  page: number,
  qty: number,
  language: Language,
) {
  const { rows, total, openCounts } = await reportsPage(db, filters, page * qty, qty);
  return { items: await views(db, rows, openCounts, language), total, page };
}

async function reportView(db: Executor, id: number, language: Language): Promise<ReportView> {
  const row = await reportById(db, id);
  if (!row) throw new AppError('not_found');
  const { openCounts } = await reportsPage(db, { state: 'open', kind: 'all' }, 0, 0);
  const [view] = await views(db, [row], openCounts, language);
  return view!;
}

/** What an answer does to the reported account, in the answer's transaction. */
async function apply(tx: Transaction, report: ReportRow, action: ReportAction) {
  const accountId = report.offenderAccountId;
  const setVisibility = report.offenderIsChef ? setChefProfileVisibility : setVenuesVisibility;
  if (action === 'hide') return { hidden: await setVisibility(tx, accountId, 'hide') };
  if (action === 'suspend') {
    const suspended = await suspendAccount(tx, accountId);
    return { suspended, hidden: suspended ? await setVisibility(tx, accountId, 'suspend') : 0 };
  }
  return {};
}

/**
 * Answers an open report (409 `report_moved_on` when someone answered first, 404 when there is none):
 * dismiss, warn, hide or suspend; every open report about the account closes with it.
 */
export async function actOnReport(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  staff: StaffActor,
  input: { id: number; action: ReportAction; note?: string },
  language: Language,
): Promise<ReportView> {
  await deps.db.transaction(async (tx) => {
    const report = await closeReports(tx, input.id, outcomeOf[input.action], staff.accountId);
    if (!report) throw new AppError((await reportById(tx, input.id)) ? 'report_moved_on' : 'not_found');
    const effect = await apply(tx, report, input.action);
    const note = input.note?.trim() ?? '';
    if (input.action !== 'dismiss') {
      const mailbox = await accountMailbox(tx, report.offenderAccountId, { evenSuspended: true });
      if (mailbox)
        await deps.mailer.send(
          reportOutcomeMail({
            to: mailbox.email,
            name: mailbox.name,
            language: mailbox.language,
            publicUrl: deps.config.publicUrl,
            outcome: outcomeOf[input.action] as 'warned' | 'hidden' | 'suspended',
            note,
          }),
          { tx },
        );
    }
    await recordAction(tx, staff, {
      action: `report_${input.action}`,
      kind: 'report',
      objectId: report.id,
      before: { status: 'open', account: report.offenderAccountId },
      after: { outcome: outcomeOf[input.action], ...effect, ...(note ? { note } : {}) },
    });
  });
  return reportView(deps.db, input.id, language);
}

/** Lifts a suspension: the account logs in again and its pages come back. Audited. */
export async function liftAccountSuspension(db: Deps['db'], staff: StaffActor, accountId: number) {
  await db.transaction(async (tx) => {
    if (!(await liftSuspension(tx, accountId))) throw new AppError('account_not_suspended');
    const restored =
      (await setChefProfileVisibility(tx, accountId, 'lift')) +
      (await setVenuesVisibility(tx, accountId, 'lift'));
    await recordAction(tx, staff, {
      action: 'suspension_lift',
      kind: 'account',
      objectId: accountId,
      before: { suspended: true },
      after: { suspended: false, restored },
    });
  });
  return { account: accountId, suspended: false };
}
