import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OfferSearchResult } from '../../src/shared/contracts/search';
import { offerFacetCache } from '../../src/server/features/search/offers-search.service';
import { api, clearRateLimits, dataOf, errorOf, issuesOf, lisbonPlace, rows } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { insertOffer, insertRestaurant, type Venue } from '../factories/index';

/** search/offers, the home feed (spec doc 2 sections 2, 3, 7, 9; issue 12; docs/decisions/028-search.md). */

const place = (city: string, country: string, code: string, lat: number, lng: number) => ({
  formatted_address: `${city}, ${country}`,
  components: { locality: city, country, country_code: code },
  lat,
  lng,
});
const lisbon = lisbonPlace;
const porto = place('Porto', 'Portugal', 'PT', 41.15, -8.61);

type Search = OfferSearchResult;

describe('search/offers', () => {
  const t = useTestApp();
  beforeEach(async () => {
    await clearRateLimits(t);
    offerFacetCache.clear();
    await rows(t, sql`truncate accounts, offers cascade`);
  });

  const search = (body: Record<string, unknown> = {}, token?: string) =>
    api<Search>(t.app, 'search/offers', { lang: 'en', ...body }, { token });
  const ids = (result: Search) => result.list.map((o) => o.id);

  /** A venue of its own (free) restaurant account. */
  const venueIn = async (location: object, venue: Record<string, unknown> = {}) =>
    (await insertRestaurant(t.database.db, { venues: [{ location, ...venue }] })).venues[0];
  /** An offer, created `minutesAgo` before now (newer offers have smaller values). */
  const offerAt = (v: Venue, minutesAgo: number, offer: Record<string, unknown> = {}) =>
    insertOffer(t.database.db, {
      restaurantProfileId: v.id,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...offer,
    });

  describe('the feed', () => {
    it('lists the newest live offers with the total, never paused, in-review, deleted offers or those of hidden venues', async () => {
      const v = await venueIn(lisbon);
      const a = await offerAt(v, 30);
      const b = await offerAt(v, 10);
      const c = await offerAt(v, 20);
      await offerAt(v, 1, { status: 0 });
      await offerAt(v, 2, { approved: 0 });
      await offerAt(v, 3, { deletedAt: new Date() });
      const off = await venueIn(porto, { active: 0 });
      await offerAt(off, 4);
      const review = await venueIn(porto, { approved: 0 });
      await offerAt(review, 5);
      const feed = dataOf(await search());
      expect(ids(feed)).toEqual([b.id, c.id, a.id]);
      expect(feed.total).toBe(3);
      expect(feed.list[0]).toMatchObject({
        id: b.id,
        rid: v.id,
        distance: null,
        restaurant: { id: v.id, name: v.name },
      });
      expect(feed).toMatchObject({ position: null, text: null, location: null });
      expect(feed.until).toBeGreaterThanOrEqual(Math.max(a.id, b.id, c.id));
    });

    it('takes the spec’s exact call: a form with page, qty, filters and location as JSON text, position and lang', async () => {
      const v = await venueIn(lisbon, { cuisines: [2] });
      const o = await offerAt(v, 5, { position: 6, term: 'full-time' });
      await offerAt(v, 6, { position: 6, term: 'part-time' });
      const result = await api<Search>(
        t.app,
        'search/offers',
        {
          page: 0,
          qty: 10,
          filters: JSON.stringify([{ id: 'full-time', type: 'term' }]),
          location: JSON.stringify(lisbon),
          position: 'sous-chef',
          lang: 'en',
          submit: 1,
        },
        { form: true },
      );
      const data = dataOf(result);
      expect(ids(data)).toEqual([o.id]);
      expect(data.total).toBe(1);
      expect(data.position).toBe(6);
      expect(data.location).toMatchObject({ lat: lisbon.lat, lng: lisbon.lng, radius: 50 });
    });
  });

  describe('bad input', () => {
    it('answers 400 with the field for malformed filters or location, qty 10000, page -1, unknown types, too deep, a position out of range', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ filters: '[{"id":6,"type":"position"' }, { filters: 'filters_invalid' }],
        [{ filters: '{"id":6}' }, { filters: 'filters_invalid' }],
        [{ filters: '[{"id":6,"type":"nationality"}]' }, { filters: 'filter_type_invalid' }],
        [{ filters: '[{"id":99,"type":"position"}]' }, { filters: 'filter_invalid' }],
        [{ location: '{"lat":"x"' }, { location: 'location_invalid' }],
        [{ location: '{"lat":100,"lng":0}' }, { location: 'location_invalid' }],
        [{ location: '{"lat":38,"lng":-9,"radius":5000}' }, { location: 'location_invalid' }],
        [{ qty: 10000 }, { qty: 'qty_invalid' }],
        [{ page: -1 }, { page: 'invalid_value' }],
        [{ page: 500, qty: 20 }, { page: 'page_too_deep' }],
        [{ position: '34' }, { position: 'invalid_value' }],
        [{ until: 0 }, { until: 'invalid_value' }],
      ];
      for (const [body, issues] of cases) {
        const result = await api<Search>(t.app, 'search/offers', { lang: 'en', ...body }, { form: true });
        expect(result.status, JSON.stringify(body)).toBe(400);
        const got = issuesOf(result);
        for (const [field, code] of Object.entries(issues))
          expect(got[field], JSON.stringify(body)).toBe(code);
      }
      expect(errorOf(await search({ location: { name: 'Xqzwvvk' } })).code).toBe('location_not_found');
    });
  });
});
