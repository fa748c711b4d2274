import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';

export async function listNewest(db: Executor, limit: number) {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}

export async function findById(db: Executor, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}

/** An outbox status, or every message. */
export type OutboxFilter = (typeof emailOutbox.status.enumValues)[number] | 'all';

const statusIs = (status: OutboxFilter) => (status === 'all' ? undefined : eq(emailOutbox.status, status));

const listColumns = {
  id: emailOutbox.id,
  status: emailOutbox.status,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  template: emailOutbox.template,
  language: emailOutbox.language,
  error: emailOutbox.error,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};
export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];

/** A page of the outbox, newest first, without the messages' bodies. */
export async function listOutbox(db: Executor, status: OutboxFilter, offset: number, limit: number) {
  return db
    .select(listColumns)
    .from(emailOutbox)
    .where(statusIs(status))
    .orderBy(desc(emailOutbox.id))
    .offset(offset)
    .limit(limit);
}

export async function countOutbox(db: Executor, status: OutboxFilter): Promise<number> {
  const [row] = await db.select({ count: count() }).from(emailOutbox).where(statusIs(status));
  return row?.count ?? 0;
}

export async function findOutboxRow(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select(listColumns).from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** The e-mails written to these addresses, oldest first, for an account's export (054). */
export async function findMailsTo(db: Executor, addresses: string[]) {
  if (addresses.length === 0) return [];
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      language: emailOutbox.language,
      text: emailOutbox.text,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.toAddress, addresses))
    .orderBy(emailOutbox.id);
}
