import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  audienceAdmits,
  audienceMet,
  checkAccess,
  checkBlockedCounterparts,
  checkOffersAudience,
  checkOffersInAudience,
  checkOwnedVenues,
  checkPremiumVenues,
  loadChefAudienceFacts,
  loadChefRelations,
  loadVenueAudiences,
  loadVenueRelations,
  matchesAudience,
  meetsAudience,
  notBlockedWith,
  requireAccess,
  requireConversationStart,
  requireVenueGate,
  textArray,
  type Actor,
  type Permission,
} from '../../src/server/access/index';
import type { Database } from '../../src/server/db/client';
import { accounts, media } from '../../src/server/db/schema/index';
import {
  insertAccount,
  insertApplication,
  insertBlock,
  insertChef,
  insertChefLanguage,
  insertConversation,
  insertOffer,
  insertRestaurant,
  type Account,
} from '../factories/index';
import { createTestDatabase, type TestDatabase } from '../test-db';

/**
 * The access module against a real database (docs/decisions/016-access-rules.md): ownership across an
 * account's venues, staff, gates, blocks both ways, audiences, relations, and one query per check.
 */

const actorOf = (account: Account): Actor => ({
  accountId: account.id,
  type: account.type,
  subscription: account.subscription,
});

/** Runs `work` and counts the statements it sent to PostgreSQL. */
async function countQueries(db: Database, work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(db.$client, 'query');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const missingId = 2_000_000_000;

describe('access rules', () => {
  let database: TestDatabase;
  let db: Database;
  let staff: Actor;

  const expectRefusal = (promise: Promise<unknown>, code: string) =>
    expect(promise).rejects.toMatchObject({ code });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    staff = actorOf(await insertAccount(db, { type: 'staff' }));
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe('ownership', () => {
    it('an account manages all of its venues and none of another account', async () => {
      const group = await insertRestaurant(db, { venues: [{}, {}, { active: 0, approved: 0 }] });
      const other = await insertRestaurant(db);
      const groupIds = group.venues.map((v) => v.id);
      const actor = actorOf(group.account);

      expect(await checkOwnedVenues(db, actor, [...groupIds, other.venues[0].id])).toEqual(new Set(groupIds));
      await expect(requireAccess(db, actor, 'venue.manage', groupIds)).resolves.toBeUndefined();
      await expectRefusal(requireAccess(db, actor, 'venue.manage', other.venues[0].id), 'forbidden');
      await expectRefusal(
        requireAccess(db, actor, 'venue.manage', [groupIds[0]!, other.venues[0].id]),
        'forbidden',
      );
    });

    it("a call that says why in its own words gets its code for another's record and a missing one", async () => {
      const mine = await insertRestaurant(db);
      const other = await insertRestaurant(db);
      const actor = actorOf(mine.account);
      const refusal = { refusal: 'venue_not_found' } as const;
      await expectRefusal(
        requireAccess(db, actor, 'venue.manage', other.venues[0].id, refusal),
        'venue_not_found',
      );
      await expectRefusal(requireAccess(db, actor, 'venue.manage', missingId, refusal), 'venue_not_found');
      await expect(
        requireAccess(db, actor, 'venue.manage', mine.venues[0].id, refusal),
      ).resolves.toBeUndefined();
    });

    it('an id that names nothing is not found, before any other refusal', async () => {
      const mine = await insertRestaurant(db);
      const other = await insertRestaurant(db);
      const actor = actorOf(mine.account);
      await expectRefusal(requireAccess(db, actor, 'venue.manage', missingId), 'not_found');
      await expectRefusal(
        requireAccess(db, actor, 'venue.manage', [other.venues[0].id, missingId]),
        'not_found',
      );
      await expectRefusal(requireAccess(db, actor, 'venue.manage', [0]), 'not_found');
      await expectRefusal(requireAccess(db, actor, 'venue.manage', [mine.venues[0].id, -3]), 'not_found');
      await expectRefusal(requireAccess(db, actor, 'venue.manage', [2 ** 40]), 'not_found');
    });

    it('a visitor is asked to log in; staff pass on anything that exists', async () => {
      const { venues } = await insertRestaurant(db);
      await expectRefusal(requireAccess(db, null, 'venue.manage', venues[0].id), 'not_logged_in');
      await expect(requireAccess(db, staff, 'venue.manage', venues[0].id)).resolves.toBeUndefined();
      await expectRefusal(requireAccess(db, staff, 'venue.manage', missingId), 'not_found');
    });

    it('offers are managed through their venue; a deleted offer is gone', async () => {
      const group = await insertRestaurant(db, { venues: [{}, {}] });
      const other = await insertRestaurant(db);
      const second = await insertOffer(db, { restaurantProfileId: group.venues[1]!.id, status: 0 });
      const deleted = await insertOffer(db, {
        restaurantProfileId: group.venues[0].id,
        deletedAt: new Date(),
      });
      const foreign = await insertOffer(db, { restaurantProfileId: other.venues[0].id });
      const actor = actorOf(group.account);
      await expect(requireAccess(db, actor, 'offer.manage', second.id)).resolves.toBeUndefined();
      await expectRefusal(requireAccess(db, actor, 'offer.manage', foreign.id), 'forbidden');
      await expectRefusal(requireAccess(db, actor, 'offer.manage', deleted.id), 'not_found');
      await expect(requireAccess(db, staff, 'offer.manage', foreign.id)).resolves.toBeUndefined();
    });

    it('a chef manages its own profile only', async () => {
      const a = await insertChef(db);
      const b = await insertChef(db);
      const restaurant = await insertRestaurant(db);
      await expect(
        requireAccess(db, actorOf(a.account), 'chefProfile.manage', a.profile.id),
      ).resolves.toBeUndefined();
      await expectRefusal(
        requireAccess(db, actorOf(a.account), 'chefProfile.manage', b.profile.id),
        'forbidden',
      );
      await expectRefusal(
        requireAccess(db, actorOf(restaurant.account), 'chefProfile.manage', a.profile.id),
        'forbidden',
      );
      await expect(requireAccess(db, staff, 'chefProfile.manage', b.profile.id)).resolves.toBeUndefined();
    });
  });

  it("a file of the album is its uploader's; a visitor's CV is staff's alone", async () => {
    const owner = await insertChef(db);
    const other = await insertChef(db);
    const file = (accountId: number | null) =>
      db
        .insert(media)
        .values({
          accountId,
          kind: 'curriculum',
          storageKey: `cv/${Math.random().toString(36).slice(2)}.pdf`,
          originalName: 'cv.pdf',
          contentType: 'application/pdf',
          sizeBytes: 1024,
        })
        .returning()
        .then(([row]) => row!);
    const mine = await file(owner.account.id);
    const visitors = await file(null);
    await expect(requireAccess(db, actorOf(owner.account), 'media.manage', mine.id)).resolves.toBeUndefined();
    await expectRefusal(requireAccess(db, actorOf(other.account), 'media.manage', mine.id), 'forbidden');
    await expectRefusal(requireAccess(db, actorOf(owner.account), 'media.manage', visitors.id), 'forbidden');
    await expect(requireAccess(db, staff, 'media.manage', [mine.id, visitors.id])).resolves.toBeUndefined();
  });

  describe('applications', () => {
    it('are read and moved by the chef, the premium venue account and staff; a free venue is gated', async () => {
      const chef = await insertChef(db);
      const otherChef = await insertChef(db);
      const premium = await insertRestaurant(db, { account: { subscription: 1 }, venues: [{}, {}] });
      const free = await insertRestaurant(db);
      const stranger = await insertRestaurant(db, { account: { subscription: 1 } });
      const onPremium = await insertApplication(db, {
        offerId: (await insertOffer(db, { restaurantProfileId: premium.venues[1]!.id })).id,
        chefProfileId: chef.profile.id,
      });
      const onFree = await insertApplication(db, {
        offerId: (await insertOffer(db, { restaurantProfileId: free.venues[0].id })).id,
        chefProfileId: chef.profile.id,
      });
      for (const permission of ['application.read', 'application.update'] as const) {
        await expect(
          requireAccess(db, actorOf(chef.account), permission, [onPremium.id, onFree.id]),
        ).resolves.toBeUndefined();
        await expect(
          requireAccess(db, actorOf(premium.account), permission, onPremium.id),
        ).resolves.toBeUndefined();
        await expectRefusal(requireAccess(db, actorOf(free.account), permission, onFree.id), 'forbidden');
        await expectRefusal(
          requireAccess(db, actorOf(stranger.account), permission, onPremium.id),
          'forbidden',
        );
        await expectRefusal(
          requireAccess(db, actorOf(otherChef.account), permission, onPremium.id),
          'forbidden',
        );
        // The recruitment service handles a free venue's applicants in the back office.
        await expect(
          requireAccess(db, staff, permission, [onPremium.id, onFree.id]),
        ).resolves.toBeUndefined();
      }
    });
  });

  describe('conversations and blocks', () => {
    async function pair(options: { premium?: boolean } = {}) {
      const chef = await insertChef(db);
      const restaurant = await insertRestaurant(db, {
        account: { subscription: options.premium === false ? 0 : 1 },
      });
      const conversation = await insertConversation(db, {
        chefProfileId: chef.profile.id,
        restaurantProfileId: restaurant.venues[0].id,
      });
      return {
        chef,
        restaurant,
        conversation,
        chefActor: actorOf(chef.account),
        venueActor: actorOf(restaurant.account),
      };
    }

    it('participants read and write; others do not; staff read but never write', async () => {
      const { conversation, chefActor, venueActor } = await pair();
      const outsider = actorOf((await insertChef(db)).account);
      for (const actor of [chefActor, venueActor]) {
        await expect(requireAccess(db, actor, 'conversation.read', conversation.id)).resolves.toBeUndefined();
        await expect(
          requireAccess(db, actor, 'conversation.write', conversation.id),
        ).resolves.toBeUndefined();
      }
      await expectRefusal(requireAccess(db, outsider, 'conversation.read', conversation.id), 'forbidden');
      await expect(requireAccess(db, staff, 'conversation.read', conversation.id)).resolves.toBeUndefined();
      await expectRefusal(requireAccess(db, staff, 'conversation.write', conversation.id), 'forbidden');
    });

    it('a block either way refuses writing to both sides', async () => {
      const byVenue = await pair();
      await insertBlock(db, byVenue.restaurant.account.id, byVenue.chef.account.id);
      const byChef = await pair();
      await insertBlock(db, byChef.chef.account.id, byChef.restaurant.account.id);
      for (const { conversation, chefActor, venueActor } of [byVenue, byChef])
        for (const actor of [chefActor, venueActor]) {
          await expectRefusal(requireAccess(db, actor, 'conversation.write', conversation.id), 'forbidden');
          // The thread itself stays readable to its parties.
          await expect(
            requireAccess(db, actor, 'conversation.read', conversation.id),
          ).resolves.toBeUndefined();
        }
    });

    it('a blocked conversation refuses writing; a free venue neither reads nor is written to', async () => {
      const blocked = await pair();
      await db.execute(
        sql`update conversations set status = 0, blocker_account_id = ${blocked.chef.account.id} where id = ${blocked.conversation.id}`,
      );
      await expectRefusal(
        requireAccess(db, blocked.venueActor, 'conversation.write', blocked.conversation.id),
        'forbidden',
      );
      const free = await pair({ premium: false });
      await expectRefusal(
        requireAccess(db, free.venueActor, 'conversation.read', free.conversation.id),
        'forbidden',
      );
      await expectRefusal(
        requireAccess(db, free.chefActor, 'conversation.write', free.conversation.id),
        'forbidden',
      );
      await expect(
        requireAccess(db, free.chefActor, 'conversation.read', free.conversation.id),
      ).resolves.toBeUndefined();
    });

    it('a conversation starts between a chef and a premium venue, by either side, never across a block', async () => {
      const chef = await insertChef(db);
      const premium = await insertRestaurant(db, { account: { subscription: 1 } });
      const free = await insertRestaurant(db);
      const blocking = await insertRestaurant(db, { account: { subscription: 1 } });
      await insertBlock(db, chef.account.id, blocking.account.id);
      const chefActor = actorOf(chef.account);
      const toPremium = { chefProfileId: chef.profile.id, venueId: premium.venues[0].id };
      await expect(requireConversationStart(db, chefActor, toPremium)).resolves.toBeUndefined();
      await expect(
        requireConversationStart(db, actorOf(premium.account), toPremium),
      ).resolves.toBeUndefined();
      const toFree = { chefProfileId: chef.profile.id, venueId: free.venues[0].id };
      await expectRefusal(requireConversationStart(db, chefActor, toFree), 'forbidden');
      await expectRefusal(requireConversationStart(db, actorOf(free.account), toFree), 'forbidden');
      const toBlocking = { chefProfileId: chef.profile.id, venueId: blocking.venues[0].id };
      await expectRefusal(requireConversationStart(db, chefActor, toBlocking), 'not_found');
      await expectRefusal(requireConversationStart(db, actorOf(blocking.account), toBlocking), 'not_found');
      await expectRefusal(requireConversationStart(db, staff, toPremium), 'forbidden');
      await expectRefusal(requireConversationStart(db, actorOf(free.account), toPremium), 'forbidden');
      await expectRefusal(
        requireConversationStart(db, chefActor, { chefProfileId: chef.profile.id, venueId: missingId }),
        'not_found',
      );
      await expectRefusal(requireConversationStart(db, null, toPremium), 'not_logged_in');
    });

    it('tells which counterparts are blocked either way, in one query', async () => {
      const me = await insertAccount(db);
      const [blockedByMe, blockingMe, neutral, blockedByOther] = await Promise.all([
        insertAccount(db, { type: 'restaurant' }),
        insertAccount(db, { type: 'restaurant' }),
        insertAccount(db, { type: 'restaurant' }),
        insertAccount(db, { type: 'restaurant' }),
      ]);
      await insertBlock(db, me.id, blockedByMe!.id);
      await insertBlock(db, blockingMe!.id, me.id);
      await insertBlock(db, blockedByOther!.id, neutral!.id);
      const ids = [blockedByMe!.id, blockingMe!.id, neutral!.id, blockedByOther!.id];
      let result = new Set<number>();
      const queries = await countQueries(db, async () => {
        result = await checkBlockedCounterparts(db, me.id, ids);
      });
      expect(result).toEqual(new Set([blockedByMe!.id, blockingMe!.id]));
      expect(queries).toBe(1);
      // The same rule as a condition inside another query.
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`${accounts.id} in ${ids} and ${notBlockedWith(me.id, accounts.id)}`);
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set([neutral!.id, blockedByOther!.id]));
    });
  });

  describe('what a viewer may see', () => {
    it('a live chef profile shows to everyone; an inactive one to its owner, staff and related venues', async () => {
      const live = await insertChef(db);
      const off = await insertChef(db, { profile: { active: 0 } });
      const related = await insertRestaurant(db, { account: { subscription: 1 } });
      const unrelated = await insertRestaurant(db);
      await insertApplication(db, {
        offerId: (await insertOffer(db, { restaurantProfileId: related.venues[0].id })).id,
        chefProfileId: off.profile.id,
      });
      await expect(requireAccess(db, null, 'chefProfile.view', live.profile.id)).resolves.toBeUndefined();
      await expectRefusal(requireAccess(db, null, 'chefProfile.view', off.profile.id), 'not_found');
      await expectRefusal(
        requireAccess(db, actorOf(unrelated.account), 'chefProfile.view', off.profile.id),
        'not_found',
      );
      await expect(
        requireAccess(db, actorOf(related.account), 'chefProfile.view', off.profile.id),
      ).resolves.toBeUndefined();
      await expect(
        requireAccess(db, actorOf(off.account), 'chefProfile.view', off.profile.id),
      ).resolves.toBeUndefined();
      await expect(requireAccess(db, staff, 'chefProfile.view', off.profile.id)).resolves.toBeUndefined();
    });

    it('a block hides profiles, venues and offers both ways, as if they did not exist', async () => {
      const chef = await insertChef(db);
      const restaurant = await insertRestaurant(db);
      const offer = await insertOffer(db, { restaurantProfileId: restaurant.venues[0].id });
      await insertBlock(db, restaurant.account.id, chef.account.id);
      const chefActor = actorOf(chef.account);
      const venueActor = actorOf(restaurant.account);
      await expectRefusal(requireAccess(db, venueActor, 'chefProfile.view', chef.profile.id), 'not_found');
      await expectRefusal(requireAccess(db, chefActor, 'venue.view', restaurant.venues[0].id), 'not_found');
      await expectRefusal(requireAccess(db, chefActor, 'offer.view', offer.id), 'not_found');
      await expectRefusal(requireAccess(db, chefActor, 'offer.apply', offer.id), 'not_found');
      // Others still see both.
      await expect(requireAccess(db, null, 'offer.view', offer.id)).resolves.toBeUndefined();
      await expect(requireAccess(db, null, 'chefProfile.view', chef.profile.id)).resolves.toBeUndefined();
    });

    it('only live offers of live venues show, except to their account and staff', async () => {
      const restaurant = await insertRestaurant(db, { venues: [{}, { active: 0 }] });
      const viewer = actorOf((await insertChef(db)).account);
      const live = await insertOffer(db, { restaurantProfileId: restaurant.venues[0].id });
      const paused = await insertOffer(db, { restaurantProfileId: restaurant.venues[0].id, status: 0 });
      const inReview = await insertOffer(db, { restaurantProfileId: restaurant.venues[0].id, approved: 0 });
      const ofInactiveVenue = await insertOffer(db, { restaurantProfileId: restaurant.venues[1]!.id });
      const hidden = [paused.id, inReview.id, ofInactiveVenue.id];
      expect(await checkAccess(db, viewer, 'offer.view', [live.id, ...hidden])).toEqual(new Set([live.id]));
      expect(
        await checkAccess(
          db,
          null,
          'venue.view',
          restaurant.venues.map((v) => v.id),
        ),
      ).toEqual(new Set([restaurant.venues[0].id]));
      await expect(
        requireAccess(db, actorOf(restaurant.account), 'offer.view', hidden),
      ).resolves.toBeUndefined();
      await expect(requireAccess(db, staff, 'offer.view', hidden)).resolves.toBeUndefined();
    });
  });

  describe('audience (D9)', () => {
    it('the conditions in SQL agree with matchesAudience and meetsAudience, edge cases included', async () => {
      const chefs = [
        { nationalities: [], languages: [] },
        { nationalities: ['ES'], languages: ['es'] },
        { nationalities: ['ES', 'PT'], languages: ['en', 'pt'] },
        { nationalities: ['FR'], languages: ['fr'] },
        { nationalities: [], languages: ['fr'] },
        { nationalities: ['BR'], languages: [] },
      ];
      const audiences = [
        { nationalities: [], workLanguage: null },
        { nationalities: ['PT'], workLanguage: null },
        { nationalities: [], workLanguage: 'es' },
        { nationalities: ['ES', 'FR'], workLanguage: 'fr' },
        { nationalities: ['BR'], workLanguage: 'pt' },
      ];
      for (const chef of chefs)
        for (const audience of audiences) {
          const venue = {
            nationalities: textArray(audience.nationalities),
            workLanguage:
              audience.workLanguage === null ? sql`null::text` : sql`${audience.workLanguage}::text`,
          };
          const n = textArray(chef.nationalities);
          const l = textArray(chef.languages);
          const { rows } = await db.execute<{ admitted: boolean; met: boolean }>(
            sql`select ${audienceAdmits(venue, n, l)} as admitted, ${audienceMet(venue, n, l)} as met`,
          );
          expect({ chef, audience, ...rows[0] }).toEqual({
            chef,
            audience,
            admitted: matchesAudience(chef, audience),
            met: meetsAudience(chef, audience),
          });
        }
    });

    it('offers admit the chefs of their venue audience; restaurants and visitors see them all', async () => {
      const spanish = await insertChef(db, { profile: { nationalities: ['ES'] } });
      await insertChefLanguage(db, spanish.profile.id, 'es', 3);
      await insertChefLanguage(db, spanish.profile.id, 'en', 1);
      const french = await insertChef(db, { profile: { nationalities: ['FR'] } });
      await insertChefLanguage(db, french.profile.id, 'fr', 3);
      const restaurant = await insertRestaurant(db, {
        venues: [
          {},
          { nationalities: ['ES', 'PT'] },
          { workLanguage: 'fr' },
          { nationalities: ['FR'], workLanguage: 'en' },
        ],
      });
      const offerOf = await Promise.all(
        restaurant.venues.map((v) => insertOffer(db, { restaurantProfileId: v.id })),
      );
      const ids = offerOf.map((o) => o.id);
      const [open, iberian, frenchSpeaking, frenchEnglish] = ids as [number, number, number, number];

      expect(await checkOffersInAudience(db, actorOf(spanish.account), ids)).toEqual(
        new Set([open, iberian]),
      );
      expect(await checkOffersInAudience(db, actorOf(french.account), ids)).toEqual(
        new Set([open, frenchSpeaking]),
      );
      expect(await checkOffersInAudience(db, null, ids)).toEqual(new Set(ids));
      expect(await checkOffersInAudience(db, actorOf(restaurant.account), ids)).toEqual(new Set(ids));

      await expect(
        requireAccess(db, actorOf(spanish.account), 'offer.apply', iberian),
      ).resolves.toBeUndefined();
      await expectRefusal(
        requireAccess(db, actorOf(spanish.account), 'offer.apply', frenchEnglish),
        'forbidden',
      );
      await expectRefusal(requireAccess(db, actorOf(restaurant.account), 'offer.apply', open), 'forbidden');
      // A chef account without a profile has declared nothing: every audience admits it (D9 as revised).
      const bare = actorOf(await insertAccount(db));
      expect(await checkOffersInAudience(db, bare, ids)).toEqual(new Set(ids));
      const checked = await checkOffersAudience(db, bare, [frenchEnglish]);
      expect(checked.get(frenchEnglish)?.check).toEqual({
        admitted: true,
        undeclared: ['nationality', 'language'],
        unmet: [],
      });

      const facts = await loadChefAudienceFacts(db, [spanish.profile.id, french.profile.id]);
      expect(facts.get(spanish.profile.id)).toEqual({ nationalities: ['ES'], languages: ['en', 'es'] });
      const audiences = await loadVenueAudiences(db, [restaurant.venues[3]!.id]);
      expect(audiences.get(restaurant.venues[3]!.id)).toEqual({ nationalities: ['FR'], workLanguage: 'en' });
    });
  });

  describe('relations (D13)', () => {
    it('related, inapply and invited of many chefs for a restaurant account, across its venues', async () => {
      const group = await insertRestaurant(db, { venues: [{}, {}] });
      const other = await insertRestaurant(db);
      const [applied, invited, talked, elsewhere, none] = await Promise.all(
        Array.from({ length: 5 }, () => insertChef(db)),
      );
      const offerA = await insertOffer(db, { restaurantProfileId: group.venues[0].id });
      const offerB = await insertOffer(db, { restaurantProfileId: group.venues[1]!.id });
      const offerOther = await insertOffer(db, { restaurantProfileId: other.venues[0].id });
      await insertApplication(db, { offerId: offerB.id, chefProfileId: applied!.profile.id, status: -1 });
      await insertApplication(db, { offerId: offerA.id, chefProfileId: invited!.profile.id, invited: true });
      await insertConversation(db, {
        chefProfileId: talked!.profile.id,
        restaurantProfileId: group.venues[1]!.id,
        lastMessageAt: new Date(),
      });
      // A conversation opened but never written in relates no one.
      await insertConversation(db, {
        chefProfileId: none!.profile.id,
        restaurantProfileId: group.venues[0].id,
      });
      await insertApplication(db, { offerId: offerOther.id, chefProfileId: elsewhere!.profile.id });
      const chefIds = [applied, invited, talked, elsewhere, none].map((c) => c!.profile.id);

      const relations = await loadChefRelations(db, actorOf(group.account), chefIds);
      expect(chefIds.map((id) => relations.get(id))).toEqual([
        { related: true, inapply: true, invited: false },
        { related: true, inapply: false, invited: true },
        { related: true, inapply: false, invited: false },
        { related: false, inapply: false, invited: false },
        { related: false, inapply: false, invited: false },
      ]);
      // Chefs, staff and visitors have no relation to a chef.
      const asChef = await loadChefRelations(db, actorOf(applied!.account), chefIds);
      expect([...asChef.values()].every((r) => !r.related && !r.inapply && !r.invited)).toBe(true);

      // A chef's relation to venues: the venue itself.
      const venueIds = [...group.venues.map((v) => v.id), other.venues[0].id];
      const seenByApplicant = await loadVenueRelations(db, actorOf(applied!.account), venueIds);
      expect(venueIds.map((id) => seenByApplicant.get(id)?.related)).toEqual([false, true, false]);
      expect(seenByApplicant.get(group.venues[1]!.id)).toEqual({
        related: true,
        inapply: true,
        invited: false,
      });
      const seenByInvited = await loadVenueRelations(db, actorOf(invited!.account), venueIds);
      expect(seenByInvited.get(group.venues[0].id)).toEqual({ related: true, inapply: false, invited: true });
    });
  });

  describe('premium (D5)', () => {
    it('venues are premium with their account; venue gates need the venue and the plan', async () => {
      const premium = await insertRestaurant(db, { account: { subscription: 1 }, venues: [{}, {}] });
      const free = await insertRestaurant(db);
      const premiumIds = premium.venues.map((v) => v.id);
      expect(await checkPremiumVenues(db, [...premiumIds, free.venues[0].id])).toEqual(new Set(premiumIds));

      await expect(
        requireVenueGate(db, actorOf(premium.account), 'sendOffers', premiumIds),
      ).resolves.toBeUndefined();
      await expectRefusal(
        requireVenueGate(db, actorOf(free.account), 'recruitOption', [free.venues[0].id]),
        'premium_required',
      );
      await expectRefusal(
        requireVenueGate(db, actorOf(premium.account), 'sendOffers', [free.venues[0].id]),
        'forbidden',
      );
      await expectRefusal(
        requireVenueGate(db, actorOf(premium.account), 'sendOffers', [missingId]),
        'not_found',
      );
      await expectRefusal(requireVenueGate(db, null, 'sendOffers', premiumIds), 'not_logged_in');
      await expect(
        requireVenueGate(db, staff, 'recruitOption', [free.venues[0].id]),
      ).resolves.toBeUndefined();
    });
  });

  describe('cost', () => {
    it('each check is one query whatever the number of ids; a refused visitor costs none', async () => {
      const group = await insertRestaurant(db, {
        account: { subscription: 1 },
        venues: Array.from({ length: 12 }, () => ({})),
      });
      const chefs = await Promise.all(Array.from({ length: 12 }, () => insertChef(db)));
      const offersOf = await Promise.all(
        group.venues.map((v) => insertOffer(db, { restaurantProfileId: v.id })),
      );
      const actor = actorOf(group.account);
      const chefActor = actorOf(chefs[0]!.account);
      const venueIds = group.venues.map((v) => v.id);
      const chefIds = chefs.map((c) => c.profile.id);
      const offerIds = offersOf.map((o) => o.id);

      const cases: [Actor | null, Permission, number[]][] = [
        [actor, 'venue.manage', venueIds],
        [actor, 'offer.manage', offerIds],
        [actor, 'chefProfile.view', chefIds],
        [chefActor, 'offer.apply', offerIds],
        [chefActor, 'offer.view', offerIds],
        [null, 'venue.view', venueIds],
      ];
      for (const [who, permission, ids] of cases) {
        expect(await countQueries(db, () => requireAccess(db, who, permission, ids.slice(0, 1)))).toBe(1);
        expect(await countQueries(db, () => requireAccess(db, who, permission, ids))).toBe(1);
      }
      expect(await countQueries(db, () => loadChefRelations(db, actor, chefIds))).toBe(1);
      expect(await countQueries(db, () => loadVenueRelations(db, chefActor, venueIds))).toBe(1);
      expect(await countQueries(db, () => checkOffersInAudience(db, chefActor, offerIds))).toBe(1);
      expect(await countQueries(db, () => checkPremiumVenues(db, venueIds))).toBe(1);
      expect(await countQueries(db, () => loadChefAudienceFacts(db, chefIds))).toBe(1);
      expect(await countQueries(db, () => checkAccess(db, null, 'venue.manage', venueIds))).toBe(0);
    });
  });
});
