import type { z } from 'zod';
import {
  feeDueAfterDays,
  recruitmentFee,
  type FeeState,
  type FeeView,
  type HireView,
  type RecruitmentApplicant,
  type RecruitmentCandidate,
  type RecruitmentOffer,
  type recruitmentApplicantsInput,
  type recruitmentEndInput,
  type recruitmentHireInput,
} from '@shared/contracts/admin-recruitment';
import { formatAmount } from '@shared/offers/pay';
import { paths } from '@shared/paths';
import { currencies, type CurrencyId } from '@shared/reference/currencies';
import { checkPremiumVenues, isDeletedAccountEmail, type Actor } from '../../access';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { defineJob } from '../../jobs/queue';
import { accountMailbox, staffViewsOfAccounts } from '../accounts/accounts.service';
import { utcDay } from '../accounts/premium.service';
import { applicationTeller, type Tell } from '../applications/news.service';
import {
  recruitmentApplicants,
  recruitmentOfferCounts,
  serviceMovesOnOffer,
} from '../applications/lists.service';
import { lockedForHire } from '../applications/moves.service';
import { recordAction, type StaffActor } from '../audit/audit.service';
import { chefProfileOwners } from '../chef-profiles/chef-profiles.service';
import { notify } from '../notifications/notifications.service';
import { offerHeadlines } from '../offers/offers.service';
import { venueFacts } from '../venues/venues.service';
import { hiredMail } from './recruitment.emails';
import * as repo from './recruitment.repository';

/**
 * The recruitment service (decisions D5; docs/decisions/056-recruitment-service.md): admins answer the
 * applicants of the offers it handles with the venue's own moves (the applications feature's services,
 * which let staff act for the venue on such offers), each move audited in its transaction; they record a
 * hire, and its 3% fee is kept: pending, due once the chef's first 30 days are worked (a nightly job),
 * invoiced by staff, or cancelled when the contract ends sooner.
 */

type ServiceDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'config' | 'jobs'>;

/** A day `days` after `day` (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// -------------------------------------------------------------------------------------------- offers

type CountRow = Awaited<ReturnType<typeof recruitmentOfferCounts>>['rows'][number];

/** The offers of these counts as staff see them; four queries whatever their number. */
async function offerViews(db: Executor, rows: CountRow[]): Promise<RecruitmentOffer[]> {
  const offerIds = rows.map((row) => row.offerId);
  const offers = await offerHeadlines(db, offerIds);
  const venueIds = [...new Set([...offers.values()].map((offer) => offer.venueId))];
  const [venues, premium, hireCounts] = [
    await venueFacts(db, venueIds),
    await checkPremiumVenues(db, venueIds),
    new Map((await repo.hireCountsOfOffers(db, offerIds)).map((row) => [row.offerId, row.count])),
  ];
  return rows.flatMap((row) => {
    const offer = offers.get(row.offerId);
    const venue = offer && venues.get(offer.venueId);
    if (!offer || !venue) return [];
    return [
      {
        id: offer.id,
        name: offer.name,
        path: paths.offerView(null, venue.id, venue.slug, offer.id, offer.slug),
        venue: { id: venue.id, name: venue.name, premium: premium.has(venue.id) ? 1 : 0 },
        counts: { pending: row.pending, review: row.review, accepted: row.accepted, rejected: row.rejected },
        hires: hireCounts.get(offer.id) ?? 0,
        latest: row.latest.toISOString(),
      },
    ];
  });
}

/** admin.recruitment.offers: a page of the offers the service answers for, those waiting most first. */
export async function recruitmentOffers(db: Executor, page: number, qty: number) {
  const { rows, total } = await recruitmentOfferCounts(db, page, qty);
  return { items: await offerViews(db, rows), total, page };
}

// ---------------------------------------------------------------------------------------- applicants

function hireViewOf(hire: repo.HireRow, fee: repo.FeeRow): HireView {
  return {
    id: hire.id,
    application: hire.applicationId,
    hiredon: hire.hiredOn,
    salary: hire.salary,
    currency: hire.currency,
    endedon: hire.endedOn,
    fee: { id: fee.id, amount: fee.amount, state: fee.state, dueon: fee.dueOn },
  };
}

/**
 * admin.recruitment.applicants: an offer's applicants of one tab as its venue would read them, each with
 * the hire recorded; the offer with its counts. A fixed number of queries.
 */
export async function recruitmentApplicantsPage(
  deps: ServiceDeps,
  actor: Actor,
  input: z.output<typeof recruitmentApplicantsInput>,
): Promise<{ offer: RecruitmentOffer; items: RecruitmentApplicant[] }> {
  const items = await recruitmentApplicants(deps, actor, input);
  const { rows } = await recruitmentOfferCounts(deps.db, 0, 1, input.oid);
  const [offer] = await offerViews(deps.db, rows);
  if (!offer) throw new AppError('offer_not_found');
  const hires = new Map(
    (
      await repo.hiresOfApplications(
        deps.db,
        items.map((item) => item.id),
      )
    ).map(({ hire, fee }) => [hire.applicationId, hireViewOf(hire, fee)]),
  );
  return { offer, items: items.map((item) => ({ ...item, hire: hires.get(item.id) ?? null })) };
}

/**
 * offer.recruitment: what the service did for the venue on its offer, each chef with the hire day when
 * one is recorded; a fixed number of queries.
 */
export async function venueCandidates(
  deps: ServiceDeps,
  actor: Actor,
  offerId: number,
): Promise<RecruitmentCandidate[]> {
  const moved = await serviceMovesOnOffer(deps, actor, offerId);
  const hires = new Map(
    (
      await repo.hiresOfApplications(
        deps.db,
        moved.map((item) => item.id),
      )
    ).map(({ hire }) => [hire.applicationId, hire.hiredOn]),
  );
  return moved.map((item) => ({ ...item, hiredon: hires.get(item.id) ?? null }));
}

// --------------------------------------------------------------------------------------------- moves

/**
 * The applications feature's teller, with the audit row of the move in the same transaction: the
 * service's moves are staff actions like any other (decision 053).
 */
export function staffTeller(deps: ServiceDeps, staff: StaffActor): Tell {
  const tell = applicationTeller(deps);
  return async (tx, news) => {
    await tell(tx, news);
    if ('applicationId' in news)
      await recordAction(tx, staff, {
        action: `recruitment_${news.kind}`,
        kind: 'application',
        objectId: news.applicationId,
        before: news.from === undefined ? undefined : { status: news.from },
        after: news.stageId === undefined ? undefined : { stage: news.stageId },
      });
  };
}

// --------------------------------------------------------------------------------------------- hires

/**
 * admin.recruitment.hire: the chef of an agreed trial was hired on `hiredon` at a yearly salary. The hire
 * keeps the names of the venue, chef and offer; its fee is 3% of the salary, due 30 days after the hire
 * (at once when that day has passed); the venue is told (a notification, and an e-mail saying the fee and
 * when it is invoiced). One hire per application: a second is 409 `already_hired`.
 */
export async function recordHire(
  deps: ServiceDeps,
  staff: StaffActor,
  actor: Actor,
  input: z.output<typeof recruitmentHireInput>,
  today = utcDay(),
): Promise<HireView> {
  return deps.db.transaction(async (tx) => {
    const application = await lockedForHire(tx, actor, input.application);
    const offer = (await offerHeadlines(tx, [application.offerId])).get(application.offerId);
    const venue = offer && (await venueFacts(tx, [offer.venueId])).get(offer.venueId);
    const chef = (await chefProfileOwners(tx, [application.chefProfileId])).get(application.chefProfileId);
    if (!offer || !venue || !chef) throw new AppError('application_not_found');
    const hire = await repo.insertHire(tx, {
      applicationId: application.id,
      offerId: offer.id,
      venueId: venue.id,
      chefProfileId: application.chefProfileId,
      venueAccountId: venue.accountId,
      venueName: venue.name,
      chefName: chef.name,
      offerName: offer.name,
      hiredOn: input.hiredon,
      salary: input.salary,
      currency: input.currency,
      recordedByAccountId: staff.accountId,
    });
    if (!hire) throw new AppError('already_hired');
    const dueOn = addDays(input.hiredon, feeDueAfterDays);
    const fee = await repo.insertFee(tx, {
      hireId: hire.id,
      amount: recruitmentFee(input.salary),
      currency: input.currency,
      state: dueOn <= today ? 'due' : 'pending',
      dueOn,
    });
    await recordAction(tx, staff, {
      action: 'recruitment_hire',
      kind: 'application',
      objectId: application.id,
      after: {
        hire: hire.id,
        hiredon: hire.hiredOn,
        salary: hire.salary,
        currency: hire.currency,
        fee: fee.amount,
      },
    });
    const link = paths.restaurantOfferView(null, venue.id, offer.id);
    await notify(tx, {
      accountId: venue.accountId,
      venueId: venue.id,
      kind: 'recruitment_hired',
      link,
      name: chef.name,
      subject: { type: 'chef', id: application.chefProfileId },
    });
    const mailbox = await accountMailbox(tx, venue.accountId);
    if (mailbox)
      await deps.mailer.send(
        hiredMail({
          to: venue.contactEmail ?? mailbox.email,
          venue: venue.name,
          language: mailbox.language,
          publicUrl: deps.config.publicUrl,
          chef: chef.name,
          offer: offer.name,
          hiredOn: hire.hiredOn,
          fee: formatAmount(fee.amount, fee.currency, mailbox.language),
          path: link,
        }),
        { tx },
      );
    return hireViewOf(hire, fee);
  });
}

/**
 * admin.recruitment.end: the contract of a hire ended on `endedon`. A fee not yet invoiced is cancelled
 * when the contract ended before its due day (the chef did not work the first 30 days); an invoiced one
 * stays as it was (a credit note is the accountant's). An end before the hire is 422 `end_before_hire`.
 */
export async function endHire(
  deps: ServiceDeps,
  staff: StaffActor,
  input: z.output<typeof recruitmentEndInput>,
): Promise<HireView> {
  return deps.db.transaction(async (tx) => {
    const hire = await repo.findHireForUpdate(tx, input.hire);
    if (!hire) throw new AppError('not_found');
    if (input.endedon < hire.hiredOn) throw new AppError('end_before_hire');
    const fee = await repo.findFeeOfHireForUpdate(tx, hire.id);
    if (!fee) throw new AppError('not_found');
    const ended = await repo.updateHire(tx, hire.id, { endedOn: input.endedon });
    const cancel = (fee.state === 'pending' || fee.state === 'due') && input.endedon < fee.dueOn;
    const after = cancel ? await repo.updateFee(tx, fee.id, { state: 'cancelled' }) : fee;
    await recordAction(tx, staff, {
      action: 'recruitment_end',
      kind: 'hire',
      objectId: hire.id,
      before: { endedon: hire.endedOn, fee: fee.state },
      after: { endedon: ended.endedOn, fee: after.state },
    });
    return hireViewOf(ended, after);
  });
}

// ---------------------------------------------------------------------------------------------- fees

type FeeRows = Awaited<ReturnType<typeof repo.feesPage>>;

/** Fee rows as invoicing reads them, with the billed account's e-mail (empty once it is deleted). */
async function feeViews(db: Executor, rows: FeeRows): Promise<FeeView[]> {
  const accounts = await staffViewsOfAccounts(
    db,
    rows.map((row) => row.hire.venueAccountId),
  );
  return rows.map(({ fee, hire }) => {
    const email = accounts.get(hire.venueAccountId)?.email ?? '';
    return {
      id: fee.id,
      state: fee.state,
      amount: fee.amount,
      currency: fee.currency,
      dueon: fee.dueOn,
      invoicedon: fee.invoicedOn,
      hire: { id: hire.id, hiredon: hire.hiredOn, endedon: hire.endedOn, salary: hire.salary },
      venue: { id: hire.venueId, name: hire.venueName },
      billing: isDeletedAccountEmail(email) ? '' : email,
      chef: hire.chefName,
      offer: hire.offerName,
    };
  });
}

/** admin.fees.list: a page of the fees of a state (or all), due soonest first; three queries. */
export async function feesList(db: Executor, state: FeeState | 'all', page: number, qty: number) {
  const [rows, total] = [await repo.feesPage(db, state, page * qty, qty), await repo.countFees(db, state)];
  return { items: await feeViews(db, rows), total, page };
}

/** admin.fees.invoice: a due fee is invoiced today; any other is 409 `fee_moved_on`. */
export async function invoiceFee(
  deps: Pick<Deps, 'db'>,
  staff: StaffActor,
  id: number,
  today = utcDay(),
): Promise<FeeView> {
  return deps.db.transaction(async (tx) => {
    const fee = await repo.findFeeForUpdate(tx, id);
    if (!fee) throw new AppError('not_found');
    if (fee.state !== 'due') throw new AppError('fee_moved_on');
    await repo.updateFee(tx, fee.id, { state: 'invoiced', invoicedOn: today });
    await recordAction(tx, staff, {
      action: 'fee_invoice',
      kind: 'fee',
      objectId: fee.id,
      before: { state: fee.state },
      after: { state: 'invoiced', invoicedon: today },
    });
    return (await feeViews(tx, await repo.feesWithHires(tx, [fee.id])))[0]!;
  });
}

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const feesCsvColumns = [
  'fee',
  'state',
  'amount',
  'currency',
  'due_on',
  'invoiced_on',
  'hired_on',
  'ended_on',
  'yearly_salary',
  'venue',
  'billing_email',
  'chef',
  'offer',
] as const;

/** admin.fees.csv: every fee of a state (or all) as CSV for invoicing, one row each (RFC 4180, CRLF). */
export async function feesCsv(db: Executor, state: FeeState | 'all', today = utcDay()) {
  const fees = await feeViews(db, await repo.feesPage(db, state, 0));
  const lines = [
    feesCsvColumns.join(','),
    ...fees.map((fee) =>
      [
        fee.id,
        fee.state,
        fee.amount.toFixed(2),
        currencies[fee.currency as CurrencyId]?.code ?? '',
        fee.dueon,
        fee.invoicedon,
        fee.hire.hiredon,
        fee.hire.endedon,
        fee.hire.salary.toFixed(2),
        fee.venue.name,
        fee.billing,
        fee.chef,
        fee.offer,
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  return {
    content: new TextEncoder().encode(`${lines.join('\r\n')}\r\n`),
    filename: `brigade-fees-${state}-${today}.csv`,
  };
}

/** Hires by the week of their hire date, from `from` (a Monday, YYYY-MM-DD) on; one query. */
export const hiresByWeek = (db: Executor, from: string) => repo.countHiresByWeek(db, from);

/** Whether the account is billed for a hire: deleting it keeps its row (docs/decisions/054). */
export const isBilledAccount = (db: Executor, accountId: number) => repo.isBilled(db, accountId);

// ----------------------------------------------------------------------------------------------- job

/** The nightly turn: pending fees whose day has come become due. The ids moved. */
export async function runFeesDay(deps: Pick<Deps, 'db'>, today = utcDay()) {
  return (await repo.makeFeesDue(deps.db, today)).map((row) => row.id);
}

/** Daily at 00:20 UTC, once for the cluster. */
export function recruitmentFeesJob(deps: Pick<Deps, 'db'>) {
  return defineJob({
    name: 'recruitment-fees',
    schedule: '20 0 * * *',
    retryLimit: 3,
    retryDelaySeconds: 300,
    run: async () => {
      await runFeesDay(deps);
    },
  });
}
