import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { chefProfiles } from './chef-profiles';
import { restaurantProfiles } from './restaurant-profiles';

/** The message thread between a chef and a venue; one per pair. */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chefProfileId: integer('chef_profile_id')
      .notNull()
      .references(() => chefProfiles.id, { onDelete: 'cascade' }),
    restaurantProfileId: integer('restaurant_profile_id')
      .notNull()
      .references(() => restaurantProfiles.id, { onDelete: 'cascade' }),
    /** 1 active, 0 blocked: no new messages either way until the blocker unblocks (D14). */
    status: smallint('status').notNull().default(1),
    /** Who blocked (only they can unblock); set exactly when status is 0. */
    blockerAccountId: integer('blocker_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the first message; lists skip conversations without messages and sort by this. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_chef_restaurant_unique').on(t.chefProfileId, t.restaurantProfileId),
    index('conversations_chef_last_idx').on(t.chefProfileId, t.lastMessageAt.desc().nullsFirst()),
    index('conversations_restaurant_last_idx').on(t.restaurantProfileId, t.lastMessageAt.desc().nullsFirst()),
    index('conversations_blocker_idx').on(t.blockerAccountId),
    check('conversations_status_check', sql`${t.status} in (0, 1)`),
    check('conversations_blocker_check', sql`(${t.status} = 0) = (${t.blockerAccountId} is not null)`),
  ],
);

/**
 * A conversation one side deleted (messages/endconversation, D14). It is hidden from that account's list
 * until a message newer than hidden_at arrives; older messages stay hidden from that side.
 */
export const conversationHidden = pgTable(
  'conversation_hidden',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'conversation_hidden_pk', columns: [t.conversationId, t.accountId] }),
    index('conversation_hidden_account_idx').on(t.accountId),
  ],
);

/** One message in a conversation. Unread while read_at is null (read by the other side). */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderAccountId: integer('sender_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Plain text; the product's minimum is 4 characters (checked by validation, not here). */
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    // Unread counts (per conversation and the menu badge).
    index('messages_unread_idx')
      .on(t.conversationId, t.senderAccountId)
      .where(sql`${t.readAt} is null`),
    index('messages_sender_idx').on(t.senderAccountId),
    check('messages_body_check', sql`char_length(btrim(${t.body})) >= 1 and char_length(${t.body}) <= 5000`),
  ],
);
