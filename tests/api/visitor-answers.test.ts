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

  it('answers signed-in viewers afresh, and keeps no refusal', async () => {
    const { offer } = await venueWithOffer();
    const chef = await insertChef(t.database.db);
    const token = (await login(t.app, chef.account.email, factoryPassword)).token!;
    expect(await ids(token)).toEqual([offer.id]);
    expect(await countQueries(t, () => ids(token))).toBeGreaterThan(0);

    t.app.visitorAnswers.clear();
    const refused = await api(t.app, 'search/offers', { lang: 'en', qty: 10_000 });
    expect(refused.status).toBe(400);
    const limited = await api(t.app, 'search/chefs', { lang: 'en', page: 1 });
    expect([limited.status, errorOf(limited).code]).toEqual([403, 'search_limit_reached']);
    expect(t.app.visitorAnswers.size).toBe(0);
  });
});
