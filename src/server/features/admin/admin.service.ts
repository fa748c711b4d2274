import type { z } from 'zod';
import {
  premiumPrice,
  type AdminOverview,
  type ModerationItem,
  type ModerationKind,
  type PremiumAccount,
  type ReviewDecision,
  type ReviewedItem,
  type moderationDecideInput,
  type StaffRole,
} from '@shared/contracts/admin';
import type { Language } from '@shared/i18n/languages';
import { approval } from '@shared/states';
import { sideBySide, type Executor, type Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { accountMailbox, staffViewsOfAccounts } from '../accounts/accounts.service';
import {
  activatePremium,
  declinePremiumRequest,
  endPremium,
  pendingPremiumRequests,
  premiumAccount,
  premiumAccounts,
  type PlanChange,
  type PremiumListState,
  type PremiumRow,
} from '../accounts/premium.service';
import { recordAction, type StaffActor } from '../audit/audit.service';
import { chefProfilesInReview, decideChefProfile } from '../chef-profiles/chef-profiles.service';
import { decideOffer, offersInReview } from '../offers/offers.service';
import { decideVenue, venueCountsOfAccounts, venuesInReview } from '../venues/venues.service';
import { rejectionMail } from './admin.emails';

/**
 * The back office (decisions D1, D5, D6; docs/decisions/053-back-office.md): what staff see and do,
 * composed from the owners' services. Every action runs in one transaction with its audit row and the
 * owner's notification and e-mail, so the log never misses an action and an action never happens
 * untold.
 */

const inReview = {
  chef: chefProfilesInReview,
  venue: venuesInReview,
  offer: offersInReview,
} satisfies Record<ModerationKind, unknown>;

const decideOf = {
  chef: decideChefProfile,
  venue: decideVenue,
  offer: decideOffer,
} satisfies Record<ModerationKind, (tx: Transaction, id: number, d: 'approve' | 'reject') => unknown>;

/** The audit log's names of the three kinds. */
const auditKind = { chef: 'chef_profile', venue: 'venue', offer: 'offer' } as const;

export async function overview(db: Executor, auth: AuthContext): Promise<AdminOverview> {
  const [chef, venue, offer, premium] = await sideBySide(db, [
    () => chefProfilesInReview(db, 0, 0, 'en').then((r) => r.total),
    () => venuesInReview(db, 0, 0, 'en').then((r) => r.total),
    () => offersInReview(db, 0, 0, 'en').then((r) => r.total),
    () => pendingPremiumRequests(db),
  ] as const);
  return {
    role: auth.account.staffRole as StaffRole,
    name: auth.account.name,
    email: auth.account.email,
    queues: { chef, venue, offer, premium },
  };
}

/** A page of a moderation queue, oldest first, each item with its owner's account. */
export async function moderationQueue(
  db: Executor,
  kind: ModerationKind,
  page: number,
  qty: number,
  language: Language,
): Promise<{ items: ModerationItem[]; total: number; page: number }> {
  const { items, total } = await inReview[kind](db, page * qty, qty, language);
  const owners = await staffViewsOfAccounts(
    db,
    items.map((i) => i.accountId),
  );
  return {
    total,
    page,
    items: items.flatMap(({ accountId, ...item }: ReviewedItem) => {
      const owner = owners.get(accountId);
      return owner ? [{ ...item, owner }] : [];
    }),
  };
}

/**
 * A moderator's decision: the item must still wait for review (else `moderation_moved_on`); a rejection
 * e-mails its owner the reason and the note in their language. Audited.
 */
export async function decide(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  staff: StaffActor,
  input: z.output<typeof moderationDecideInput>,
) {
  return deps.db.transaction(async (tx) => {
    const decided: ReviewDecision | null = await decideOf[input.kind](tx, input.id, input.decision);
    if (!decided) throw new AppError('moderation_moved_on');
    const approved = input.decision === 'approve' ? approval.approved : approval.rejected;
    const note = input.note?.trim() ?? '';
    if (input.decision === 'reject' && input.reason) {
      const mailbox = await accountMailbox(tx, decided.accountId);
      if (mailbox)
        await deps.mailer.send(
          rejectionMail({
            to: mailbox.email,
            name: mailbox.name,
            language: mailbox.language,
            publicUrl: deps.config.publicUrl,
            kind: input.kind,
            itemName: decided.name,
            reason: input.reason,
            note,
            editPath: decided.editPath,
          }),
          { tx },
        );
    }
    await recordAction(tx, staff, {
      action: input.decision,
      kind: auditKind[input.kind],
      objectId: input.id,
      before: { approved: approval.inReview },
      after: { approved, ...(input.reason ? { reason: input.reason, note } : {}) },
    });
    return { id: input.id, kind: input.kind, approved };
  });
}

async function premiumViews(db: Executor, rows: PremiumRow[]): Promise<PremiumAccount[]> {
  const venues = await venueCountsOfAccounts(
    db,
    rows.map((r) => r.account.id),
  );
  return rows.map(({ account, request, period }) => {
    const count = venues.get(account.id) ?? 0;
    return {
      account: {
        id: account.id,
        type: account.type,
        name: account.name,
        email: account.email,
        language: account.language,
      },
      subscription: account.subscription,
      venues: count,
      price: premiumPrice(count),
      request,
      period,
    };
  });
}

export async function premiumList(db: Executor, state: PremiumListState, page: number, qty: number) {
  const { rows, total } = await premiumAccounts(db, state, page * qty, qty);
  return { items: await premiumViews(db, rows), total, page };
}

async function premiumView(db: Executor, accountId: number): Promise<PremiumAccount> {
  return (await premiumViews(db, [await premiumAccount(db, accountId)]))[0]!;
}

/** An admin's change of an account's plan, audited in its transaction; the account as the list shows it. */
async function planAction(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  staff: StaffActor,
  accountId: number,
  action: string,
  change: (tx: Transaction) => Promise<PlanChange>,
): Promise<PremiumAccount> {
  await deps.db.transaction(async (tx) => {
    const { before, after } = await change(tx);
    await recordAction(tx, staff, { action, kind: 'account', objectId: accountId, before, after });
  });
  return premiumView(deps.db, accountId);
}

export function activate(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  staff: StaffActor,
  input: { account: number; start: string; end: string },
) {
  return planAction(deps, staff, input.account, 'premium_activate', (tx) =>
    activatePremium(deps, tx, {
      accountId: input.account,
      start: input.start,
      end: input.end,
      staffAccountId: staff.accountId,
    }),
  );
}

export function end(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, staff: StaffActor, accountId: number) {
  return planAction(deps, staff, accountId, 'premium_end', (tx) =>
    endPremium(deps, tx, { accountId, staffAccountId: staff.accountId }),
  );
}

export function decline(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, staff: StaffActor, accountId: number) {
  return planAction(deps, staff, accountId, 'premium_decline', (tx) =>
    declinePremiumRequest(tx, { accountId, staffAccountId: staff.accountId }),
  );
}
