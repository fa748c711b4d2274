import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SubscribeOutput } from '../../src/shared/contracts/applications';
import type { ChefSavedMark, OfferCard, SavedOfferCard } from '../../src/shared/contracts/offers';
import { savedOffers } from '../../src/server/db/schema/index';
import { demoAccounts, demoPassword, seedDemoData } from '../../src/server/db/seed';
import { addDemoOffers, addDemoSavedOffers } from '../../src/server/features/offers/offers.demo';
import { addDemoVenues } from '../../src/server/features/venues/venues.demo';
import { api, clearRateLimits, countQueries, dataOf, day, errorOf, login } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertAccount, insertBlock, insertChef } from '../factories/index';
import { insertOffer, insertRestaurant, type Offer } from '../factories/index';

/**
 * The chef's saved offers (spec doc 1 sections 2, 4, 7 and 9; docs/api.md "POST /api/offer/chef/saved"):
 * a chef saves offers with offer/subscribe (saved=1) and reads them back newest saved first, 10 a page,
 * each with when it was saved (the page groups them by that day), only the chef's own and only those
 * live for the chef; offer/chef/saved/in says which offers on screen are saved.
 */

describe('saved offers', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const savedList = (token: string | undefined, body: Record<string, unknown> = {}) =>
    api<SavedOfferCard[]>(
      t.app,
      'offer/chef/saved',
      { lang: 'en', submit: 1, ...body },
      { token, form: true },
    );
  const savedPage = async (token: string, body: Record<string, unknown> = {}) =>
    dataOf(await savedList(token, body));
  const savedIn = (token: string | undefined, oid: string) =>
    api<{ list: ChefSavedMark[] }>(t.app, 'offer/chef/saved/in', { oid }, { token });
  const save = (token: string, ids: number[]) =>
    api<SubscribeOutput>(t.app, 'offer/subscribe', { offers: ids.join(','), saved: 1 }, { token });

  /** A chef with a session. */
  async function chef(overrides: Parameters<typeof insertChef>[1] = {}) {
    const made = await insertChef(db(), overrides);
    return { ...made, token: await tokenOf(made.account.email) };
  }

  /** A restaurant account with one venue (its overrides) and `count` live offers, newest last. */
  async function venueWithOffers(count: number, venue: Record<string, unknown> = {}) {
    const made = await insertRestaurant(db(), { venues: [venue] });
    const offers: Offer[] = [];
    for (let i = 0; i < count; i++)
      offers.push(await insertOffer(db(), { restaurantProfileId: made.venues[0].id, name: `Cook ${i + 1}` }));
    return { ...made, venue: made.venues[0], offers, token: await tokenOf(made.account.email) };
  }

  /** Saved straight in the database, `daysAgo` days (and `minutes` minutes) before now. */
  const savedAt = (chefProfileId: number, offerId: number, daysAgo: number, minutes = 0) =>
    db()
      .insert(savedOffers)
      .values({
        chefProfileId,
        offerId,
        createdAt: new Date(Date.now() - daysAgo * day - minutes * 60_000),
      });

  /** The cards offers/in gives this viewer, by id: the saved list's cards are the same. */
  async function cardsOf(token: string, ids: number[]) {
    const res = await api<{ list: OfferCard[] }>(
      t.app,
      'offers/in',
      { id: ids.join(','), lang: 'en' },
      { token },
    );
    return new Map(dataOf(res).list.map((card) => [card.id, card]));
  }

  it('lists the saved offers newest saved first, 10 a page, each the offers cards give with when it was saved', async () => {
    const marc = await venueWithOffers(12);
    const ana = await chef();
    // Two saved through the call (now), the others over the past days: three a day, minutes apart.
    expect(dataOf(await save(ana.token, [marc.offers[0]!.id, marc.offers[1]!.id])).saved).toHaveLength(2);
    for (const [index, offer] of marc.offers.slice(2).entries())
      await savedAt(ana.profile.id, offer.id, 1 + Math.floor(index / 3), index % 3);

    const first = await savedPage(ana.token);
    expect(first).toHaveLength(10);
    const second = await savedPage(ana.token, { page: 1 });
    expect(second).toHaveLength(2);
    const all = [...first, ...second];
    const times = all.map((item) => Date.parse(item.saved));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The two saved now come first (the one saved last, with the higher id, before the other); then
    // day by day, the newest of each day first.
    expect(
      all
        .slice(0, 2)
        .map((item) => item.id)
        .sort(),
    ).toEqual([marc.offers[0]!.id, marc.offers[1]!.id].sort());
    expect(all.slice(2).map((item) => item.id)).toEqual(marc.offers.slice(2).map((offer) => offer.id));
    // The days the page groups by: today twice, then three a day from yesterday back.
    const dayOf = (item: SavedOfferCard) => Math.round((Date.now() - Date.parse(item.saved)) / day);
    expect(all.map(dayOf)).toEqual([0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4]);
    const stored = await db().execute<{ offer_id: number; created_at: string }>(
      sql`select offer_id, created_at from saved_offers where chef_profile_id = ${ana.profile.id}`,
    );
    const storedAt = new Map(
      stored.rows.map((row) => [row.offer_id, new Date(row.created_at).toISOString()]),
    );
    const cards = await cardsOf(
      ana.token,
      all.map((item) => item.id),
    );
    for (const item of all) expect(item).toEqual({ ...cards.get(item.id)!, saved: storedAt.get(item.id) });
    expect(first[0]).toMatchObject({
      rid: marc.venue.id,
      restaurant: { name: marc.venue.name },
      undeclared: [],
    });

    // Any page size up to 50, from any page.
    expect((await savedPage(ana.token, { qty: 5, page: 2 })).map((item) => item.id)).toEqual(
      all.slice(10).map((item) => item.id),
    );
    expect((await savedList(ana.token, { qty: 51 })).status).toBe(400);
    expect(await savedPage(ana.token, { page: 3 })).toEqual([]);
  });

  it('keeps the first date when an offer is saved again', async () => {
    const marc = await venueWithOffers(1);
    const ana = await chef();
    await savedAt(ana.profile.id, marc.offers[0]!.id, 5);
    const before = await savedPage(ana.token);
    expect((await save(ana.token, [marc.offers[0]!.id])).status).toBe(201);
    expect(await savedPage(ana.token)).toEqual(before);
  });

  it("lists only the chef's own, and only the offers live for the chef while they are", async () => {
    const marc = await venueWithOffers(3);
    const portugueseOnly = await venueWithOffers(1, { nationalities: ['PT'] });
    const blocker = await venueWithOffers(1);
    const ana = await chef({ profile: { nationalities: ['ES'] } });
    const ben = await chef();
    const [kept, paused, deleted] = marc.offers;
    for (const offer of [...marc.offers, ...portugueseOnly.offers, ...blocker.offers])
      await savedAt(ana.profile.id, offer.id, 1);
    await savedAt(ben.profile.id, kept!.id, 0);
    await db().execute(sql`update offers set status = 0 where id = ${paused!.id}`);
    await db().execute(sql`update offers set deleted_at = now() where id = ${deleted!.id}`);
    await insertBlock(db(), blocker.account.id, ana.account.id);

    expect((await savedPage(ana.token)).map((item) => item.id)).toEqual([kept!.id]);
    expect((await savedPage(ben.token)).map((item) => item.id)).toEqual([kept!.id]);
    // Still saved: live again, it is listed again, at its place.
    await db().execute(sql`update offers set status = 1 where id = ${paused!.id}`);
    expect((await savedPage(ana.token)).map((item) => item.id).sort()).toEqual([kept!.id, paused!.id].sort());
    // A new chef has saved nothing.
    expect(await savedPage((await chef()).token)).toEqual([]);
  });

  it('refuses visitors (401) and restaurants (403); a chef account without a profile is 409', async () => {
    const marc = await venueWithOffers(1);
    const refused = (res: { status: number }, status: number, code: string) =>
      expect([res.status, errorOf(res as Parameters<typeof errorOf>[0]).code]).toEqual([status, code]);
    refused(await savedList(undefined), 401, 'not_logged_in');
    refused(await savedList('not-a-live-session'), 401, 'session_expired');
    refused(await savedList(marc.token), 403, 'forbidden');
    refused(await savedIn(undefined, '1'), 401, 'not_logged_in');
    refused(await savedIn(marc.token, '1'), 403, 'forbidden');
    const bare = await insertAccount(db(), { type: 'chef' });
    const token = await tokenOf(bare.email);
    refused(await savedList(token), 409, 'chef_profile_missing');
    refused(await savedIn(token, '1'), 409, 'chef_profile_missing');
  });

  it('answers a page in the same number of queries whatever its size', async () => {
    const ana = await chef();
    const saveAtNewVenue = async (daysAgo: number) => {
      const { offers } = await venueWithOffers(1);
      await savedAt(ana.profile.id, offers[0]!.id, daysAgo);
    };
    const measure = (length: number) =>
      countQueries(t, async () => expect(await savedPage(ana.token)).toHaveLength(length));
    for (let i = 0; i < 2; i++) await saveAtNewVenue(i);
    const few = await measure(2);
    for (let i = 0; i < 8; i++) await saveAtNewVenue(i);
    expect(await measure(10)).toBe(few);
    // The session, the chef's profile and audience facts, the page, and the four of its cards.
    expect(few).toBe(8);
  });

  it('offer/chef/saved/in says which of the offers asked the chef saved, and when', async () => {
    const marc = await venueWithOffers(3);
    const ana = await chef();
    const ben = await chef();
    const [a, b, c] = marc.offers;
    await save(ana.token, [a!.id, c!.id]);
    await save(ben.token, [b!.id]);
    const res = await savedIn(ana.token, `${a!.id},${b!.id},${c!.id},2000000000`);
    const list = dataOf(res).list.sort((x, y) => x.oid - y.oid);
    expect(list).toEqual([
      { oid: a!.id, saved: expect.any(String) },
      { oid: c!.id, saved: expect.any(String) },
    ]);
    expect(Math.abs(Date.parse(list[0]!.saved) - Date.now())).toBeLessThan(60_000);
    expect(dataOf(await savedIn(ana.token, '')).list).toEqual([]);
    // The session, the chef's profile, the saved ones among those asked.
    expect(await countQueries(t, () => savedIn(ana.token, `${a!.id},${b!.id}`))).toBe(3);
  });
});

/** The demo's saved offers: the demo chef's saved page shows a few days at once (README, "Things to try"). */
describe("the demo chef's saved offers", () => {
  const t = useTestApp();

  it('are live offers for the chef, saved over the past week', async () => {
    const db = t.database.db;
    const seeded = await seedDemoData(db, t.config, { info: () => undefined });
    const venueIds = seeded!.restaurants.flatMap((r) => r.venueIds);
    await addDemoVenues(db, venueIds);
    const offers = await addDemoOffers(db, venueIds);
    await addDemoSavedOffers(
      db,
      seeded!.chef,
      offers.map((offer) => offer.id),
    );
    const chef = await login(t.app, demoAccounts.chef.email, demoPassword);
    const saved = dataOf(await api<SavedOfferCard[]>(t.app, 'offer/chef/saved', {}, { token: chef.token }));
    expect(saved).toHaveLength(7);
    expect(new Set(saved.map((item) => item.rid)).size).toBeGreaterThan(1);
    const days = new Set(saved.map((item) => Math.floor((Date.now() - Date.parse(item.saved)) / day)));
    expect(days.size).toBeGreaterThanOrEqual(4);
    expect(Math.max(...days)).toBeLessThanOrEqual(8);
  });
});
