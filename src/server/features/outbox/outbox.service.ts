import { sideBySide, type Executor } from '../../db/client';
import * as repo from './outbox.repository';

/** The newest e-mails of the outbox, newest first, for the local outbox page. */
export async function newestMails(db: Executor, limit = 100) {
  return repo.listNewest(db, limit);
}

/** One e-mail of the outbox, or undefined. */
export async function outboxMail(db: Executor, id: number) {
  return repo.findById(db, id);
}

export type { OutboxFilter, OutboxRow } from './outbox.repository';

/** A page of the outbox for the back office (docs/decisions/055), newest first, with the number that match. */
export async function outboxPage(db: Executor, status: repo.OutboxFilter, offset: number, limit: number) {
  const [rows, total] = await sideBySide(db, [
    () => repo.listOutbox(db, status, offset, limit),
    () => repo.countOutbox(db, status),
  ] as const);
  return { rows, total };
}

/** One message of the outbox as the back office lists it, or undefined. */
export async function outboxRow(db: Executor, id: number): Promise<repo.OutboxRow | undefined> {
  return repo.findOutboxRow(db, id);
}

/**
 * The copies of the e-mails written to an account's addresses (kept 12 months, then purged), for its
 * export (docs/decisions/054-own-data.md); one query.
 */
export async function mailsExport(db: Executor, addresses: string[]) {
  return repo.findMailsTo(db, [...new Set(addresses.map((a) => a.toLowerCase()))]);
}
