import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import type { ConversationView, MessageView } from '../../src/shared/contracts/messaging';
import {
  api,
  clearRateLimits,
  countQueries,
  dataOf,
  errorOf,
  issuesOf,
  login,
  rows,
  untilDatabaseQuiet,
} from '../api-helpers';
import type { ApiResult, UserAnswer } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertChef, insertRestaurant } from '../factories/index';
import type { Account, ChefProfile, Venue } from '../factories/index';

/**
 * Messages between chefs and venues (docs/api.md "Messages"; decisions D5, D13, D14): starting a
 * conversation, sending, the two lists, a conversation's pages, read marks and badges, blocks and the
 * delete. Written from the docs and the contract (src/shared/contracts/messaging.ts): what a client sees.
 */

type Body = Record<string, unknown>;
type Token = string | undefined;
type ListAnswer = { list: ConversationView[] };
type ConversationAnswer = { conversation: ConversationView; messages: MessageView[] };
type ActionAnswer = { conversation: ConversationView };

interface Chef {
  account: Account;
  profile: ChefProfile;
  token: string;
}
interface Restaurant {
  account: Account;
  venue: Venue;
  venues: [Venue, ...Venue[]];
  token: string;
}

const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);

describe('messages', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const call = <T>(path: string, token: Token, body: Body = {}) =>
    api<T>(t.app, `messages/${path}`, body, { token });

  const start = (token: Token, body: Body) => call<{ id: number }>('startconversation', token, body);
  const startedId = async (token: Token, body: Body) => dataOf(await start(token, body)).id;
  const send = (token: Token, conversation: number, message: string) =>
    call<{ message: MessageView }>('send', token, { conversation, message });
  const sent = async (token: Token, conversation: number, message: string) =>
    dataOf(await send(token, conversation, message)).message;
  const list = (token: Token, body: Body = {}) => call<ListAnswer>('conversations/list', token, body);
  const listOf = async (token: Token, body: Body = {}) => dataOf(await list(token, body)).list;
  const accountList = (token: Token, body: Body = {}) =>
    call<ListAnswer>('accountconversations/list', token, body);
  const accountListOf = async (token: Token, body: Body = {}) => dataOf(await accountList(token, body)).list;
  const open = (token: Token, id: number, body: Body = {}) =>
    call<ConversationAnswer>('conversation', token, { id, ...body });
  const opened = async (token: Token, id: number, body: Body = {}) => dataOf(await open(token, id, body));
  const action = (name: 'blockconversation' | 'unblockconversation', token: Token, conversation: number) =>
    call<ActionAnswer>(name, token, { conversation });
  const block = (token: Token, conversation: number) => action('blockconversation', token, conversation);
  const unblock = (token: Token, conversation: number) => action('unblockconversation', token, conversation);
  const end = (token: Token, conversation: number) => call<null>('endconversation', token, { conversation });
  const blockAccount = (token: Token, offender: number) =>
    api<null>(t.app, 'moderation/block', { offender }, { token });

  const userOf = async (token: string): Promise<SessionUser> =>
    dataOf(await api<UserAnswer>(t.app, 'account/user', {}, { token })).user;
  /** A chef's unread messages badge in data.user. */
  const chefBadge = async (token: string) => (await userOf(token)).profile!.pendingnotifications.messages;
  /** Each venue's unread messages badge in data.user, by venue id. */
  const venueBadges = async (token: string) =>
    Object.fromEntries((await userOf(token)).profiles.map((p) => [p.id, p.pendingnotifications.messages]));

  const ids = (conversations: { id: number }[]) => conversations.map((c) => c.id);
  const texts = (messages: MessageView[]) => messages.map((m) => m.message);

  const expectRefused = (res: ApiResult<unknown>, status: number, code: string) => {
    expect(res.status, res.text).toBe(status);
    expect(errorOf(res).code).toBe(code);
  };

  /** A chef (approved, active profile) with a session. */
  async function chef(profile: Partial<ChefProfile> = {}): Promise<Chef> {
    const made = await insertChef(db(), { profile });
    return { ...made, token: await tokenOf(made.account.email) };
  }

  /** A restaurant account (premium unless told) with its venues (one by default) and a session. */
  async function restaurant(
    options: { premium?: boolean; venues?: number; venue?: Partial<Venue> } = {},
  ): Promise<Restaurant> {
    const account = { subscription: options.premium === false ? 0 : 1 };
    const venues = Array.from({ length: options.venues ?? 1 }, () => ({ ...options.venue }));
    const made = await insertRestaurant(db(), { account, venues });
    return {
      account: made.account,
      venue: made.venues[0],
      venues: made.venues,
      token: await tokenOf(made.account.email),
    };
  }

  /** A premium venue, a chef and their conversation, started by the venue (no message yet). */
  async function pair() {
    const marc = await restaurant();
    const ana = await chef();
    const id = await startedId(marc.token, { cid: ana.profile.id, rid: marc.venue.id });
    return { marc, ana, id };
  }

  const setPremium = (account: Account, premium: boolean) =>
    rows(t, sql`update accounts set subscription = ${premium ? 1 : 0} where id = ${account.id}`);

  /** The conversation as a side's list shows it (a venue without logo, a chef without photo). */
  const viewOf = (
    marc: Restaurant,
    ana: Chef,
    id: number,
    fields: Partial<Record<keyof ConversationView, unknown>> = {},
    venue: Venue = marc.venue,
  ) => ({
    id,
    caccount: ana.account.id,
    status: 1,
    blocker: null,
    restaurant: {
      id: venue.id,
      acc: marc.account.id,
      slug: venue.slug,
      name: venue.name,
      premium: 1,
      images: { logo: null },
    },
    chef: {
      id: ana.profile.id,
      acc: ana.account.id,
      slug: ana.profile.slug,
      name: ana.profile.name,
      images: { profile: null },
    },
    messages: [],
    unread: 0,
    canwrite: 1,
    created: iso,
    updated: null,
    ...fields,
  });

  it('is for accounts: a visitor is 401 on every call, a chef 403 on accountconversations/list', async () => {
    const { ana, id } = await pair();
    const calls: [string, Body][] = [
      ['conversations/list', {}],
      ['accountconversations/list', {}],
      ['conversation', { id }],
      ['startconversation', { rid: 1, cid: 1 }],
      ['send', { conversation: id, message: 'Hello there' }],
      ['blockconversation', { conversation: id }],
      ['unblockconversation', { conversation: id }],
      ['endconversation', { conversation: id }],
    ];
    for (const [path, body] of calls) expectRefused(await call(path, undefined, body), 401, 'not_logged_in');
    expectRefused(await accountList(ana.token), 403, 'forbidden');
  });

  describe('messages/startconversation', () => {
    it("gives a premium venue's account the pair's conversation (cid and rid), the same id each time and for the chef", async () => {
      const marc = await restaurant();
      const ana = await chef();
      const res = await start(marc.token, { cid: ana.profile.id, rid: marc.venue.id });
      expect(res.status, res.text).toBe(200);
      const { id } = dataOf(res);
      expect(id).toBeGreaterThan(0);
      expect(await startedId(marc.token, { cid: ana.profile.id, rid: marc.venue.id })).toBe(id);
      // The chef reaches the same conversation, with its own cid or without.
      expect(await startedId(ana.token, { rid: marc.venue.id })).toBe(id);
      expect(await startedId(ana.token, { cid: ana.profile.id, rid: marc.venue.id })).toBe(id);
      // Another chef with the venue, or the chef with another venue: other conversations.
      const ben = await chef();
      const other = await startedId(marc.token, { cid: ben.profile.id, rid: marc.venue.id });
      expect(other).not.toBe(id);
      const lina = await restaurant();
      const third = await startedId(lina.token, { cid: ana.profile.id, rid: lina.venue.id });
      expect(new Set([id, other, third]).size).toBe(3);
      // No message is sent: nobody lists it yet, but both sides may open it.
      expect(await listOf(marc.token)).toEqual([]);
      expect(await listOf(ana.token)).toEqual([]);
      expect(await accountListOf(marc.token)).toEqual([]);
      const seen = await opened(ana.token, id);
      expect(seen).toEqual({ conversation: viewOf(marc, ana, id), messages: [] });
    });

    it("lets a chef start one with a premium venue (rid only, or its own cid); another chef's cid is 403", async () => {
      const marc = await restaurant();
      const ana = await chef();
      const res = await start(ana.token, { rid: marc.venue.id });
      expect(res.status, res.text).toBe(200);
      const { id } = dataOf(res);
      expect(await startedId(ana.token, { cid: ana.profile.id, rid: marc.venue.id })).toBe(id);
      expect(await startedId(marc.token, { cid: ana.profile.id, rid: marc.venue.id })).toBe(id);
      // Its own cid with a venue it had not written to yet.
      const lina = await restaurant();
      const second = await startedId(ana.token, { cid: ana.profile.id, rid: lina.venue.id });
      expect(second).not.toBe(id);
      const ben = await chef();
      const theirs = await start(ana.token, { cid: ben.profile.id, rid: marc.venue.id });
      expect(theirs.status, theirs.text).toBe(403);
      // An empty cid is no cid (a form sends one).
      expect(await startedId(ana.token, { cid: '', rid: marc.venue.id })).toBe(id);
    });

    it('refuses a chef with a free venue (conversation_venue_not_premium) and a free restaurant (premium_required)', async () => {
      const free = await restaurant({ premium: false });
      const ana = await chef();
      expectRefused(await start(ana.token, { rid: free.venue.id }), 403, 'conversation_venue_not_premium');
      expectRefused(
        await start(free.token, { cid: ana.profile.id, rid: free.venue.id }),
        403,
        'premium_required',
      );
      // Once premium, both work and reach the same conversation.
      await setPremium(free.account, true);
      const id = await startedId(free.token, { cid: ana.profile.id, rid: free.venue.id });
      expect(await startedId(ana.token, { rid: free.venue.id })).toBe(id);
    });

    it("refuses another account's venue (venue_not_found), a restaurant without cid (cid: required), what the caller does not see (not_found)", async () => {
      const marc = await restaurant();
      const lina = await restaurant();
      const ana = await chef();
      expectRefused(
        await start(marc.token, { cid: ana.profile.id, rid: lina.venue.id }),
        404,
        'venue_not_found',
      );
      expectRefused(
        await start(marc.token, { cid: ana.profile.id, rid: 99_999_999 }),
        404,
        'venue_not_found',
      );
      const noCid = await start(marc.token, { rid: marc.venue.id });
      expect(noCid.status, noCid.text).toBe(400);
      expect(errorOf(noCid).code).toBe('invalid_input');
      expect(issuesOf(noCid)).toEqual({ cid: 'required' });
      const missingRid = await start(ana.token, {});
      expect(missingRid.status, missingRid.text).toBe(400);
      expect(Object.keys(issuesOf(missingRid))).toEqual(['rid']);
      // A chef profile or a venue that is not live, or that does not exist.
      const hidden = await chef({ approved: 0 });
      expectRefused(
        await start(marc.token, { cid: hidden.profile.id, rid: marc.venue.id }),
        404,
        'not_found',
      );
      expectRefused(await start(marc.token, { cid: 99_999_999, rid: marc.venue.id }), 404, 'not_found');
      const inReview = await restaurant({ venue: { approved: 0 } });
      expectRefused(await start(ana.token, { rid: inReview.venue.id }), 404, 'not_found');
      expectRefused(await start(ana.token, { rid: 99_999_999 }), 404, 'not_found');
    });

    it('is 404 across a block between the accounts, either way', async () => {
      const marc = await restaurant();
      const ana = await chef();
      // The chef blocks the venue's account: neither side can start one.
      expect((await blockAccount(ana.token, marc.account.id)).status).toBe(200);
      const byVenue = await start(marc.token, { cid: ana.profile.id, rid: marc.venue.id });
      expect(byVenue.status, byVenue.text).toBe(404);
      const byChef = await start(ana.token, { rid: marc.venue.id });
      expect(byChef.status, byChef.text).toBe(404);
      // The venue's account blocks another chef: the same.
      const ben = await chef();
      expect((await blockAccount(marc.token, ben.account.id)).status).toBe(200);
      const toBen = await start(marc.token, { cid: ben.profile.id, rid: marc.venue.id });
      expect(toBen.status, toBen.text).toBe(404);
      const fromBen = await start(ben.token, { rid: marc.venue.id });
      expect(fromBen.status, fromBen.text).toBe(404);
      // Others are not affected.
      const cleo = await chef();
      expect(await startedId(cleo.token, { rid: marc.venue.id })).toBeGreaterThan(0);
    });
  });

  describe('messages/send', () => {
    it('sends a message as stored: its text with line breaks kept, the sender, unread', async () => {
      const { marc, ana, id } = await pair();
      const text = 'Hello Ana,\nare you free for a trial on Monday?\n\nMarc';
      const res = await send(marc.token, id, text);
      expect(res.status, res.text).toBe(200);
      expect(dataOf(res)).toEqual({
        message: { id: expect.any(Number), message: text, created: iso, sender: marc.account.id, status: 0 },
      });
      const reply = await sent(ana.token, id, '  Yes, Monday works.\r\nAna  ');
      expect(reply).toMatchObject({
        message: 'Yes, Monday works.\r\nAna',
        sender: ana.account.id,
        status: 0,
      });
      expect(reply.id).toBeGreaterThan(dataOf(res).message.id);
      const { messages } = await opened(marc.token, id);
      expect(texts(messages)).toEqual([text, 'Yes, Monday works.\r\nAna']);
      expect(messages.map((m) => m.sender)).toEqual([marc.account.id, ana.account.id]);
    });

    it('refuses a message under 4 characters (min_4), an empty one (message_required), one over 2,000 characters', async () => {
      const { marc, ana, id } = await pair();
      const issueOf = async (message: string) => {
        const res = await send(marc.token, id, message);
        expect(res.status, res.text).toBe(400);
        expect(errorOf(res).code).toBe('invalid_input');
        return issuesOf(res);
      };
      expect(await issueOf('')).toEqual({ message: 'message_required' });
      expect(await issueOf('   ')).toEqual({ message: 'message_required' });
      expect(await issueOf('Hi!')).toEqual({ message: 'min_4' });
      expect(await issueOf('  ok ')).toEqual({ message: 'min_4' });
      expect(await issueOf('x'.repeat(2001))).toEqual({ message: 'max_length' });
      expect(await issueOf('tab\there')).toEqual({ message: 'control_characters' });
      const missing = await call('send', marc.token, { conversation: id });
      expect(issuesOf(missing)).toEqual({ message: 'message_required' });
      // Nothing was sent.
      expect(await listOf(ana.token)).toEqual([]);
      expect((await sent(ana.token, id, 'Okay')).message).toBe('Okay');
      expect((await sent(marc.token, id, 'y'.repeat(2000))).message).toHaveLength(2000);
    });

    it('is 404 conversation_not_found for a third party (on every call) and for a conversation that does not exist', async () => {
      const { marc, ana, id } = await pair();
      await sent(marc.token, id, 'Hello Ana');
      const ben = await chef();
      const lina = await restaurant();
      for (const stranger of [ben.token, lina.token]) {
        expectRefused(await send(stranger, id, 'Hello there'), 404, 'conversation_not_found');
        expectRefused(await open(stranger, id), 404, 'conversation_not_found');
        expectRefused(await block(stranger, id), 404, 'conversation_not_found');
        expectRefused(await unblock(stranger, id), 404, 'conversation_not_found');
        expectRefused(await end(stranger, id), 404, 'conversation_not_found');
        expect(await listOf(stranger)).toEqual([]);
      }
      expectRefused(await send(marc.token, 99_999_999, 'Hello there'), 404, 'conversation_not_found');
      expectRefused(await open(ana.token, 99_999_999), 404, 'conversation_not_found');
      // Nothing changed for the two sides.
      expect((await listOf(ana.token)).map((c) => [c.id, c.status, texts(c.messages)])).toEqual([
        [id, 1, ['Hello Ana']],
      ]);
    });

    it('reaches the venue of a group account: its other venues are not part of it', async () => {
      const group = await restaurant({ venues: 2 });
      const [first, second] = group.venues;
      const ana = await chef();
      const id = await startedId(ana.token, { rid: second!.id });
      await sent(ana.token, id, 'Hello second venue');
      expect(await venueBadges(group.token)).toEqual({ [first.id]: 0, [second!.id]: 1 });
      const [seen] = await listOf(group.token);
      expect(seen).toEqual(
        viewOf(group, ana, id, { messages: [expect.anything()], unread: 1, updated: iso }, second),
      );
    });
  });

  describe('the lists', () => {
    it('list a conversation once it has a message, with its newest message, unread and canwrite for each side', async () => {
      const { marc, ana, id } = await pair();
      expect(await listOf(ana.token)).toEqual([]);
      const hello = await sent(marc.token, id, 'Hello Ana, are you free on Monday?');
      expect(await listOf(ana.token)).toEqual([
        viewOf(marc, ana, id, { messages: [hello], unread: 1, updated: hello.created }),
      ]);
      expect(await listOf(marc.token)).toEqual([
        viewOf(marc, ana, id, { messages: [hello], unread: 0, updated: hello.created }),
      ]);
      expect(await accountListOf(marc.token)).toEqual(await listOf(marc.token));
      // Two replies: the venue has two unread, the preview is the newest; the chef's unread stays.
      await sent(ana.token, id, 'Yes, I am.');
      const second = await sent(ana.token, id, 'What time?');
      expect(await listOf(marc.token)).toEqual([
        viewOf(marc, ana, id, { messages: [second], unread: 2, updated: second.created }),
      ]);
      expect(await listOf(ana.token)).toEqual([
        viewOf(marc, ana, id, { messages: [second], unread: 1, updated: second.created }),
      ]);
    });

    it('order the conversations by their newest message, newest first, on both sides', async () => {
      const ana = await chef();
      const venues = [await restaurant(), await restaurant(), await restaurant()];
      const conversations: number[] = [];
      for (const venue of venues) conversations.push(await startedId(ana.token, { rid: venue.venue.id }));
      const [a, b, c] = conversations as [number, number, number];
      await sent(ana.token, a, 'First to A');
      await sent(ana.token, b, 'First to B');
      await sent(ana.token, c, 'First to C');
      expect(ids(await listOf(ana.token))).toEqual([c, b, a]);
      await sent(venues[0]!.token, a, 'A answers');
      expect(ids(await listOf(ana.token))).toEqual([a, c, b]);
      await sent(ana.token, b, 'Again to B');
      const all = await listOf(ana.token);
      expect(ids(all)).toEqual([b, a, c]);
      expect(all.map((conversation) => texts(conversation.messages))).toEqual([
        ['Again to B'],
        ['A answers'],
        ['First to C'],
      ]);
      // The venue's side: its conversations with several chefs.
      const marc = venues[0]!;
      const ben = await chef();
      const withBen = await startedId(marc.token, { cid: ben.profile.id, rid: marc.venue.id });
      await sent(marc.token, withBen, 'Hello Ben');
      expect(ids(await listOf(marc.token))).toEqual([withBen, a]);
      await sent(ana.token, a, 'Back to A');
      expect(ids(await listOf(marc.token))).toEqual([a, withBen]);
      expect(ids(await accountListOf(marc.token))).toEqual([a, withBen]);
    });

    it('page with page and qty (10 a page by default, 1 to 50)', async () => {
      const marc = await restaurant();
      const order: number[] = [];
      for (let i = 0; i < 12; i++) {
        const cook = await chef();
        const id = await startedId(marc.token, { cid: cook.profile.id, rid: marc.venue.id });
        await sent(marc.token, id, `Hello cook ${i}`);
        order.unshift(id);
      }
      expect(ids(await listOf(marc.token))).toEqual(order.slice(0, 10));
      expect(ids(await listOf(marc.token, { page: 1 }))).toEqual(order.slice(10));
      expect(ids(await listOf(marc.token, { qty: 5, page: 1 }))).toEqual(order.slice(5, 10));
      expect(ids(await accountListOf(marc.token, { qty: 5, page: 2 }))).toEqual(order.slice(10));
      expect(await listOf(marc.token, { qty: 5, page: 3 })).toEqual([]);
      expect(ids(await listOf(marc.token, { qty: 50 }))).toEqual(order);
      expect(issuesOf(await list(marc.token, { qty: 51 }))).toEqual({ qty: 'invalid_value' });
      expect(issuesOf(await list(marc.token, { qty: 0 }))).toEqual({ qty: 'invalid_value' });
      expect(issuesOf(await accountList(marc.token, { page: -1 }))).toEqual({ page: 'invalid_value' });
    });

    it("filter a group's conversations by venue with rid; another account's venue is 404 venue_not_found", async () => {
      const group = await restaurant({ venues: 2 });
      const [first, second] = group.venues as [Venue, Venue];
      const ana = await chef();
      const ben = await chef();
      const anaFirst = await startedId(group.token, { cid: ana.profile.id, rid: first.id });
      const anaSecond = await startedId(ana.token, { rid: second.id });
      const benSecond = await startedId(group.token, { cid: ben.profile.id, rid: second.id });
      await sent(group.token, anaFirst, 'From the first venue');
      await sent(ana.token, anaSecond, 'To the second venue');
      await sent(group.token, benSecond, 'From the second venue');
      for (const read of [listOf, accountListOf]) {
        expect(ids(await read(group.token))).toEqual([benSecond, anaSecond, anaFirst]);
        expect(ids(await read(group.token, { rid: first.id }))).toEqual([anaFirst]);
        expect(ids(await read(group.token, { rid: second.id }))).toEqual([benSecond, anaSecond]);
        expect(ids(await read(group.token, { rid: '' }))).toHaveLength(3);
      }
      const [seen] = await listOf(group.token, { rid: first.id });
      expect(seen?.restaurant.id).toBe(first.id);
      // The chef sees both venues' conversations with it.
      expect(ids(await listOf(ana.token))).toEqual([anaSecond, anaFirst]);
      const lina = await restaurant();
      expectRefused(await list(group.token, { rid: lina.venue.id }), 404, 'venue_not_found');
      expectRefused(await accountList(group.token, { rid: lina.venue.id }), 404, 'venue_not_found');
      expectRefused(await accountList(lina.token, { rid: first.id }), 404, 'venue_not_found');
      expectRefused(await list(group.token, { rid: 99_999_999 }), 404, 'venue_not_found');
    });

    it('refuse a restaurant that lost premium (premium_required); the chef keeps the conversation and cannot write', async () => {
      const { marc, ana, id } = await pair();
      await sent(marc.token, id, 'Hello Ana');
      await sent(ana.token, id, 'Hello Marc');
      expect(await venueBadges(marc.token)).toEqual({ [marc.venue.id]: 1 });
      await setPremium(marc.account, false);
      expectRefused(await list(marc.token), 403, 'premium_required');
      expectRefused(await accountList(marc.token), 403, 'premium_required');
      expectRefused(await list(marc.token, { rid: marc.venue.id }), 403, 'premium_required');
      expectRefused(await open(marc.token, id), 403, 'premium_required');
      expectRefused(await send(marc.token, id, 'Still there?'), 403, 'premium_required');
      expectRefused(await block(marc.token, id), 403, 'premium_required');
      expectRefused(await end(marc.token, id), 403, 'premium_required');
      // Each venue's badge is 0 without premium.
      expect(await venueBadges(marc.token)).toEqual({ [marc.venue.id]: 0 });
      const [seen] = await listOf(ana.token);
      expect(seen).toMatchObject({ id, canwrite: 0, status: 1, restaurant: { premium: 0 } });
      expectRefused(await send(ana.token, id, 'Are you there?'), 403, 'conversation_venue_not_premium');
      // Premium again: both write again.
      await setPremium(marc.account, true);
      expect((await listOf(ana.token))[0]).toMatchObject({ canwrite: 1, restaurant: { premium: 1 } });
      expect((await sent(ana.token, id, 'Are you there?')).sender).toBe(ana.account.id);
      expect(ids(await listOf(marc.token))).toEqual([id]);
    });

    it('answer in as many queries for 8 conversations as for 2, on both sides', async () => {
      const marc = await restaurant({ venues: 2 });
      const ana = await chef();
      const add = async (n: number) => {
        for (let i = 0; i < n; i++) {
          // Each a chef with one of the group's venues, and a premium venue with the chef.
          const cook = await chef();
          const venue = marc.venues[i % 2]!;
          const withCook = await startedId(marc.token, { cid: cook.profile.id, rid: venue.id });
          await sent(marc.token, withCook, `Hello cook ${i}`);
          await sent(cook.token, withCook, `Hello venue ${i}`);
          const other = await restaurant();
          const withAna = await startedId(ana.token, { rid: other.venue.id });
          await sent(ana.token, withAna, `Hello venue ${i}`);
          await sent(other.token, withAna, `Hello Ana ${i}`);
        }
      };
      const measure = async (token: string, path: string, length: number, body: Body = {}) => {
        // A message's e-mail is sent after its answer: its queries are not the list's.
        await untilDatabaseQuiet(t);
        return countQueries(t, async () => {
          const res = await call<ListAnswer>(path, token, body);
          expect(dataOf(res).list).toHaveLength(length);
        });
      };
      await add(2);
      const chefFew = await measure(ana.token, 'conversations/list', 2);
      const venueFew = await measure(marc.token, 'conversations/list', 2);
      const accountFew = await measure(marc.token, 'accountconversations/list', 2);
      const oneVenueFew = await measure(marc.token, 'accountconversations/list', 1, { rid: marc.venue.id });
      expect(chefFew).toBeGreaterThan(0);
      await add(6);
      expect(await measure(ana.token, 'conversations/list', 8)).toBe(chefFew);
      expect(await measure(marc.token, 'conversations/list', 8)).toBe(venueFew);
      expect(await measure(marc.token, 'accountconversations/list', 8)).toBe(accountFew);
      const oneVenue = { rid: marc.venue.id };
      expect(await measure(marc.token, 'accountconversations/list', 4, oneVenue)).toBe(oneVenueFew);
      // Every entry carries its preview and unread count.
      for (const conversation of await listOf(ana.token)) {
        expect(conversation.messages).toHaveLength(1);
        expect(conversation.unread).toBe(1);
      }
    });
  });

  describe('messages/conversation', () => {
    it('pages the messages: page 0 the newest, oldest first within a page, qty (20 by default)', async () => {
      const { marc, ana, id } = await pair();
      const all: string[] = [];
      for (let i = 1; i <= 23; i++) {
        const text = `Message number ${i}`;
        await sent(i % 2 ? marc.token : ana.token, id, text);
        all.push(text);
      }
      const page = async (body: Body) => texts((await opened(ana.token, id, body)).messages);
      expect(await page({})).toEqual(all.slice(3));
      expect(await page({ page: 1 })).toEqual(all.slice(0, 3));
      expect(await page({ qty: 5 })).toEqual(all.slice(18));
      expect(await page({ qty: 5, page: 1 })).toEqual(all.slice(13, 18));
      expect(await page({ qty: 5, page: 4 })).toEqual(all.slice(0, 3));
      expect(await page({ qty: 5, page: 5 })).toEqual([]);
      expect(await page({ qty: 50 })).toEqual(all);
      expect(issuesOf(await open(ana.token, id, { qty: 51 }))).toEqual({ qty: 'invalid_value' });
      expect(issuesOf(await open(ana.token, id, { page: -1 }))).toEqual({ page: 'invalid_value' });
      expect(Object.keys(issuesOf(await call('conversation', ana.token, {})))).toEqual(['id']);
      const { conversation, messages } = await opened(marc.token, id, { qty: 2 });
      expect(conversation.id).toBe(id);
      expect(conversation.messages.map((m) => m.message)).toEqual([all[22]]);
      expect(messages.map((m) => m.sender)).toEqual([ana.account.id, marc.account.id]);
      // Oldest first within the page: ids and times go up.
      expect(messages[0]!.id).toBeLessThan(messages[1]!.id);
      expect(Date.parse(messages[0]!.created)).toBeLessThanOrEqual(Date.parse(messages[1]!.created));
    });

    it("marks the other side's messages read: the sender sees status 1, unread goes to 0, the chef's badge drops", async () => {
      const { marc, ana, id } = await pair();
      const first = await sent(marc.token, id, 'Hello Ana');
      const second = await sent(marc.token, id, 'Are you free on Monday?');
      expect(await chefBadge(ana.token)).toBe(2);
      expect(await venueBadges(marc.token)).toEqual({ [marc.venue.id]: 0 });
      // The sender opening it marks nothing.
      const bySender = await opened(marc.token, id);
      expect(bySender.conversation.unread).toBe(0);
      expect(bySender.messages.map((m) => [m.id, m.status])).toEqual([
        [first.id, 0],
        [second.id, 0],
      ]);
      expect(await chefBadge(ana.token)).toBe(2);
      expect((await listOf(ana.token))[0]?.unread).toBe(2);
      // The chef opens it: the opening marks the two.
      const byChef = await opened(ana.token, id);
      expect(byChef.conversation.unread).toBe(2);
      expect(byChef.messages.map((m) => m.id)).toEqual([first.id, second.id]);
      expect(await chefBadge(ana.token)).toBe(0);
      expect((await listOf(ana.token))[0]?.unread).toBe(0);
      expect((await opened(ana.token, id)).conversation.unread).toBe(0);
      const again = await opened(marc.token, id);
      expect(again.messages.map((m) => [m.id, m.status])).toEqual([
        [first.id, 1],
        [second.id, 1],
      ]);
      expect((await listOf(marc.token))[0]?.messages).toEqual([{ ...second, status: 1 }]);
      // The chef's reply: unread for the venue until it opens it.
      const reply = await sent(ana.token, id, 'Yes, Monday works');
      expect(await venueBadges(marc.token)).toEqual({ [marc.venue.id]: 1 });
      expect((await listOf(marc.token))[0]).toMatchObject({
        unread: 1,
        messages: [{ id: reply.id, status: 0 }],
      });
      expect((await opened(marc.token, id)).conversation.unread).toBe(1);
      expect(await venueBadges(marc.token)).toEqual({ [marc.venue.id]: 0 });
      expect((await listOf(marc.token))[0]?.unread).toBe(0);
      expect((await opened(ana.token, id)).messages.map((m) => m.status)).toEqual([1, 1, 1]);
    });

    it("clears the reader's badge on opening, and the sender then sees the message read", async () => {
      const { marc, ana, id } = await pair();
      const hello = await sent(marc.token, id, 'Hello Ana, are you free on Monday?');
      expect(await chefBadge(ana.token)).toBe(1);
      expect((await opened(ana.token, id)).messages.map((m) => m.id)).toEqual([hello.id]);
      expect(await chefBadge(ana.token)).toBe(0);
      expect((await opened(marc.token, id)).messages).toEqual([{ ...hello, status: 1 }]);
      const reply = await sent(ana.token, id, 'Yes, Monday works');
      expect(await venueBadges(marc.token)).toEqual({ [marc.venue.id]: 1 });
      await opened(marc.token, id);
      expect(await venueBadges(marc.token)).toEqual({ [marc.venue.id]: 0 });
      expect((await opened(ana.token, id)).messages.map((m) => [m.id, m.status])).toEqual([
        [hello.id, 1],
        [reply.id, 1],
      ]);
    });

    it("counts each venue's badge apart, and the chef's over every venue", async () => {
      const group = await restaurant({ venues: 2 });
      const [first, second] = group.venues as [Venue, Venue];
      const ana = await chef();
      const ben = await chef();
      const anaFirst = await startedId(ana.token, { rid: first.id });
      const anaSecond = await startedId(ana.token, { rid: second.id });
      const benSecond = await startedId(ben.token, { rid: second.id });
      await sent(ana.token, anaFirst, 'Hello first venue');
      await sent(ana.token, anaSecond, 'Hello second venue');
      await sent(ana.token, anaSecond, 'Hello again');
      await sent(ben.token, benSecond, 'Hello from Ben');
      expect(await venueBadges(group.token)).toEqual({ [first.id]: 1, [second.id]: 3 });
      await sent(group.token, anaFirst, 'Hello Ana, from the first');
      await sent(group.token, anaSecond, 'Hello Ana, from the second');
      expect(await chefBadge(ana.token)).toBe(2);
      expect(await chefBadge(ben.token)).toBe(0);
      // Opening one conversation drops its messages from its venue's badge only.
      expect((await opened(group.token, anaSecond)).conversation.unread).toBe(2);
      expect(await venueBadges(group.token)).toEqual({ [first.id]: 1, [second.id]: 1 });
      expect((await opened(ana.token, anaFirst)).conversation.unread).toBe(1);
      expect(await chefBadge(ana.token)).toBe(1);
      const unread = (await listOf(group.token)).map((c) => [c.id, c.unread]);
      expect(unread).toEqual([
        [anaSecond, 0],
        [anaFirst, 1],
        [benSecond, 1],
      ]);
    });
  });

  describe('blockconversation and unblockconversation', () => {
    it('block: status 0, the caller the blocker, nothing passes either way until the blocker unblocks', async () => {
      const { marc, ana, id } = await pair();
      await sent(ana.token, id, 'Hello Marc');
      const res = await block(marc.token, id);
      expect(res.status, res.text).toBe(200);
      const blocked = dataOf(res).conversation;
      expect(blocked).toMatchObject({ id, status: 0, blocker: marc.account.id, canwrite: 0 });
      expectRefused(await send(marc.token, id, 'Can I write?'), 403, 'conversation_blocked');
      expectRefused(await send(ana.token, id, 'Can I write?'), 403, 'conversation_blocked');
      expectRefused(await block(marc.token, id), 409, 'conversation_already_blocked');
      expectRefused(await block(ana.token, id), 409, 'conversation_already_blocked');
      expectRefused(await unblock(ana.token, id), 403, 'conversation_blocked_by_other');
      // Both still list it, blocked, and cannot write.
      expect((await listOf(ana.token))[0]).toMatchObject({
        id,
        status: 0,
        blocker: marc.account.id,
        canwrite: 0,
      });
      expect((await listOf(marc.token))[0]).toMatchObject({ id, status: 0, canwrite: 0 });
      expect((await opened(ana.token, id)).conversation).toMatchObject({ status: 0, canwrite: 0 });
      // The blocker unblocks: active again, messages pass.
      const back = await unblock(marc.token, id);
      expect(back.status, back.text).toBe(200);
      expect(dataOf(back).conversation).toMatchObject({ id, status: 1, blocker: null, canwrite: 1 });
      expectRefused(await unblock(marc.token, id), 409, 'conversation_not_blocked');
      expectRefused(await unblock(ana.token, id), 409, 'conversation_not_blocked');
      expect((await sent(ana.token, id, 'Can I write now?')).sender).toBe(ana.account.id);
      expect((await sent(marc.token, id, 'Yes you can')).sender).toBe(marc.account.id);
      expect((await listOf(ana.token))[0]).toMatchObject({ status: 1, blocker: null, canwrite: 1 });
    });

    it('lets the chef block too: the venue cannot unblock it', async () => {
      const { marc, ana, id } = await pair();
      const blocked = dataOf(await block(ana.token, id)).conversation;
      expect(blocked).toMatchObject({ id, status: 0, blocker: ana.account.id, canwrite: 0 });
      expectRefused(await unblock(marc.token, id), 403, 'conversation_blocked_by_other');
      expectRefused(await send(marc.token, id, 'Please unblock'), 403, 'conversation_blocked');
      expectRefused(await send(ana.token, id, 'Blocked myself'), 403, 'conversation_blocked');
      expect(dataOf(await unblock(ana.token, id)).conversation).toMatchObject({ status: 1, blocker: null });
      expect((await sent(marc.token, id, 'Thank you')).message).toBe('Thank you');
    });

    it('stops messages either way once one account blocks the other (moderation/block): 403 conversation_blocked', async () => {
      const { marc, ana, id } = await pair();
      await sent(marc.token, id, 'Hello Ana');
      expect((await blockAccount(ana.token, marc.account.id)).status).toBe(200);
      expectRefused(await send(marc.token, id, 'Hello again'), 403, 'conversation_blocked');
      expectRefused(await send(ana.token, id, 'Hello Marc'), 403, 'conversation_blocked');
      // Wherever a list still shows it, neither side may write.
      for (const token of [ana.token, marc.token]) {
        const shown = (await listOf(token)).filter((c) => c.id === id);
        expect(shown.map((c) => c.canwrite)).not.toContain(1);
      }
      // The other way round, with another pair.
      const other = await pair();
      await sent(other.ana.token, other.id, 'Hello Marc');
      expect((await blockAccount(other.marc.token, other.ana.account.id)).status).toBe(200);
      expectRefused(await send(other.ana.token, other.id, 'Hello again'), 403, 'conversation_blocked');
      expectRefused(await send(other.marc.token, other.id, 'Hello Ana'), 403, 'conversation_blocked');
    });
  });

  describe('messages/endconversation', () => {
    it("takes it off the caller's list and hides its messages from the caller; the other side keeps it", async () => {
      const { marc, ana, id } = await pair();
      await sent(marc.token, id, 'Hello Ana');
      await sent(ana.token, id, 'Hello Marc');
      await sent(marc.token, id, 'Are you free on Monday?');
      const res = await end(ana.token, id);
      expect(res.status, res.text).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toBeNull();
      expect(await listOf(ana.token)).toEqual([]);
      expect(await chefBadge(ana.token)).toBe(0);
      const hidden = await opened(ana.token, id);
      expect(hidden.messages).toEqual([]);
      expect(hidden.conversation.messages).toEqual([]);
      // The venue still has everything.
      const [kept] = await listOf(marc.token);
      expect(kept).toMatchObject({ id, messages: [{ message: 'Are you free on Monday?' }] });
      expect(texts((await opened(marc.token, id)).messages)).toEqual([
        'Hello Ana',
        'Hello Marc',
        'Are you free on Monday?',
      ]);
      // A new message from the venue brings it back with that message only.
      const comeback = await sent(marc.token, id, 'Still interested?');
      const [back] = await listOf(ana.token);
      expect(back).toEqual(
        viewOf(marc, ana, id, { messages: [comeback], unread: 1, updated: comeback.created }),
      );
      expect(await chefBadge(ana.token)).toBe(1);
      const reopened = await opened(ana.token, id);
      expect(texts(reopened.messages)).toEqual(['Still interested?']);
      expect(reopened.conversation.unread).toBe(1);
      expect(await chefBadge(ana.token)).toBe(0);
      expect((await listOf(ana.token))[0]?.unread).toBe(0);
      // The venue's side still sees it all.
      expect((await opened(marc.token, id)).messages).toHaveLength(4);
    });

    it('leaves the messages it hid unread: a later opening marks only those the reader sees', async () => {
      const { marc, ana, id } = await pair();
      const before = await sent(marc.token, id, 'Hello Ana');
      expect((await end(ana.token, id)).status).toBe(200);
      const after = await sent(marc.token, id, 'Hello again, Ana');
      const reopened = await opened(ana.token, id);
      expect(reopened.messages.map((m) => m.id)).toEqual([after.id]);
      // The opening marked one message, the one shown: the sender sees the hidden one still unread.
      expect(reopened.conversation.unread).toBe(1);
      const statuses = (await opened(marc.token, id)).messages.map((m) => [m.id, m.status]);
      expect(statuses).toEqual([
        [before.id, 0],
        [after.id, 1],
      ]);
      expect(await chefBadge(ana.token)).toBe(0);
    });

    it('comes back on a new message from the caller too; the venue may end it as well', async () => {
      const { marc, ana, id } = await pair();
      await sent(ana.token, id, 'Hello Marc');
      expect((await end(marc.token, id)).status).toBe(200);
      expect(await listOf(marc.token)).toEqual([]);
      expect(await accountListOf(marc.token)).toEqual([]);
      expect(await listOf(marc.token, { rid: marc.venue.id })).toEqual([]);
      expect(await venueBadges(marc.token)).toEqual({ [marc.venue.id]: 0 });
      expect(ids(await listOf(ana.token))).toEqual([id]);
      const mine = await sent(marc.token, id, 'Hello Ana, a fresh start');
      expect((await listOf(marc.token))[0]).toMatchObject({ id, messages: [{ id: mine.id }], unread: 0 });
      expect(texts((await opened(marc.token, id)).messages)).toEqual(['Hello Ana, a fresh start']);
      expect(texts((await opened(ana.token, id)).messages)).toEqual([
        'Hello Marc',
        'Hello Ana, a fresh start',
      ]);
    });
  });

  it("works when called exactly as the spec's client does (POST, form-encoded, submit=1 and lang)", async () => {
    const marc = await restaurant();
    const ana = await chef();
    const form = (token: string, path: string, body: Body) =>
      api<unknown>(t.app, `messages/${path}`, { ...body, lang: 'en', submit: 1 }, { token, form: true });
    const started = await form(marc.token, 'startconversation', { cid: ana.profile.id, rid: marc.venue.id });
    expect(started.status, started.text).toBe(200);
    const { id } = dataOf(started) as { id: number };
    const byChef = await form(ana.token, 'startconversation', { cid: '', rid: marc.venue.id });
    expect(dataOf(byChef)).toEqual({ id });
    const res = await form(marc.token, 'send', {
      conversation: id,
      message: 'Hello Ana,\r\nsee you Monday.',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    const { message } = dataOf(res) as { message: MessageView };
    expect(message).toMatchObject({ message: 'Hello Ana,\r\nsee you Monday.', sender: marc.account.id });
    const short = await form(ana.token, 'send', { conversation: id, message: 'ok' });
    expect(short.status, short.text).toBe(400);
    expect(issuesOf(short)).toEqual({ message: 'min_4' });
    const listed = await form(marc.token, 'conversations/list', { page: 0, qty: 10, rid: marc.venue.id });
    expect(ids((dataOf(listed) as ListAnswer).list)).toEqual([id]);
    const account = await form(marc.token, 'accountconversations/list', { page: 0, qty: 10, rid: '' });
    expect(ids((dataOf(account) as ListAnswer).list)).toEqual([id]);
    const chefList = await form(ana.token, 'conversations/list', { page: 0, qty: 10 });
    expect((dataOf(chefList) as ListAnswer).list[0]).toMatchObject({ id, unread: 1 });
    const read = await form(ana.token, 'conversation', { id, page: 0, qty: 20 });
    expect(dataOf(read)).toMatchObject({ conversation: { id, unread: 1 }, messages: [{ id: message.id }] });
    const blocked = await form(ana.token, 'blockconversation', { conversation: id });
    expect(dataOf(blocked)).toMatchObject({ conversation: { status: 0, blocker: ana.account.id } });
    const unblocked = await form(ana.token, 'unblockconversation', { conversation: id });
    expect(dataOf(unblocked)).toMatchObject({ conversation: { status: 1, blocker: null } });
    const ended = await form(ana.token, 'endconversation', { conversation: id });
    expect(ended.status, ended.text).toBe(200);
    expect(dataOf(ended)).toBeNull();
    // The spec's helper renames lang to language.
    const renamed = await api(
      t.app,
      'messages/conversations/list',
      { page: 0, qty: 10, language: 'es', submit: 1 },
      { token: marc.token, form: true },
    );
    expect(ids((dataOf(renamed) as ListAnswer).list)).toEqual([id]);
  });
  describe('e-mail', () => {
    /** The new-message e-mails the outbox holds for an address: their subjects and languages. */
    const mailsTo = async (address: string) =>
      rows<{ subject: string; language: string }>(
        t,
        sql`select subject, language from email_outbox where to_address = ${address} and template = 'new_message' order by id`,
      );

    it('tells the other side of the first message they have not read, in their language, at the venue contact e-mail', async () => {
      const { marc, ana, id } = await pair();
      await rows(t, sql`update accounts set language = 'es' where id = ${ana.account.id}`);
      const contact = `kitchen.${marc.venue.id}@example.com`;
      await rows(
        t,
        sql`update restaurant_profiles set contact_email = ${contact} where id = ${marc.venue.id}`,
      );

      await sent(marc.token, id, 'Would you come on Friday?');
      await expect.poll(async () => (await mailsTo(ana.account.email)).length).toBe(1);
      expect((await mailsTo(ana.account.email))[0]).toEqual({
        subject: `${marc.venue.name} te ha enviado un mensaje en Brigade`,
        language: 'es',
      });
      // A second message while the first waits unread: no second e-mail.
      await sent(marc.token, id, 'Or on Saturday?');
      // Once the chef has read them, the next one is told again.
      await opened(ana.token, id);
      await sent(marc.token, id, 'Saturday it is.');
      await expect.poll(async () => (await mailsTo(ana.account.email)).length).toBe(2);

      // The chef's answer goes to the venue's contact e-mail, not the account's.
      await sent(ana.token, id, 'See you then!');
      await expect.poll(async () => (await mailsTo(contact)).length).toBe(1);
      expect(await mailsTo(marc.account.email)).toEqual([]);
    });

    it('tells the chef again after they deleted the conversation with a message still unread', async () => {
      const { marc, ana, id } = await pair();
      await sent(marc.token, id, 'Are you free next week?');
      await expect.poll(async () => (await mailsTo(ana.account.email)).length).toBe(1);
      // Deleted unread: that message stays unread, hidden from the chef for good.
      expect((await end(ana.token, id)).status).toBe(200);
      await sent(marc.token, id, 'We would still love to meet you.');
      await expect.poll(async () => (await mailsTo(ana.account.email)).length).toBe(2);
    });
  });
});
