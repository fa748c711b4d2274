import { z } from 'zod';
import { pageNumber, pageSize } from './paging';
import { defineCall, noData } from './call';
import { emptyToUndefined } from './chef-profiles';
import { multilineText } from './fields';
import { slotImage } from './images';
import { recordId } from './numbers';
import type { ErrorCode } from '../errors';

/**
 * Messages between a chef and a venue (spec doc 1 sections 2, 3, 4 and 7; doc 2 sections 2, 3, 4 and 7;
 * decisions D5, D13, D14; docs/decisions/038-messages.md). One conversation per chef and venue; a venue
 * writes only while its account is premium, and a chef writes only to premium venues.
 */

/** Conversations load 10 a page, messages 20 (doc 1 and doc 2 section 9); a client may ask up to 50. */
export const conversationsPageSize = 10;
export const messagesPageSize = 20;
export const maxMessagingPageSize = 50;
/** The shortest message (doc 2 section 5 "Send message: min 4") and the longest kept. */
export const minMessageLength = 4;
export const maxMessageLength = 2000;

const pageField = pageNumber();
const qtyField = (size: number) => pageSize(size, maxMessagingPageSize);

/**
 * messages/conversations/list (doc 1) and messages/accountconversations/list (doc 2): `page`, `qty` 10;
 * a restaurant account may give `rid` for one venue's conversations, else it reads all its venues'.
 */
export const conversationsListInput = z.object({
  page: pageField,
  qty: qtyField(conversationsPageSize),
  rid: z.preprocess(emptyToUndefined, recordId().optional()),
});

/** The conversation's messages (doc 1 "conversation messages", its path not shown): `id`, `page`, `qty` 20. */
export const conversationInput = z.object({
  id: recordId(),
  page: pageField,
  qty: qtyField(messagesPageSize),
});

/**
 * messages/startconversation: `cid` the chef profile and `rid` the venue. A venue's account gives both;
 * a chef gives `rid` (their own profile is `cid`, which may be left out).
 */
export const startConversationInput = z.object({
  cid: z.preprocess(emptyToUndefined, recordId().optional()),
  rid: recordId(),
});

/** messages/send: `conversation` and `message` (at least 4 characters, line breaks kept). */
export const sendMessageInput = z.object({
  conversation: recordId(),
  message: multilineText(
    (s) => s.min(1, { error: 'message_required' }).min(minMessageLength, { error: 'min_4' }),
    maxMessageLength,
  ),
});

/** messages/blockconversation, unblockconversation and endconversation: `conversation`. */
export const conversationActionInput = z.object({ conversation: recordId() });

/** One message (doc 1 section 3 "Conversation": message, created, sender, status 0 unread). */
export const messageView = z.object({
  id: z.number().int(),
  message: z.string(),
  /** When it was sent (ISO 8601). */
  created: z.string(),
  /** The account that sent it: the chef's (`chef.acc`) or the venue's (`restaurant.acc`). */
  sender: z.number().int(),
  /** 0 while the one it was sent to has not read it, 1 once read. */
  status: z.union([z.literal(0), z.literal(1)]),
});
export type MessageView = z.output<typeof messageView>;

/** A conversation (doc 1 and doc 2 section 3 "Conversation"), as both sides' lists show it. */
export const conversationView = z.object({
  id: z.number().int(),
  /** The chef's account id. */
  caccount: z.number().int(),
  /** 1 active, 0 blocked (D14). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** The account that blocked it; null while active. */
  blocker: z.number().int().nullable(),
  restaurant: z.object({
    id: z.number().int(),
    /** The venue's account id. */
    acc: z.number().int(),
    slug: z.string(),
    name: z.string(),
    /** 1 while the venue's account is premium: only then may either side write (D5). */
    premium: z.union([z.literal(0), z.literal(1)]),
    images: z.object({ logo: slotImage }),
    /** Not in the spec: 1 when the venue's account was deleted (`name` then says so in the reader's language). */
    deleted: z.literal(1).optional(),
  }),
  chef: z.object({
    id: z.number().int(),
    acc: z.number().int(),
    slug: z.string(),
    name: z.string(),
    images: z.object({ profile: slotImage }),
    /** Not in the spec: 1 when the chef's account was deleted (`name` then says so in the reader's language). */
    deleted: z.literal(1).optional(),
  }),
  /** The newest message the reader sees (the list's preview); empty in a conversation not yet written in. */
  messages: z.array(messageView),
  /** Messages sent to the reader and not yet read. */
  unread: z.number().int().nonnegative(),
  /** 1 while the reader may write in it: active, no block either way, the venue premium. */
  canwrite: z.union([z.literal(0), z.literal(1)]),
  created: z.string(),
  /** When its newest message was sent; null before the first. */
  updated: z.string().nullable(),
});
export type ConversationView = z.output<typeof conversationView>;

const conversationsList = z.object({ list: z.array(conversationView) });

export const messagesConversationsList = defineCall({
  name: 'messages.conversations.list',
  method: 'POST',
  path: '/api/messages/conversations/list',
  access: 'account',
  summary:
    "The account's conversations with messages, newest message first (10 a page), each with its newest message and unread count; one venue's with `rid`.",
  input: conversationsListInput,
  output: conversationsList,
  errors: ['forbidden', 'premium_required', 'venue_not_found'],
});

export const messagesAccountConversationsList = defineCall({
  name: 'messages.accountconversations.list',
  method: 'POST',
  path: '/api/messages/accountconversations/list',
  access: 'restaurant',
  summary:
    "A restaurant account's conversations (every venue, or one with `rid`), as messages/conversations/list answers them; premium accounts (D5).",
  input: conversationsListInput,
  output: conversationsList,
  errors: ['premium_required', 'venue_not_found'],
});

export const messagesConversation = defineCall({
  name: 'messages.conversation',
  method: 'POST',
  path: '/api/messages/conversation',
  access: 'account',
  summary:
    'A conversation and a page of its messages (20, newest page first, oldest first within it); the messages sent to the reader become read.',
  input: conversationInput,
  output: z.object({ conversation: conversationView, messages: z.array(messageView) }),
  errors: ['premium_required', 'conversation_not_found'],
});

export const messagesStartConversation = defineCall({
  name: 'messages.startconversation',
  method: 'POST',
  path: '/api/messages/startconversation',
  access: 'account',
  summary:
    'The conversation of a chef and a venue, started if there is none: a premium venue with a chef, or a chef with a premium venue; answers its id.',
  input: startConversationInput,
  output: z.object({ id: z.number().int() }),
  errors: [
    'forbidden',
    'premium_required',
    'not_found',
    'venue_not_found',
    'chef_profile_missing',
    'conversation_venue_not_premium',
  ],
});

export const messagesSend = defineCall({
  name: 'messages.send',
  method: 'POST',
  path: '/api/messages/send',
  access: 'account',
  summary: 'Sends a message in a conversation the reader may write in (active, no block, the venue premium).',
  input: sendMessageInput,
  output: z.object({ message: messageView }),
  errors: [
    'forbidden',
    'premium_required',
    'conversation_not_found',
    'conversation_blocked',
    'conversation_venue_not_premium',
    'conversation_account_deleted',
  ],
});

/** A change to a conversation: by one of its two parties (staff read only), who may read it. */
const conversationAction = <Output extends z.ZodType>(
  name: string,
  summary: string,
  output: Output,
  errors: readonly ErrorCode[] = [],
) =>
  defineCall({
    name: `messages.${name}`,
    method: 'POST',
    path: `/api/messages/${name}`,
    access: 'account',
    summary,
    input: conversationActionInput,
    output,
    errors: ['forbidden', 'premium_required', 'conversation_not_found', ...errors],
  });

export const messagesBlockConversation = conversationAction(
  'blockconversation',
  'Blocks an active conversation: no message passes either way until the one who blocked unblocks it (D14).',
  z.object({ conversation: conversationView }),
  ['conversation_already_blocked'],
);
export const messagesUnblockConversation = conversationAction(
  'unblockconversation',
  'Unblocks a conversation the reader blocked.',
  z.object({ conversation: conversationView }),
  ['conversation_not_blocked', 'conversation_blocked_by_other'],
);
export const messagesEndConversation = conversationAction(
  'endconversation',
  "Deletes a conversation from the reader's list; a newer message from the other side brings it back (D14).",
  noData,
);

export const messagingCalls = [
  messagesConversationsList,
  messagesAccountConversationsList,
  messagesConversation,
  messagesStartConversation,
  messagesSend,
  messagesBlockConversation,
  messagesUnblockConversation,
  messagesEndConversation,
];
