import { and, count, desc, eq, isNotNull, isNull, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export async function insertContactMessage(db: Executor, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!;
}

/** Deletes the contact messages received before `before`; answers the ids of the CVs sent with them. */
export async function deleteContactMessagesBefore(db: Executor, before: Date): Promise<number[]> {
  const old = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ cvMediaId: contactMessages.cvMediaId });
  return old.map((m) => m.cvMediaId).filter((id): id is number => id !== null);
}

/** Which messages a list of the back office's inbox shows. */
export interface InboxFilters {
  state: 'open' | 'handled' | 'all';
  kind: 'message' | 'callback' | 'cv' | 'all';
}

/** Came with a CV: a file, or offers chosen in the send-CV-only flow. */
const withCv = sql`(${contactMessages.cvMediaId} is not null or cardinality(${contactMessages.offerIds}) > 0)`;

/** The kind of a message (contracts/admin-inbox.ts `inboxKinds`): a callback first, then a CV. */
const kindOf = sql<
  'message' | 'callback' | 'cv'
>`case when ${contactMessages.callback} then 'callback' when ${withCv} then 'cv' else 'message' end`;

function inboxCondition(filters: InboxFilters): SQL | undefined {
  return and(
    filters.state === 'open'
      ? isNull(contactMessages.handledAt)
      : filters.state === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined,
    filters.kind === 'callback'
      ? eq(contactMessages.callback, true)
      : filters.kind === 'cv'
        ? and(eq(contactMessages.callback, false), withCv)
        : filters.kind === 'message'
          ? and(eq(contactMessages.callback, false), not(withCv))
          : undefined,
  );
}

const inboxColumns = {
  id: contactMessages.id,
  kind: kindOf,
  name: contactMessages.name,
  surname: contactMessages.surname,
  company: contactMessages.company,
  email: contactMessages.email,
  phone: contactMessages.phone,
  phoneCode: contactMessages.phoneCode,
  subject: contactMessages.subject,
  enquiry: contactMessages.enquiry,
  callback: contactMessages.callback,
  language: contactMessages.language,
  offerIds: contactMessages.offerIds,
  cvMediaId: contactMessages.cvMediaId,
  accountId: contactMessages.accountId,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledByAccountId: contactMessages.handledByAccountId,
};
export type InboxRow = Awaited<ReturnType<typeof listInbox>>[number];

/** A page of the inbox, newest first. */
export async function listInbox(db: Executor, filters: InboxFilters, offset: number, limit: number) {
  return db
    .select(inboxColumns)
    .from(contactMessages)
    .where(inboxCondition(filters))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .offset(offset)
    .limit(limit);
}

export async function countInbox(db: Executor, filters: InboxFilters): Promise<number> {
  const [row] = await db.select({ count: count() }).from(contactMessages).where(inboxCondition(filters));
  return row?.count ?? 0;
}

export async function findInboxMessage(db: Executor, id: number) {
  const [row] = await db.select(inboxColumns).from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Marks a message handled, if it is still open; answers when, or null when it was handled already. */
export async function markHandled(db: Executor, id: number, staffAccountId: number): Promise<Date | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: sql`now()`, handledByAccountId: staffAccountId })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
    .returning({ handledAt: contactMessages.handledAt });
  return row?.handledAt ?? null;
}

/** Messages not handled yet (the back office's queue). */
export async function countOpenMessages(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return row?.count ?? 0;
}

/** The messages an account sent through the contact form, oldest first, for its export (054). */
export async function findSentByAccount(db: Executor, accountId: number) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      surname: contactMessages.surname,
      phone: contactMessages.phone,
      phoneCode: contactMessages.phoneCode,
      company: contactMessages.company,
      email: contactMessages.email,
      subject: contactMessages.subject,
      enquiry: contactMessages.enquiry,
      callback: contactMessages.callback,
      language: contactMessages.language,
      offerIds: contactMessages.offerIds,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.accountId, accountId))
    .orderBy(contactMessages.id);
}

/** The account's messages stay with staff as a visitor's would, no longer linked to it (054). */
export async function unlinkAccount(db: Executor, accountId: number) {
  await db.update(contactMessages).set({ accountId: null }).where(eq(contactMessages.accountId, accountId));
}
