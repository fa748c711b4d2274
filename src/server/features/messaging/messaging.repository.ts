import { and, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { conversationHidden, conversations, messages } from '../../db/schema/index';
import { conversationStatus } from '@shared/states';

export type NewMessage = typeof messages.$inferInsert;

/** Whose conversations: a chef profile's, or those of a restaurant account's venues. */
export type ConversationSide = { chefProfileId: number } | { venueIds: number[] };

const ofSide = (side: ConversationSide): SQL | undefined =>
  'chefProfileId' in side
    ? eq(conversations.chefProfileId, side.chefProfileId)
    : inArray(conversations.restaurantProfileId, side.venueIds);

/**
 * Columns named with their table, for the correlated subqueries below: Drizzle writes a column without
 * its table in a query of one table, where a subquery's own table would then take the name.
 */
const conversationIdOuter = sql.raw('"conversations"."id"');
const messageConversation = sql.raw('"messages"."conversation_id"');
const messageCreatedAt = sql.raw('"messages"."created_at"');

/** When the reader deleted the conversation `conversation` (D14), as a subquery; null if never. */
const hiddenAt = (accountId: number, conversation: SQL | number) =>
  sql`(select ${conversationHidden.hiddenAt} from ${conversationHidden} where ${conversationHidden.conversationId} = ${conversation} and ${conversationHidden.accountId} = ${accountId})`;

/** A message the reader sees: none the reader deleted with the conversation before it came. */
const seenBy = (accountId: number, conversation: SQL | number = messageConversation) =>
  sql`(${hiddenAt(accountId, conversation)} is null or ${messageCreatedAt} > ${hiddenAt(accountId, conversation)})`;

/** Sent to the reader and not read yet. */
const unreadFor = (accountId: number, conversation?: SQL | number) =>
  and(isNull(messages.readAt), ne(messages.senderAccountId, accountId), seenBy(accountId, conversation));

/** The reader's unread messages of the conversation of the outer query, as a subquery. */
const unreadCount = (accountId: number) =>
  sql<number>`(select count(*)::int from ${messages} where ${messageConversation} = ${conversationIdOuter} and ${isNull(messages.readAt)} and ${ne(messages.senderAccountId, accountId)} and ${seenBy(accountId)})`;

const conversationColumns = {
  id: conversations.id,
  chefProfileId: conversations.chefProfileId,
  venueId: conversations.restaurantProfileId,
  status: conversations.status,
  blockerAccountId: conversations.blockerAccountId,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
};
export type ConversationRow = {
  id: number;
  chefProfileId: number;
  venueId: number;
  status: number;
  blockerAccountId: number | null;
  createdAt: Date;
  lastMessageAt: Date | null;
};

/**
 * A page of the side's conversations the reader sees in a list: with a message, and none deleted by the
 * reader since its newest; newest message first, each with its unread count. One query.
 */
export async function listConversations(
  db: Executor,
  side: ConversationSide,
  readerAccountId: number,
  offset: number,
  limit: number,
) {
  const hidden = hiddenAt(readerAccountId, conversationIdOuter);
  return db
    .select({ ...conversationColumns, unread: unreadCount(readerAccountId) })
    .from(conversations)
    .where(
      and(
        ofSide(side),
        isNotNull(conversations.lastMessageAt),
        sql`(${hidden} is null or ${conversations.lastMessageAt} > ${hidden})`,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .offset(offset)
    .limit(limit);
}

const conversationQuery = (db: Executor, id: number, readerAccountId: number) =>
  db
    .select({ ...conversationColumns, unread: unreadCount(readerAccountId) })
    .from(conversations)
    .where(eq(conversations.id, id));

/** One conversation with the reader's unread count. */
export async function findConversation(db: Executor, id: number, readerAccountId: number) {
  const [row] = await conversationQuery(db, id, readerAccountId);
  return row ?? null;
}

/** The same, locked for a change. */
export async function findConversationForUpdate(db: Transaction, id: number, readerAccountId: number) {
  const [row] = await conversationQuery(db, id, readerAccountId).for('update', { of: conversations });
  return row ?? null;
}

/** The conversation of a chef and a venue: the existing one, else a new one. Two statements at most. */
export async function findOrCreateConversation(db: Executor, chefProfileId: number, venueId: number) {
  const [made] = await db
    .insert(conversations)
    .values({ chefProfileId, restaurantProfileId: venueId })
    .onConflictDoNothing({ target: [conversations.chefProfileId, conversations.restaurantProfileId] })
    .returning({ id: conversations.id });
  if (made) return made.id;
  const [found] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(eq(conversations.chefProfileId, chefProfileId), eq(conversations.restaurantProfileId, venueId)),
    );
  return found!.id;
}

/** The newest message the reader sees of each conversation; one query. */
export async function lastMessages(db: Executor, conversationIds: number[], readerAccountId: number) {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([messages.conversationId], messageColumns)
    .from(messages)
    .where(and(inArray(messages.conversationId, conversationIds), seenBy(readerAccountId)))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
}

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  body: messages.body,
  senderAccountId: messages.senderAccountId,
  readAt: messages.readAt,
  createdAt: messages.createdAt,
};
export type MessageRow = {
  id: number;
  conversationId: number;
  body: string;
  senderAccountId: number;
  readAt: Date | null;
  createdAt: Date;
};

/** A page of a conversation's messages the reader sees, newest first; one query. */
export async function pageOfMessages(
  db: Executor,
  conversationId: number,
  readerAccountId: number,
  offset: number,
  limit: number,
) {
  return db
    .select(messageColumns)
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), seenBy(readerAccountId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .offset(offset)
    .limit(limit);
}

/** The messages sent to the reader in the conversation (those the reader sees) become read; the ids marked. */
export async function markRead(db: Executor, conversationId: number, readerAccountId: number) {
  const rows = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.conversationId, conversationId), unreadFor(readerAccountId, conversationId)))
    .returning({ id: messages.id });
  return rows.map((r) => r.id);
}

/** A new message, and the conversation's newest-message time; the message as stored. */
export async function insertMessage(db: Executor, row: NewMessage) {
  // The time it is sent, not the transaction's start: a send that waited on the conversation's lock
  // while the other side deleted it comes after the delete, and brings the conversation back (D14).
  const [message] = await db
    .insert(messages)
    .values({ createdAt: sql`clock_timestamp()`, ...row })
    .returning(messageColumns);
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${message!.createdAt}::timestamptz)` })
    .where(eq(conversations.id, row.conversationId));
  return message!;
}

/** Many messages at once, with each conversation's newest-message time (the demo's). */
export async function insertMessages(db: Executor, rows: NewMessage[]) {
  if (rows.length === 0) return;
  await db.insert(messages).values(rows);
  await db.execute(
    sql`update ${conversations} set last_message_at = (select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversations.id}) where ${inArray(conversations.id, [...new Set(rows.map((r) => r.conversationId))])}`,
  );
}

/**
 * How many of the sender's messages in the conversation still wait unread by the other side, among those
 * the other side sees (not those it deleted with the conversation, which stay unread for good).
 */
export async function countUnreadFrom(db: Executor, conversationId: number, senderAccountId: number) {
  const hidden = sql`(select max(${conversationHidden.hiddenAt}) from ${conversationHidden} where ${conversationHidden.conversationId} = ${conversationId} and ${conversationHidden.accountId} <> ${senderAccountId})`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderAccountId, senderAccountId),
        isNull(messages.readAt),
        sql`(${hidden} is null or ${messageCreatedAt} > ${hidden})`,
      ),
    );
  return row?.count ?? 0;
}

/** Blocks (status 0, the blocker recorded) or unblocks a conversation. */
export async function setBlocked(db: Executor, id: number, blockerAccountId: number | null) {
  await db
    .update(conversations)
    .set({
      status: blockerAccountId === null ? conversationStatus.open : conversationStatus.blocked,
      blockerAccountId,
    })
    .where(eq(conversations.id, id));
}

/** The reader deletes the conversation from their list (D14): hidden until a newer message comes. */
export async function hideConversation(db: Executor, id: number, accountId: number) {
  await db
    .insert(conversationHidden)
    .values({ conversationId: id, accountId, hiddenAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [conversationHidden.conversationId, conversationHidden.accountId],
      set: { hiddenAt: sql`clock_timestamp()` },
    });
}

/**
 * The reader's unread messages by venue (the badges of `pendingnotifications.messages`): of a chef
 * profile's conversations, or of a restaurant account's venues. One query on the unread index.
 */
export async function unreadByVenue(db: Executor, side: ConversationSide, readerAccountId: number) {
  if ('venueIds' in side && side.venueIds.length === 0) return [];
  return db
    .select({ venueId: conversations.restaurantProfileId, count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(ofSide(side), unreadFor(readerAccountId, conversationIdOuter)))
    .groupBy(conversations.restaurantProfileId);
}

/**
 * The side's conversations with every message of each (those the account hid too) and when the account
 * hid it, for its export (docs/decisions/054-own-data.md); two queries.
 */
export async function findConversationsForExport(db: Executor, side: ConversationSide, accountId: number) {
  if ('venueIds' in side && side.venueIds.length === 0) return [];
  const rows = await db
    .select({ ...conversationColumns, hiddenAt: hiddenAt(accountId, conversationIdOuter) })
    .from(conversations)
    .where(ofSide(side))
    .orderBy(conversations.id);
  if (rows.length === 0) return [];
  const all = await db
    .select(messageColumns)
    .from(messages)
    .where(
      inArray(
        messages.conversationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(messages.conversationId, messages.createdAt, messages.id);
  return rows.map((row) => ({ ...row, messages: all.filter((m) => m.conversationId === row.id) }));
}

/** The side's conversations: who is in each and whether it has a message. */
export async function findConversationsOfSide(db: Executor, side: ConversationSide) {
  if ('venueIds' in side && side.venueIds.length === 0) return [];
  return db
    .select({
      id: conversations.id,
      chefProfileId: conversations.chefProfileId,
      venueId: conversations.restaurantProfileId,
      hasMessages: sql<boolean>`${conversations.lastMessageAt} is not null`,
    })
    .from(conversations)
    .where(ofSide(side));
}

/** Deletes conversations (their messages with them) and what the account hid of the others. */
export async function deleteConversations(db: Executor, ids: number[], accountId: number) {
  if (ids.length > 0) await db.delete(conversations).where(inArray(conversations.id, ids));
  await db.delete(conversationHidden).where(eq(conversationHidden.accountId, accountId));
}
