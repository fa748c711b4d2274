import type { FileOutput } from '@shared/contracts/call';
import type {
  InboxKind,
  InboxMessage,
  InboxState,
  OutboxMail,
  OutboxStatus,
} from '@shared/contracts/admin-inbox';
import type { Language } from '@shared/i18n/languages';
import { paths } from '@shared/paths';
import { sideBySide, type Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { staffViewsOfAccounts } from '../accounts/accounts.service';
import { recordAction, type StaffActor } from '../audit/audit.service';
import {
  inboxMessage,
  inboxPage,
  markMessageHandled,
  messageCv,
  type InboxRow,
} from '../contact/contact.service';
import { filesByIds } from '../media/media.service';
import { offerHeadlines } from '../offers/offers.service';
import { outboxPage, outboxRow, type OutboxRow } from '../outbox/outbox.service';
import { venueFacts } from '../venues/venues.service';

/**
 * The back office's inbox and e-mail outbox (issue 33; docs/decisions/055), composed from their owners'
 * services: contact messages (contact), their senders and handlers (accounts), CV files (media), the
 * offers a CV was sent for (offers, venues); the outbox's rows (outbox) and their deliveries (the
 * mailer, on the job queue). Each action is audited in its own transaction.
 */

// ---------------------------------------------------------------------------------------------- inbox

/** The messages as staff read them: a fixed number of queries whatever the page's size. */
async function inboxViews(db: Executor, rows: InboxRow[], language: Language): Promise<InboxMessage[]> {
  const accountIds = rows.flatMap((r) => [r.accountId, r.handledByAccountId]).filter((id) => id !== null);
  const fileIds = rows.map((r) => r.cvMediaId).filter((id) => id !== null);
  const [accounts, files, offers] = await sideBySide(db, [
    () => staffViewsOfAccounts(db, accountIds),
    () => filesByIds(db, fileIds),
    () =>
      offerHeadlines(
        db,
        rows.flatMap((r) => r.offerIds),
      ),
  ] as const);
  const venues = await venueFacts(
    db,
    [...offers.values()].map((o) => o.venueId),
  );
  return rows.map((row) => {
    const file = row.cvMediaId === null ? undefined : files.get(row.cvMediaId);
    const handler = row.handledByAccountId === null ? undefined : accounts.get(row.handledByAccountId);
    return {
      id: row.id,
      kind: row.kind as InboxKind,
      name: [row.name, row.surname].filter(Boolean).join(' '),
      company: row.company,
      email: row.email,
      phone: [row.phoneCode, row.phone].filter(Boolean).join(' '),
      subject: row.subject,
      enquiry: row.enquiry,
      callback: row.callback,
      language: row.language,
      offers: row.offerIds.map((id) => {
        const offer = offers.get(id);
        const venue = offer && venues.get(offer.venueId);
        return {
          id,
          name: offer?.name ?? '',
          venue: venue?.name ?? '',
          path: offer && venue ? paths.offerView(language, venue.id, venue.slug, offer.id, offer.slug) : null,
        };
      }),
      cv: file ? { name: file.originalName, contentType: file.contentType, size: file.sizeBytes } : null,
      account: (row.accountId !== null && accounts.get(row.accountId)) || null,
      created: row.createdAt.toISOString(),
      handled: row.handledAt
        ? {
            at: row.handledAt.toISOString(),
            by: handler ? { id: handler.id, name: handler.name, email: handler.email } : null,
          }
        : null,
    };
  });
}

export async function inboxList(
  db: Executor,
  filters: { state: InboxState; kind: InboxKind | 'all' },
  page: number,
  qty: number,
  language: Language,
) {
  const { rows, total } = await inboxPage(db, filters, page * qty, qty);
  return { items: await inboxViews(db, rows, language), total, page };
}

/**
 * Marks a message handled by this member of staff, now, audited in the same transaction. A message
 * someone handled already stays theirs (two people at once): it is answered as it is, and nothing is
 * recorded.
 */
export async function handleMessage(
  deps: Pick<Deps, 'db'>,
  staff: StaffActor,
  id: number,
  language: Language,
): Promise<InboxMessage> {
  await deps.db.transaction(async (tx) => {
    if (!(await inboxMessage(tx, id))) throw new AppError('not_found');
    const handledAt = await markMessageHandled(tx, id, staff.accountId);
    if (handledAt)
      await recordAction(tx, staff, {
        action: 'handle',
        kind: 'contact_message',
        objectId: id,
        before: { handled: null },
        after: { handled: handledAt.toISOString() },
      });
  });
  const row = await inboxMessage(deps.db, id);
  if (!row) throw new AppError('not_found');
  return (await inboxViews(deps.db, [row], language))[0]!;
}

/** The CV a message came with, as a download. */
export async function inboxCv(deps: Pick<Deps, 'db' | 'storage'>, id: number): Promise<FileOutput> {
  const file = await messageCv(deps, id);
  if (!file) throw new AppError('not_found');
  return file;
}

// --------------------------------------------------------------------------------------------- outbox

async function outboxViews(deps: Pick<Deps, 'mailer'>, rows: OutboxRow[]): Promise<OutboxMail[]> {
  const attempts = await deps.mailer.attempts(rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    to: row.to,
    subject: row.subject,
    template: row.template,
    language: row.language,
    attempts: attempts.get(row.id) ?? null,
    error: row.error,
    created: row.createdAt.toISOString(),
    sent: row.sentAt?.toISOString() ?? null,
  }));
}

export async function outboxList(
  deps: Pick<Deps, 'db' | 'mailer'>,
  status: OutboxStatus | 'all',
  page: number,
  qty: number,
) {
  const { rows, total } = await outboxPage(deps.db, status, page * qty, qty);
  return { items: await outboxViews(deps, rows), total, page };
}

const retryRefusals = {
  not_found: 'not_found',
  not_failed: 'outbox_not_failed',
  delivery_lost: 'outbox_delivery_lost',
} as const;

/**
 * An admin's retry of a failed e-mail: the mailer queues its delivery again, through the same job and
 * its retries, in the transaction that records the action; the worker is woken after the commit.
 */
export async function retryMail(
  deps: Pick<Deps, 'db' | 'mailer'>,
  staff: StaffActor,
  id: number,
): Promise<OutboxMail> {
  await deps.db.transaction(async (tx) => {
    const result = await deps.mailer.retry(id, tx);
    if ('refused' in result) throw new AppError(retryRefusals[result.refused]);
    await recordAction(tx, staff, {
      action: 'retry',
      kind: 'email',
      objectId: id,
      before: { status: 'failed' },
      after: { status: result.status },
    });
  });
  deps.mailer.wake();
  const row = await outboxRow(deps.db, id);
  if (!row) throw new AppError('not_found');
  return (await outboxViews(deps, [row]))[0]!;
}
