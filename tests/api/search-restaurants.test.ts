import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantSearchResult, SearchRestaurantsInput } from '../../src/shared/contracts/search';
import { createDatabase } from '../../src/server/db/client';
import {
  searchRestaurants,
  venueFacetCache,
} from '../../src/server/features/search/restaurants-search.service';
import { localFileStorage } from '../../src/server/lib/storage';
import { api, clearRateLimits, dataOf, errorOf, issuesOf, login, rows } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertBlock,
  insertChef,
  insertOffer,
  insertRestaurant,
  type Account,
} from '../factories/index';

/**
 * search/restaurants (spec doc 2 sections 2, 7 and 9; D6; docs/decisions/028-search.md). The tests of
 * one file share a database: each search is narrowed to the venues its test made, by a place of its own.
 */

let pointSerial = 0;
/** A point of the test's own, far from the others' (an ocean grid). */
const uniquePoint = () => {
  pointSerial += 1;
  return { lat: -40 + pointSerial * 2, lng: -30 - pointSerial * 2 };
};

const place = (lat: number, lng: number, country = 'PT') => ({
  formatted_address: `Somewhere, ${country}`,
  components: { locality: 'Somewhere', region: 'Somewhere', country, country_code: country },
  lat,
  lng,
});

describe('search/restaurants', () => {
  const t = useTestApp();
  beforeEach(async () => {
    await clearRateLimits(t);
    venueFacetCache.clear();
  });

  const db = () => t.database.db;
  const tokenOf = async (account: Account) => (await login(t.app, account.email, factoryPassword)).token!;
  const search = (body: Record<string, unknown>, token?: string) =>
    api<RestaurantSearchResult>(t.app, 'search/restaurants', { lang: 'en', ...body }, { token });
  const found = async (body: Record<string, unknown>, token?: string) => {
    const res = await search(body, token);
    expect(res.status, res.text).toBe(200);
    return dataOf(res);
  };
  const idsOf = (result: RestaurantSearchResult) => result.list.map((c) => c.id);
  const facet = (result: RestaurantSearchResult, type: string) =>
    Object.fromEntries(result.filters.find((f) => f.type === type)!.options.map((o) => [o.id, o.count]));
  const near = (point: { lat: number; lng: number }, radius = 30) =>
    JSON.stringify({ lat: point.lat, lng: point.lng, radius });
  const venue = async (
    point: { lat: number; lng: number },
    fields: Record<string, unknown> = {},
    premium = false,
  ) =>
    (
      await insertRestaurant(db(), {
        account: premium ? { subscription: 1, subscriptionStatus: 1 } : {},
        venues: [{ location: place(point.lat, point.lng), ...fields }],
      })
    ).venues[0];

  it('lists live venues last updated first, with their cards', async () => {
    const point = uniquePoint();
    const older = await venue(
      point,
      {
        name: 'Tasca do Largo',
        description: { en: '<p>A small <b>tasca</b>.</p><p>By the river.</p>' },
        originalLanguage: 'en',
        cuisines: [10, 2],
        rating: 2,
        ratingType: 'michelin',
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      },
      true,
    );
    const newer = await venue(point, { updatedAt: new Date('2026-02-01T00:00:00Z') });
    await venue(point, { approved: 0 });
    await venue(point, { active: 0 });
    await insertOffer(db(), { restaurantProfileId: older.id });
    await insertOffer(db(), { restaurantProfileId: older.id });
    await insertOffer(db(), { restaurantProfileId: older.id, status: 0 });

    const result = await found({ location: near(point) });
    expect(idsOf(result)).toEqual([newer.id, older.id]);
    expect(result.total).toBe(2);
    expect(result.list[1]).toMatchObject({
      id: older.id,
      slug: 'tasca-do-largo',
      name: 'Tasca do Largo',
      description: 'A small tasca. By the river.',
      cuisine: [10, 2],
      rating: 2,
      ratingType: 'michelin',
      premium: 1,
      images: { logo: null, header: null, image1: null },
      offers: 2,
    });
    expect(result.list[0]).toMatchObject({ premium: 0, offers: 0 });
  });

  it('finds venues by a word of their name, accents and a typo forgiven, best match first', async () => {
    const point = uniquePoint();
    const tasca = await venue(point, { name: 'Tasca do Largo Zafírio' });
    const other = await venue(point, { name: 'Casa Zafiro Nova' });
    await venue(point, { name: 'Le Comptoir' });
    expect(idsOf(await found({ q: 'zafirio', location: near(point) }))).toEqual([tasca.id, other.id]);
    expect(idsOf(await found({ q: 'Tsaca do largo', location: near(point) }))[0]).toBe(tasca.id);
    expect((await found({ q: 'Tasca do Largo Zafírio' })).list.map((v) => v.id)).toContain(tasca.id);
  });

  it('lists only venues within the radius, nearest first, with their distance', async () => {
    const point = uniquePoint();
    const far = await venue({ lat: point.lat + 0.1, lng: point.lng });
    const close = await venue({ lat: point.lat + 0.02, lng: point.lng });
    await venue({ lat: point.lat + 2, lng: point.lng });
    const result = await found({ location: near(point, 20) });
    expect(idsOf(result)).toEqual([close.id, far.id]);
    expect(Math.abs(result.list[0]!.distance! - 2.2)).toBeLessThan(1);
    expect(Math.abs(result.list[1]!.distance! - 11.1)).toBeLessThan(1);
  });

  it('filters by cuisine, country and rating type, each type counted over the others', async () => {
    const point = uniquePoint();
    const a = await venue(point, { cuisines: [1, 2], ratingType: 'michelin', rating: 1 });
    const b = await venue(point, { cuisines: [2], location: place(point.lat, point.lng, 'ES') });
    const c = await venue(point, { cuisines: [3], ratingType: 'stars', rating: 4 });
    const all = await found({ location: near(point) });
    expect(facet(all, 'cuisine')).toEqual({ 1: 1, 2: 2, 3: 1 });
    expect(facet(all, 'country')).toEqual({ PT: 2, ES: 1 });
    expect(facet(all, 'ratingtype')).toEqual({ michelin: 1, none: 1, stars: 1 });

    const filtered = await found({
      location: near(point),
      filters: JSON.stringify([
        { id: 2, type: 'cuisine' },
        { id: 3, type: 'cuisine' },
        { id: 'PT', type: 'country' },
      ]),
    });
    expect(new Set(idsOf(filtered))).toEqual(new Set([a.id, c.id]));
    expect(filtered.total).toBe(2);
    expect(facet(filtered, 'cuisine')).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect(facet(filtered, 'country')).toEqual({ PT: 2, ES: 1 });
    const rated = await found({
      location: near(point),
      filters: JSON.stringify([{ id: 'stars', type: 'ratingtype' }]),
    });
    expect(idsOf(rated)).toEqual([c.id]);
    expect(b.id).toBeGreaterThan(0);
  });

  it('hides venues blocked either way', async () => {
    const point = uniquePoint();
    const blocked = await insertRestaurant(db(), { venues: [{ location: place(point.lat, point.lng) }] });
    const blocker = await insertRestaurant(db(), { venues: [{ location: place(point.lat, point.lng) }] });
    const open = await venue(point);
    const { account } = await insertChef(db());
    await insertBlock(db(), account.id, blocked.account.id);
    await insertBlock(db(), blocker.account.id, account.id);
    const result = await found({ location: near(point) }, await tokenOf(account));
    expect(idsOf(result)).toEqual([open.id]);
    expect(result.total).toBe(1);
    expect((await found({ location: near(point) })).total).toBe(3);
  });

  it('pages 10 at a time without repeating or skipping a venue', async () => {
    const point = uniquePoint();
    const made: number[] = [];
    for (let i = 0; i < 12; i++) made.push((await venue(point)).id);
    await rows(t, sql`update restaurant_profiles set updated_at = '2026-03-01' where id in ${made}`);
    const first = await found({
      filters: '[]',
      location: JSON.stringify({ ...point, radius: 30, name: 'x' }),
    });
    expect(first.list).toHaveLength(10);
    const second = await found({ page: 1, location: near(point) });
    expect([...idsOf(first), ...idsOf(second)]).toEqual([...made].sort((a, b) => b - a));
  });

  it('takes the spec’s call: a form with page, qty, filters and location as JSON text and lang', async () => {
    const point = uniquePoint();
    const made = await venue(point, { cuisines: [7] });
    const res = await api<RestaurantSearchResult>(
      t.app,
      'search/restaurants',
      {
        page: 0,
        qty: 10,
        filters: JSON.stringify([{ id: 7, type: 'cuisine' }]),
        location: JSON.stringify({ lat: point.lat, lng: point.lng, radius: 10 }),
        lang: 'pt',
        submit: 1,
      },
      { form: true },
    );
    expect(res.status, res.text).toBe(200);
    expect(idsOf(dataOf(res))).toEqual([made.id]);
  });

  it('answers bad input with a clear 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: 'not json' }, 'filters'],
      [{ filters: JSON.stringify([{ id: 6, type: 'position' }]) }, 'filters'],
      [{ filters: JSON.stringify({ id: 1, type: 'cuisine' }) }, 'filters'],
      [{ location: '[1,2]' }, 'location'],
      [{ location: JSON.stringify({ lat: 1, lng: 2, radius: 9999 }) }, 'location'],
      [{ qty: 10000 }, 'qty'],
      [{ page: -1 }, 'page'],
      [{ page: 1000, qty: 10 }, 'page'],
      [{ q: 'x'.repeat(500) }, 'q'],
    ];
    for (const [body, field] of cases) {
      const started = Date.now();
      const res = await search(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(issuesOf(res)), JSON.stringify(body)).toContain(field);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(errorOf(await search({ page: -1 })).code).toBe('invalid_input');
  });

  it('sends a fixed number of queries whatever the page size', async () => {
    const point = uniquePoint();
    for (let i = 0; i < 12; i++) await venue(point);
    const pool = createDatabase(t.database.url, 2);
    const deps = { db: pool, config: t.config, storage: localFileStorage(join(t.config.dataDir, 'uploads')) };
    const input = (qty: number): SearchRestaurantsInput => ({
      page: 0,
      qty,
      filters: [],
      location: { lat: point.lat, lng: point.lng, radius: 30, place: null },
      q: null,
      until: undefined,
    });
    const queries = async (qty: number) => {
      venueFacetCache.clear();
      const spy = vi.spyOn(pool.$client, 'query');
      try {
        const result = await searchRestaurants(deps, null, input(qty), 'en');
        return { listed: result.list.length, queries: spy.mock.calls.length };
      } finally {
        spy.mockRestore();
      }
    };
    try {
      // The page, the facets with the total, and the cards' four (venues, plans, images, offers).
      expect(await queries(2)).toEqual({ listed: 2, queries: 6 });
      expect(await queries(12)).toEqual({ listed: 12, queries: 6 });
    } finally {
      await pool.$client.end();
    }
  });

  it('finds a place named with a typo', async () => {
    const lisbon = await venue(
      { lat: 38.7223, lng: -9.1393 },
      { name: `Lisbon ${randomBytes(3).toString('hex')}` },
    );
    const result = await found({ location: JSON.stringify({ name: 'Lisbonn', radius: 10 }) });
    expect(result.location?.place?.formatted_address).toMatch(/Lisbo/);
    expect(idsOf(result)).toContain(lisbon.id);
  });
});
