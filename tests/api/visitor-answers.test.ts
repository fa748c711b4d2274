import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferSearchResult } from '../../src/shared/contracts/search';
import { offerFacetCache } from '../../src/server/features/search/offers-search.service';
import { api, clearRateLimits, countQueries, dataOf, errorOf, login, rows } from '../api-helpers';
import { testOrigin, useTestApp } from '../build-test-app';
import { factoryPassword, insertChef, insertOffer, insertRestaurant } from '../factories/index';

/**
 * Visitors' answers to the public searches are kept a moment (docs/decisions/029-visitor-answers.md):
 * sent again without reading the database, dropped by any change made through the app, never used for
 * a signed-in viewer or kept for a refusal.
 */
describe('visitors’ kept search answers', () => {
  const t = useTestApp({ visitorAnswersMs: 60_000 });
  beforeEach(async () => {
    await clearRateLimits(t);
    offerFacetCache.clear();
    t.app.visitorAnswers.clear();
    await rows(t, sql`truncate accounts, offers cascade`);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const feed = (token?: string) => api<OfferSearchResult>(t.app, 'search/offers', { lang: 'en' }, { token });
  const ids = async (token?: string) => {
    const res = await feed(token);
    expect(res.status, res.text).toBe(200);
    return dataOf(res).list.map((o) => o.id);
  };
  const venueWithOffer = async () => {
    const restaurant = await insertRestaurant(t.database.db);
    const offer = await insertOffer(t.database.db, { restaurantProfileId: restaurant.venues[0].id });
    return { restaurant, offer };
  };

  it('sends a visitor the same answer again without reading the database, compressed once', async () => {
    const { offer } = await venueWithOffer();
    const first = await feed();
    expect(dataOf(first).list.map((o) => o.id)).toEqual([offer.id]);
    let again: Awaited<ReturnType<typeof feed>> | undefined;
    expect(await countQueries(t, async () => (again = await feed()))).toBe(0);
    expect(again!.text).toBe(first.text);

    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search/offers',
        headers: {
          origin: testOrigin,
          'accept-encoding': `${encoding}, deflate`,
          'content-type': 'application/json',
        },
        payload: { lang: 'en' },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(decompress(res.rawPayload).toString()).toBe(first.text);
    }
    // Another language is another answer.
    const spanish = await api<OfferSearchResult>(t.app, 'search/offers', { lang: 'es' });
    expect(spanish.body.message).not.toBe(first.body.message);
  });

  it('keys a kept answer on the input as validated: its spelling and fields no call reads do not count', async () => {
    await venueWithOffer();
    const first = await api<OfferSearchResult>(t.app, 'search/offers', { lang: 'en', page: 0 });
    expect(first.status, first.text).toBe(200);
    for (const body of [
      { lang: 'en', page: '0' },
      { lang: 'en', page: '00', unread: 'x' },
      { lang: 'en', [`junk${Date.now()}`]: [1, 2] },
    ]) {
      let again: Awaited<ReturnType<typeof feed>> | undefined;
      expect(await countQueries(t, async () => (again = await api(t.app, 'search/offers', body)))).toBe(0);
      expect(again!.text).toBe(first.text);
    }
    expect(t.app.visitorAnswers.size).toBe(1);
  });

  it('drops every kept answer when a change is made through the app', async () => {
    const { restaurant, offer } = await venueWithOffer();
    const token = (await login(t.app, restaurant.account.email, factoryPassword)).token!;
    expect(await ids()).toEqual([offer.id]);
    expect(t.app.visitorAnswers.size).toBe(1);
    const paused = await api(t.app, 'offer/toggle', { oid: offer.id, action: 0 }, { token });
    expect(paused.status, paused.text).toBe(200);
    expect(await ids()).toEqual([]);
  });

  it('shows a change made elsewhere (another process, a job) once the kept time is over', async () => {
    const { offer } = await venueWithOffer();
    expect(await ids()).toEqual([offer.id]);
    await rows(t, sql`update offers set status = 0 where id = ${offer.id}`);
    expect(await ids()).toEqual([offer.id]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await ids()).toEqual([]);
  });

  it('keeps no refusal', async () => {
    const refused = await api(t.app, 'search/offers', { lang: 'en', qty: 10_000 });
    expect(refused.status).toBe(400);
    const limited = await api(t.app, 'search/chefs', { lang: 'en', page: 1 });
    expect([limited.status, errorOf(limited).code]).toEqual([403, 'search_limit_reached']);
    expect(t.app.visitorAnswers.size).toBe(0);
    expect((await api(t.app, 'search/offers', { lang: 'en', qty: 10_000 })).status).toBe(400);
  });

  it('answers from what is kept only the input sent exactly so; anything else is checked', async () => {
    const filters = JSON.stringify([{ id: 3, type: 'cuisine' }]);
    const kept = await api(t.app, 'search/offers', { lang: 'en', filters });
    expect(kept.status, kept.text).toBe(200);
    expect((await api(t.app, 'search/offers', { lang: 'en', filters })).text).toBe(kept.text);
    // The same filters cut short, and with an unknown type: refused, as they are when nothing is kept.
    const cut = await api(t.app, 'search/offers', { lang: 'en', filters: filters.slice(0, -1) });
    expect([cut.status, errorOf(cut).code]).toEqual([400, 'invalid_input']);
    const unknown = await api(t.app, 'search/offers', {
      lang: 'en',
      filters: filters.replace('cuisine', 'mood'),
    });
    expect(unknown.status).toBe(400);
    expect(t.app.visitorAnswers.size).toBe(1);
  });

  const signIn = async (email: string) => (await login(t.app, email, factoryPassword)).token!;

  it('a signed-in restaurant without blocks is sent the visitors’ kept answer', async () => {
    const { offer } = await venueWithOffer();
    const other = await insertRestaurant(t.database.db);
    const token = await signIn(other.account.email);
    const visitor = await feed();
    let signedIn: Awaited<ReturnType<typeof feed>> | undefined;
    // The session and the viewer's block and audience facts; nothing of the search.
    expect(await countQueries(t, async () => (signedIn = await feed(token)))).toBe(2);
    expect(signedIn!.text).toBe(visitor.text);
    expect(dataOf(signedIn!).list.map((o) => o.id)).toEqual([offer.id]);
    // Asking again: the viewer's session and class are kept with the answers, nothing is read.
    expect(await countQueries(t, () => feed(token))).toBe(0);
  });

  it('keeps a signed-in viewer’s session with the answers: ended through the app, it ends at once', async () => {
    const { offer } = await venueWithOffer();
    const other = await insertRestaurant(t.database.db);
    const token = await signIn(other.account.email);
    const lookups = vi.spyOn(t.app.sessionStore, 'resolve');
    const looked = () => lookups.mock.calls.length;
    const user = () => api(t.app, 'account/user', {}, { bearer: token, origin: null });
    try {
      expect(await ids(token)).toEqual([offer.id]);
      expect(looked()).toBe(1);
      expect(await countQueries(t, () => ids(token))).toBe(0);
      expect(looked()).toBe(1);
      // Ended elsewhere (another process): a call whose answers are kept takes the session found a
      // moment ago until the kept time is over; every other call looks it up.
      await rows(t, sql`delete from sessions where account_id = ${other.account.id}`);
      expect((await user()).status).toBe(401);
      expect(looked()).toBe(2);
      expect(await ids(token)).toEqual([offer.id]);
      expect(looked()).toBe(2);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect(await ids(token)).toEqual([offer.id]);
      expect(looked()).toBe(3);
      expect(await lookups.mock.results[2]!.value).toBeNull();
      vi.useRealTimers();

      // Signing out through the app drops what is kept at once: the same token is looked up again,
      // and names no session.
      const again = await signIn(other.account.email);
      await ids(again);
      const before = looked();
      await ids(again);
      expect(looked()).toBe(before);
      const out = await api(t.app, 'account/logout', {}, { bearer: again, origin: null });
      expect(out.status, out.text).toBe(200);
      await ids(again);
      expect(looked()).toBeGreaterThan(before + 1);
      expect(await lookups.mock.results.at(-1)!.value).toBeNull();
    } finally {
      lookups.mockRestore();
    }
  });

  it('chefs share a kept answer with the chefs of the same audience only (D9)', async () => {
    const open = await venueWithOffer();
    const spanishOnly = await insertRestaurant(t.database.db, { venues: [{ nationalities: ['ES'] }] });
    const forSpaniards = await insertOffer(t.database.db, { restaurantProfileId: spanishOnly.venues[0].id });
    const spaniard = await insertChef(t.database.db, { profile: { nationalities: ['ES'] } });
    const anotherSpaniard = await insertChef(t.database.db, { profile: { nationalities: ['ES'] } });
    const portuguese = await insertChef(t.database.db, { profile: { nationalities: ['PT'] } });
    const both = [open.offer.id, forSpaniards.id].sort();

    // Signing in is a change made through the app: every kept answer goes. All three first.
    const [first, second, third] = [
      await signIn(spaniard.account.email),
      await signIn(anotherSpaniard.account.email),
      await signIn(portuguese.account.email),
    ];
    expect((await ids(first)).sort()).toEqual(both);
    let kept: number[] = [];
    expect(await countQueries(t, async () => (kept = await ids(second)))).toBe(2);
    expect(kept.sort()).toEqual(both);
    // Kept as well, under another audience: never the Spaniards' answer.
    expect(await ids(third)).toEqual([open.offer.id]);
    // D9's audience is for chefs: a visitor sees both, and no chef is sent the visitors' answer.
    expect((await ids()).sort()).toEqual(both);
    expect(await ids(third)).toEqual([open.offer.id]);

    // Find restaurants and the featured venues count each venue's offers the viewer may see, by audience.
    const offersOfVenue = async (path: string, token?: string) => {
      const res = await api<{ list: { id: number; offers: number }[] }>(
        t.app,
        path,
        { lang: 'en', qty: 8 },
        { token },
      );
      expect(res.status, res.text).toBe(200);
      return dataOf(res).list.find((venue) => venue.id === spanishOnly.venues[0].id)?.offers;
    };
    await rows(t, sql`update accounts set subscription = 1 where id = ${spanishOnly.account.id}`);
    for (const path of ['search/restaurants', 'restaurants/featured']) {
      expect(await offersOfVenue(path, first), path).toBe(1);
      // Nothing: the session and the viewer's class are kept from the feed, the answer from the first.
      expect(await countQueries(t, () => offersOfVenue(path, second)), path).toBe(0);
      expect(await offersOfVenue(path, third), path).toBe(path === 'search/restaurants' ? 0 : undefined);
    }
  });

  it('a viewer with a block is answered afresh (D6), whatever is kept', async () => {
    const { restaurant, offer } = await venueWithOffer();
    const chef = await insertChef(t.database.db);
    const token = await signIn(chef.account.email);
    expect(await ids(token)).toEqual([offer.id]);
    const blocked = await api(t.app, 'moderation/block', { offender: restaurant.account.id }, { token });
    expect(blocked.status, blocked.text).toBe(200);
    expect(await ids()).toEqual([offer.id]);
    expect(await ids(token)).toEqual([]);
    // The search itself (its page and its counts), as kept answers read nothing.
    expect(await countQueries(t, () => ids(token))).toBeGreaterThan(1);
  });

  it('find chefs keeps a signed-in viewer’s answer for that account alone', async () => {
    await insertChef(t.database.db);
    const first = await insertRestaurant(t.database.db);
    const second = await insertRestaurant(t.database.db);
    const chefs = (token: string) => api(t.app, 'search/chefs', { lang: 'en' }, { token });
    const firstToken = await signIn(first.account.email);
    const answer = await chefs(firstToken);
    expect(answer.status, answer.text).toBe(200);
    let again: Awaited<ReturnType<typeof chefs>> | undefined;
    // Nothing: the session and the answer are kept.
    expect(await countQueries(t, async () => (again = await chefs(firstToken)))).toBe(0);
    expect(again!.text).toBe(answer.text);
    const secondToken = await signIn(second.account.email);
    expect(await countQueries(t, () => chefs(secondToken))).toBeGreaterThan(1);
  });
});
