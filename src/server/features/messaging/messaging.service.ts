import type { z } from 'zod';
import type {
  ConversationView,
  MessageView,
  conversationInput,
  conversationsListInput,
  sendMessageInput,
  startConversationInput,
} from '@shared/contracts/messaging';
import {
  checkBlockedCounterparts,
  checkPremiumVenues,
  isGateOpen,
  requireGate,
  isStaff,
  requireAccess,
  requireConversationStart,
  type Actor,
} from '../../access';
import { sideBySide, transactional, type Executor, type Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import type { SessionUserPart } from '../../lib/session-user';
import type { Language } from '@shared/i18n/languages';
import { translate } from '../../lib/i18n';
import { accountMailbox, deletedAccounts } from '../accounts/accounts.service';
import {
  chefProfileOfAccount,
  chefProfileOwners,
  chefSummaries,
} from '../chef-profiles/chef-profiles.service';
import { imagesOfVenues } from '../media/media.service';
import { venueFacts, venuesOfAccount } from '../venues/venues.service';
import { newMessageMail } from './messaging.emails';
import * as repo from './messaging.repository';
import { conversationStatus, isBlocked } from '@shared/states';
import { bit } from '../../lib/bit';
import { paths } from '@shared/paths';

/**
 * The messaging feature owns the conversations, their messages and who deleted which
 * (docs/decisions/038-messages.md): one conversation per chef and venue, started by a premium venue
 * with a chef or by a chef with a premium venue; either side writes while it is active, no block stands
 * between the two accounts and the venue's account is premium (D5, D14). A restaurant account reads its
 * conversations through the messages gate (subscription 1).
 */

type ReadDeps = Pick<Deps, 'db' | 'storage'>;

/** A restaurant account without the messages gate is told it is a Premium feature (D5). */
function requireMessagesGate(actor: Actor) {
  if (actor.type === 'restaurant') requireGate(actor, 'messages');
}

/** The conversations the actor reads: its chef profile's, or its venues' (one with `rid`). */
async function sideOf(db: Executor, actor: Actor, venueId?: number): Promise<repo.ConversationSide | null> {
  if (actor.type === 'chef') {
    const profile = await chefProfileOfAccount(db, actor.accountId);
    return profile ? { chefProfileId: profile.id } : null;
  }
  if (actor.type !== 'restaurant') throw new AppError('forbidden');
  requireMessagesGate(actor);
  if (venueId !== undefined) {
    await requireAccess(db, actor, 'venue.manage', venueId, { refusal: 'venue_not_found' });
    return { venueIds: [venueId] };
  }
  return { venueIds: (await venuesOfAccount(db, actor.accountId)).map((v) => v.id) };
}

const messageViewOf = (row: repo.MessageRow): MessageView => ({
  id: row.id,
  message: row.body,
  created: row.createdAt.toISOString(),
  sender: row.senderAccountId,
  status: row.readAt ? 1 : 0,
});

/**
 * The conversations as the actor sees them: both parties' names and pictures, the newest message the
 * actor sees, and whether the actor may write. A side that deleted its account shows as "deleted
 * account" in `language` (the reader's), without picture or page (docs/decisions/054-own-data.md). A
 * fixed number of queries whatever their number.
 */
async function conversationViews(
  deps: ReadDeps,
  actor: Actor,
  rows: (repo.ConversationRow & { unread: number })[],
  language: Language,
): Promise<ConversationView[]> {
  if (rows.length === 0) return [];
  const venueIds = [...new Set(rows.map((r) => r.venueId))];
  const [chefs, venues, logos, premium, last] = await sideBySide(deps.db, [
    () =>
      chefSummaries(
        deps,
        rows.map((r) => r.chefProfileId),
      ),
    () => venueFacts(deps.db, venueIds),
    () => imagesOfVenues(deps, venueIds),
    () => checkPremiumVenues(deps.db, venueIds),
    () =>
      repo.lastMessages(
        deps.db,
        rows.map((r) => r.id),
        actor.accountId,
      ),
  ] as const);
  const counterparts = rows.flatMap((r) => {
    const chefAccount = chefs.get(r.chefProfileId)?.acc;
    const venueAccount = venues.get(r.venueId)?.accountId;
    return chefAccount === actor.accountId ? [venueAccount ?? 0] : [chefAccount ?? 0];
  });
  const [blocked, gone] = await sideBySide(deps.db, [
    () =>
      isStaff(actor)
        ? Promise.resolve(new Set<number>())
        : checkBlockedCounterparts(deps.db, actor.accountId, counterparts),
    () =>
      deletedAccounts(
        deps.db,
        rows.flatMap((r) => [chefs.get(r.chefProfileId)?.acc ?? 0, venues.get(r.venueId)?.accountId ?? 0]),
      ),
  ] as const);
  const deletedName = translate(language, 'api:deleted_account');
  const lastOf = new Map(last.map((m) => [m.conversationId, m]));
  return rows.flatMap((row) => {
    const chef = chefs.get(row.chefProfileId);
    const venue = venues.get(row.venueId);
    if (!chef || !venue) return [];
    const counterpart = chef.acc === actor.accountId ? venue.accountId : chef.acc;
    const party = chef.acc === actor.accountId || venue.accountId === actor.accountId;
    const newest = lastOf.get(row.id);
    const venueGone = gone.has(venue.accountId);
    const chefGone = gone.has(chef.acc);
    return [
      {
        id: row.id,
        caccount: chef.acc,
        status: isBlocked(row) ? conversationStatus.blocked : conversationStatus.open,
        blocker: row.blockerAccountId,
        restaurant: {
          id: venue.id,
          acc: venue.accountId,
          slug: venue.slug,
          name: venueGone ? deletedName : venue.name,
          premium: bit(premium.has(venue.id)),
          images: { logo: venueGone ? null : (logos.get(venue.id)?.logo ?? null) },
          ...(venueGone ? { deleted: 1 as const } : {}),
        },
        chef: {
          id: chef.id,
          acc: chef.acc,
          slug: chef.slug,
          name: chefGone ? deletedName : chef.name,
          images: chefGone ? { profile: null } : chef.images,
          ...(chefGone ? { deleted: 1 as const } : {}),
        },
        messages: newest ? [messageViewOf(newest)] : [],
        unread: row.unread,
        canwrite: bit(
          party &&
            !isBlocked(row) &&
            !blocked.has(counterpart) &&
            !venueGone &&
            !chefGone &&
            premium.has(venue.id),
        ),
        created: row.createdAt.toISOString(),
        updated: row.lastMessageAt?.toISOString() ?? null,
      },
    ];
  });
}

/**
 * messages/conversations/list and messages/accountconversations/list: a page of the actor's
 * conversations with messages, newest message first; a restaurant account's every venue, or `rid`.
 */
export async function conversationsList(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof conversationsListInput>,
  language: Language,
): Promise<ConversationView[]> {
  const side = await sideOf(deps.db, actor, input.rid);
  if (!side || ('venueIds' in side && side.venueIds.length === 0)) return [];
  const rows = await repo.listConversations(
    deps.db,
    side,
    actor.accountId,
    input.page * input.qty,
    input.qty,
  );
  return conversationViews(deps, actor, rows, language);
}

/** A conversation the actor may read, else 404 `conversation_not_found` (premium first for venues). */
async function readable(db: Executor, actor: Actor, id: number) {
  requireMessagesGate(actor);
  await requireAccess(db, actor, 'conversation.read', id, { refusal: 'conversation_not_found' });
}

/**
 * messages/conversation: the conversation and a page of its messages (newest page first, oldest first
 * within it). Opening it marks the messages sent to the reader read; the answer's `unread` says how many
 * this opening marked. Staff read without marking.
 */
export async function conversationPage(
  deps: ReadDeps,
  actor: Actor,
  input: z.output<typeof conversationInput>,
  language: Language,
): Promise<{ conversation: ConversationView; messages: MessageView[] }> {
  await readable(deps.db, actor, input.id);
  const row = await repo.findConversation(deps.db, input.id, actor.accountId);
  if (!row) throw new AppError('conversation_not_found');
  if (!isStaff(actor) && row.unread > 0) await repo.markRead(deps.db, input.id, actor.accountId);
  const [page, [conversation]] = await sideBySide(deps.db, [
    () => repo.pageOfMessages(deps.db, input.id, actor.accountId, input.page * input.qty, input.qty),
    () => conversationViews(deps, actor, [row], language),
  ] as const);
  if (!conversation) throw new AppError('conversation_not_found');
  return { conversation, messages: page.reverse().map(messageViewOf) };
}

/**
 * messages/startconversation: the conversation of the chef `cid` and the venue `rid`, made if there is
 * none. A venue's account starts it with a chef it sees (its own venue, premium: D5); a chef with a live,
 * premium venue. A block either way hides the other side (404).
 */
export const startConversation = transactional(async function startConversation(
  db: Transaction,
  actor: Actor,
  input: z.output<typeof startConversationInput>,
): Promise<{ id: number }> {
  let chefProfileId: number;
  if (actor.type === 'restaurant') {
    requireMessagesGate(actor);
    await requireAccess(db, actor, 'venue.manage', input.rid, { refusal: 'venue_not_found' });
    if (input.cid === undefined)
      throw new AppError('invalid_input', { issues: [{ field: 'cid', code: 'required' }] });
    await requireAccess(db, actor, 'chefProfile.view', input.cid);
    chefProfileId = input.cid;
  } else if (actor.type === 'chef') {
    const profile = await chefProfileOfAccount(db, actor.accountId);
    if (!profile) throw new AppError('chef_profile_missing');
    if (input.cid !== undefined && input.cid !== profile.id) throw new AppError('forbidden');
    await requireAccess(db, actor, 'venue.view', input.rid);
    if (!(await checkPremiumVenues(db, [input.rid])).has(input.rid))
      throw new AppError('conversation_venue_not_premium');
    chefProfileId = profile.id;
  } else throw new AppError('forbidden');
  await requireConversationStart(db, actor, { chefProfileId, venueId: input.rid });
  return { id: await repo.findOrCreateConversation(db, chefProfileId, input.rid) };
});

/**
 * Why the actor may not write in a conversation it reads: blocked (the conversation, or a block between
 * the accounts), or the venue not premium. Asked only once the access module refused.
 */
async function whyNotWritable(db: Executor, actor: Actor, row: repo.ConversationRow): Promise<AppError> {
  if (isStaff(actor)) return new AppError('forbidden');
  if (isBlocked(row)) return new AppError('conversation_blocked');
  const [owners, venues] = await sideBySide(db, [
    () => chefProfileOwners(db, [row.chefProfileId]),
    () => venueFacts(db, [row.venueId]),
  ] as const);
  const parties = [owners.get(row.chefProfileId)?.accountId ?? 0, venues.get(row.venueId)?.accountId ?? 0];
  if ((await deletedAccounts(db, parties)).size > 0) return new AppError('conversation_account_deleted');
  if (!(await checkPremiumVenues(db, [row.venueId])).has(row.venueId))
    return new AppError(actor.type === 'restaurant' ? 'premium_required' : 'conversation_venue_not_premium');
  return new AppError('conversation_blocked');
}

/** The conversation locked for a change, once the actor may read it. */
async function lockedConversation(db: Transaction, actor: Actor, id: number) {
  await readable(db, actor, id);
  const row = await repo.findConversationForUpdate(db, id, actor.accountId);
  if (!row) throw new AppError('conversation_not_found');
  return row;
}

/**
 * messages/send: a message in a conversation the actor may write in; the message as stored, and whether
 * the other side is to be told by e-mail: when it is the first of the actor's messages they have not read
 * yet (the next ones wait in their messages, rather than an e-mail each).
 */
async function sendMessage(
  db: Transaction,
  actor: Actor,
  input: z.output<typeof sendMessageInput>,
): Promise<{ message: MessageView; tell: boolean }> {
  const row = await lockedConversation(db, actor, input.conversation);
  try {
    await requireAccess(db, actor, 'conversation.write', row.id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'forbidden') throw await whyNotWritable(db, actor, row);
    throw error;
  }
  const waiting = await repo.countUnreadFrom(db, row.id, actor.accountId);
  const message = await repo.insertMessage(db, {
    conversationId: row.id,
    senderAccountId: actor.accountId,
    body: input.message,
  });
  return { message: messageViewOf(message), tell: waiting === 0 };
}

/**
 * E-mails the other side of the conversation that the actor's message came, in their language, with
 * the link to the conversation: the chef at their account's address, the venue at its `contactemail`,
 * else its account's (D5). Queued in the message's transaction (`tx`).
 */
async function mailNewMessage(
  deps: ReadDeps & Pick<Deps, 'mailer' | 'config'>,
  actor: Actor,
  conversationId: number,
  body: string,
  tx: Executor,
): Promise<void> {
  const row = await repo.findConversation(deps.db, conversationId, actor.accountId);
  if (!row) return;
  const [chefs, venues] = await sideBySide(deps.db, [
    () => chefSummaries(deps, [row.chefProfileId]),
    () => venueFacts(deps.db, [row.venueId]),
  ] as const);
  const chef = chefs.get(row.chefProfileId);
  const venue = venues.get(row.venueId);
  if (!chef || !venue) return;
  const toChef = venue.accountId === actor.accountId;
  const mailbox = await accountMailbox(deps.db, toChef ? chef.acc : venue.accountId);
  if (!mailbox) return;
  await deps.mailer.send(
    newMessageMail({
      to: toChef ? mailbox.email : (venue.contactEmail ?? mailbox.email),
      name: toChef ? chef.name : venue.name,
      language: mailbox.language,
      publicUrl: deps.config.publicUrl,
      from: toChef ? venue.name : chef.name,
      message: body,
      path: toChef
        ? paths.chefConversation(null, conversationId)
        : paths.restaurantConversation(null, venue.id, conversationId),
    }),
    { tx },
  );
}

/**
 * messages/send with its e-mail: the message is written and, when the other side is to be told, the
 * e-mail queued in the same transaction, so a crash loses both or neither. What the e-mail names (the
 * two sides, the mailbox) is read beside it.
 */
export async function sendMessageAndTell(
  deps: ReadDeps & Pick<Deps, 'mailer' | 'config'>,
  actor: Actor,
  input: z.output<typeof sendMessageInput>,
): Promise<MessageView> {
  return deps.db.transaction(async (tx) => {
    const { message, tell } = await sendMessage(tx, actor, input);
    if (tell) await mailNewMessage(deps, actor, input.conversation, message.message, tx);
    return message;
  });
}

/** The conversation as the actor sees it after a change (block, unblock). */
export async function conversationAfter(deps: ReadDeps, actor: Actor, id: number, language: Language) {
  const row = await repo.findConversation(deps.db, id, actor.accountId);
  const [conversation] = row ? await conversationViews(deps, actor, [row], language) : [];
  if (!conversation) throw new AppError('conversation_not_found');
  return { conversation };
}

/** A party, not staff: only the chef and the venue block, unblock or delete their conversation. */
function requireParty(actor: Actor) {
  if (isStaff(actor)) throw new AppError('forbidden');
}

/** messages/blockconversation: an active conversation becomes blocked by the actor (D14). */
export const blockConversation = transactional(async function blockConversation(
  db: Transaction,
  actor: Actor,
  id: number,
) {
  requireParty(actor);
  const row = await lockedConversation(db, actor, id);
  if (isBlocked(row)) throw new AppError('conversation_already_blocked');
  await repo.setBlocked(db, id, actor.accountId);
});

/** messages/unblockconversation: only the one who blocked it unblocks it. */
export const unblockConversation = transactional(async function unblockConversation(
  db: Transaction,
  actor: Actor,
  id: number,
) {
  requireParty(actor);
  const row = await lockedConversation(db, actor, id);
  if (!isBlocked(row)) throw new AppError('conversation_not_blocked');
  if (row.blockerAccountId !== actor.accountId) throw new AppError('conversation_blocked_by_other');
  await repo.setBlocked(db, id, null);
});

/** messages/endconversation: the conversation leaves the actor's list until a newer message comes (D14). */
export const endConversation = transactional(async function endConversation(
  db: Transaction,
  actor: Actor,
  id: number,
) {
  requireParty(actor);
  await lockedConversation(db, actor, id);
  await repo.hideConversation(db, id, actor.accountId);
});

/**
 * The account's unread messages (the badges of `pendingnotifications.messages`): a chef's in all, a
 * restaurant account's by venue (none without the messages gate). One query.
 */
export async function unreadMessages(
  db: Executor,
  actor: Actor,
  side: repo.ConversationSide,
): Promise<{ total: number; byVenue: Map<number, number> }> {
  if (actor.type === 'restaurant' && !isGateOpen(actor, 'messages')) return { total: 0, byVenue: new Map() };
  const rows = await repo.unreadByVenue(db, side, actor.accountId);
  return {
    total: rows.reduce((sum, r) => sum + r.count, 0),
    byVenue: new Map(rows.map((r) => [r.venueId, r.count])),
  };
}

/** The unread messages of the session user (lib/session-user.ts): the chef's, each venue's. One query. */
export const sessionUserMessages: SessionUserPart = async ({ db }, owner) => {
  if (owner.chefProfileId !== null) {
    const unread = await unreadMessages(db, owner.actor, { chefProfileId: owner.chefProfileId });
    return { chef: { pendingnotifications: { messages: unread.total } } };
  }
  const unread = await unreadMessages(db, owner.actor, { venueIds: owner.venueIds });
  return {
    venues: new Map(
      owner.venueIds.map((id) => [id, { pendingnotifications: { messages: unread.byVenue.get(id) ?? 0 } }]),
    ),
  };
};

/** Whose conversations: a chef profile's, or a restaurant account's venues'. */
const sideOfParties = (parties: {
  chefProfileId: number | null;
  venueIds: number[];
}): repo.ConversationSide =>
  parties.chefProfileId !== null ? { chefProfileId: parties.chefProfileId } : { venueIds: parties.venueIds };

/**
 * The account's conversations for its export (docs/decisions/054-own-data.md): each with both sides'
 * names, every message (`fromYou` marks the account's own) and when the account hid it. Four queries.
 */
export async function conversationsExport(
  db: Executor,
  accountId: number,
  parties: { chefProfileId: number | null; venueIds: number[] },
) {
  const rows = await repo.findConversationsForExport(db, sideOfParties(parties), accountId);
  const [chefs, venues] = await sideBySide(db, [
    () =>
      chefProfileOwners(
        db,
        rows.map((r) => r.chefProfileId),
      ),
    () =>
      venueFacts(
        db,
        rows.map((r) => r.venueId),
      ),
  ] as const);
  return rows.map(({ messages, ...row }) => ({
    ...row,
    chefName: chefs.get(row.chefProfileId)?.name ?? '',
    venueName: venues.get(row.venueId)?.name ?? '',
    messages: messages.map((m) => ({
      id: m.id,
      fromYou: m.senderAccountId === accountId,
      body: m.body,
      readAt: m.readAt,
      createdAt: m.createdAt,
    })),
  }));
}

/**
 * The messaging feature's part of deleting an account (054), before its profiles go: the conversations
 * someone else still reads stay (those with a message whose other side has not deleted its account too),
 * with every message, and the others go; what the account hid goes. Answers the chef profile and the
 * venues that such conversations keep, whose rows must then stay (emptied) for them.
 */
export async function forgetConversations(
  db: Transaction,
  accountId: number,
  parties: { chefProfileId: number | null; venueIds: number[] },
): Promise<{ chefProfileKept: boolean; venuesKept: Set<number> }> {
  const rows = await repo.findConversationsOfSide(db, sideOfParties(parties));
  const [chefs, venues] = await sideBySide(db, [
    () =>
      chefProfileOwners(
        db,
        rows.map((r) => r.chefProfileId),
      ),
    () =>
      venueFacts(
        db,
        rows.map((r) => r.venueId),
      ),
  ] as const);
  const otherSide = (row: (typeof rows)[number]) =>
    parties.chefProfileId !== null
      ? (venues.get(row.venueId)?.accountId ?? 0)
      : (chefs.get(row.chefProfileId)?.accountId ?? 0);
  const gone = await deletedAccounts(db, rows.map(otherSide));
  const kept = rows.filter((row) => row.hasMessages && !gone.has(otherSide(row)));
  const keptIds = new Set(kept.map((row) => row.id));
  await repo.deleteConversations(
    db,
    rows.filter((row) => !keptIds.has(row.id)).map((row) => row.id),
    accountId,
  );
  return {
    chefProfileKept: parties.chefProfileId !== null && kept.length > 0,
    venuesKept: new Set(parties.chefProfileId !== null ? [] : kept.map((row) => row.venueId)),
  };
}
