import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChefSearchResult, SearchChefsInput } from '../../src/shared/contracts/search';
import { createDatabase } from '../../src/server/db/client';
import { chefFacetCache, searchChefs } from '../../src/server/features/search/chefs-search.service';
import { hiddenProfilesTakenOut } from '../../src/server/features/search/chefs-search.repository';
import { localFileStorage } from '../../src/server/lib/storage';
import {
  api,
  chefCountsAdrift,
  clearRateLimits,
  dataOf,
  errorOf,
  issuesOf,
  lisbonPlace,
  login,
  rows,
  staffLogin,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertApplication,
  insertBlock,
  insertChef,
  insertChefLanguage,
  insertOffer,
  insertRestaurant,
  type Account,
} from '../factories/index';

/**
 * search/chefs (spec doc 2 sections 2, 6, 7 and 9; D5, D6, D13; docs/decisions/028-search.md). The
 * tests of one file share a database: each search is narrowed to the chefs its test made, by a word of
 * their names no other chef has, or by a place of its own.
 */

/** A word no other test's chefs carry in their names (letters only: the words search reads letters). */
const uniqueWord = () => `zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** A point of the test's own, far from the others' (an ocean grid). */
let pointSerial = 0;
const uniquePoint = () => {
  pointSerial += 1;
  return { lat: -40 + pointSerial * 2, lng: -30 - pointSerial * 2 };
};

const place = (lat: number, lng: number, name = 'Somewhere', country = 'PT') => ({
  formatted_address: name,
  components: { locality: name, region: name, country, country_code: country },
  lat,
  lng,
});

describe('search/chefs', () => {
  const t = useTestApp();
  beforeEach(async () => {
    await clearRateLimits(t);
    chefFacetCache.clear();
  });

  const db = () => t.database.db;
  const tokenOf = async (account: Account) => (await login(t.app, account.email, factoryPassword)).token!;
  const search = (body: Record<string, unknown>, token?: string) =>
    api<ChefSearchResult>(t.app, 'search/chefs', { lang: 'en', ...body }, { token });
  const found = async (body: Record<string, unknown>, token?: string) => {
    const res = await search(body, token);
    expect(res.status, res.text).toBe(200);
    return dataOf(res);
  };
  const idsOf = (result: ChefSearchResult) => result.list.map((c) => c.id);
  const facet = (result: ChefSearchResult, type: string) =>
    Object.fromEntries(result.filters.find((f) => f.type === type)!.options.map((o) => [o.id, o.count]));

  const chef = (word: string, overrides: NonNullable<Parameters<typeof insertChef>[1]> = {}) =>
    insertChef(db(), {
      ...overrides,
      profile: { name: `Chef ${word} ${randomBytes(2).toString('hex')}`, ...overrides.profile },
    });
  const premiumRestaurant = () =>
    insertRestaurant(db(), { account: { subscription: 1, subscriptionStatus: 1 } });

  it('lists live chefs matching the words, last updated first, with their cards', async () => {
    const word = uniqueWord();
    const older = await chef(word, {
      profile: {
        description: { en: '<p>I cook <b>fish</b>.</p><p>Every day.</p>', es: '<p>Cocino pescado.</p>' },
        originalLanguage: 'en',
        cuisines: [3, 5],
        nationalities: ['FR'],
        location: lisbonPlace,
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      },
    });
    await insertChefLanguage(db(), older.profile.id, 'fr', 3);
    await insertChefLanguage(db(), older.profile.id, 'en');
    const newer = await chef(word, { profile: { updatedAt: new Date('2026-02-01T00:00:00Z') } });
    await chef(word, { profile: { approved: 0 } });
    await chef(word, { profile: { active: 0 } });

    const visitor = await found({ position: word });
    expect(idsOf(visitor)).toEqual([newer.profile.id, older.profile.id]);
    expect(visitor.total).toBe(2);
    expect(visitor.text).toBe(word);
    expect(visitor.position).toBeNull();
    const card = visitor.list[1]!;
    expect(card).toMatchObject({
      id: older.profile.id,
      acc: older.account.id,
      name: older.profile.name,
      position: 6,
      // Named in the reader's language (English here), as every place the server answers.
      location: {
        ...lisbonPlace,
        formatted_address: 'Lisbon, Portugal',
        components: { ...lisbonPlace.components, locality: 'Lisbon' },
      },
      description: 'I cook fish. Every day.',
      cuisine: null,
      nationalities: null,
      languages: ['fr', 'en'],
      images: { profile: null },
      distance: null,
      inapply: 0,
      invited: 0,
      selectable: 0,
    });
    const inSpanish = await found({ position: word, lang: 'es' });
    expect(inSpanish.list[1]!.description).toBe('Cocino pescado.');

    const member = await found({ position: word }, await tokenOf((await insertChef(db())).account));
    expect(member.list[1]).toMatchObject({ cuisine: [3, 5], nationalities: ['FR'] });
  });

  it('cuts the about text at 300 characters of plain text', async () => {
    const word = uniqueWord();
    await chef(word, {
      profile: {
        description: { en: `<p>${'Knife skills and patience. '.repeat(40)}</p>` },
        originalLanguage: 'en',
      },
    });
    const [card] = (await found({ position: word })).list;
    expect(card!.description.length).toBeLessThanOrEqual(300);
    expect(card!.description.endsWith('…')).toBe(true);
  });

  it('finds a position by id, slug, a name in another language or with a typo', async () => {
    const { lat, lng } = uniquePoint();
    const location = JSON.stringify({ lat, lng, radius: 20 });
    const sous = await chef(uniqueWord(), { profile: { position: 6, location: place(lat, lng) } });
    await chef(uniqueWord(), { profile: { position: 9, location: place(lat, lng) } });
    for (const position of ['6', 'sous-chef', 'Segundo de cocina', 'sous chf']) {
      const result = await found({ position, location });
      expect(idsOf(result), position).toEqual([sous.profile.id]);
      expect(result.position).toBe(6);
    }
  });

  it('matches words with accents and case ignored', async () => {
    const word = uniqueWord();
    const chefs = await chef(word, {
      profile: { description: { fr: '<p>Pâtissière passionnée</p>' }, originalLanguage: 'fr' },
    });
    expect(idsOf(await found({ position: `${word} PATISSIERE` }))).toEqual([chefs.profile.id]);
    expect(idsOf(await found({ position: `${word} pâtissi` }))).toEqual([chefs.profile.id]);
  });

  it('lists only chefs within the radius, nearest first, with their distance', async () => {
    const { lat, lng } = uniquePoint();
    const near = await chef(uniqueWord(), { profile: { location: place(lat + 0.05, lng) } });
    const nearer = await chef(uniqueWord(), { profile: { location: place(lat + 0.01, lng) } });
    await chef(uniqueWord(), { profile: { location: place(lat + 1, lng) } });
    const result = await found({ location: JSON.stringify({ lat, lng, radius: 30 }) });
    expect(idsOf(result)).toEqual([nearer.profile.id, near.profile.id]);
    expect(result.total).toBe(2);
    expect(Math.abs(result.list[0]!.distance! - 1.1)).toBeLessThan(1);
    expect(Math.abs(result.list[1]!.distance! - 5.6)).toBeLessThan(1);
    expect(result.location).toMatchObject({ lat, lng, radius: 30 });
  });

  it('pages chefs who share one town point nearest first, without repeating or skipping one', async () => {
    // The place picker's places are towns: every chef of a town stands on the same point.
    const { lat, lng } = uniquePoint();
    const town = place(lat, lng, 'Sametown');
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push((await chef(uniqueWord(), { profile: { location: town } })).profile.id);
    const farther = await chef(uniqueWord(), { profile: { location: place(lat + 0.2, lng) } });
    const premium = await tokenOf((await premiumRestaurant()).account);
    const location = JSON.stringify({ lat, lng, radius: 50 });
    const pages = [];
    for (let page = 0; page < 3; page++) pages.push(idsOf(await found({ location, page, qty: 3 }, premium)));
    expect(pages.map((p) => p.length)).toEqual([3, 3, 2]);
    const listed = pages.flat();
    expect(new Set(listed).size).toBe(8);
    expect(new Set(listed.slice(0, 7))).toEqual(new Set(made));
    expect(listed[7]).toBe(farther.profile.id);
    // The same search twice lists them in the same order.
    expect(idsOf(await found({ location, qty: 8 }, premium))).toEqual(listed);
    const first = await found({ location, qty: 8 }, premium);
    expect(first.list.slice(0, 7).every((c) => c.distance === 0)).toBe(true);
  });

  it('filters with OR inside a type and AND across types, and counts each type over the others', async () => {
    const word = uniqueWord();
    const a = await chef(word, { profile: { cuisines: [1, 2], nationalities: ['PT'], visas: ['GB'] } });
    const b = await chef(word, { profile: { cuisines: [2], nationalities: ['ES'], visas: ['EUROPE'] } });
    const c = await chef(word, { profile: { cuisines: [3], nationalities: ['PT'], visas: [] } });
    await insertChefLanguage(db(), a.profile.id, 'pt');
    await insertChefLanguage(db(), c.profile.id, 'de');

    const all = await found({ position: word });
    expect(all.total).toBe(3);
    expect(facet(all, 'cuisine')).toEqual({ 1: 1, 2: 2, 3: 1 });
    expect(facet(all, 'nationality')).toEqual({ PT: 2, ES: 1 });
    expect(facet(all, 'language')).toEqual({ pt: 1, de: 1 });
    expect(facet(all, 'visa')).toEqual({ GB: 1, EUROPE: 1 });

    const filters = JSON.stringify([
      { id: 1, type: 'cuisine' },
      { id: 3, type: 'cuisine' },
      { id: 'PT', type: 'nationality' },
    ]);
    const narrowed = await found({ position: word, filters });
    expect(new Set(idsOf(narrowed))).toEqual(new Set([a.profile.id, c.profile.id]));
    expect(narrowed.total).toBe(2);
    // Cuisine counts apply the nationality filter only; nationality counts the cuisine filter only.
    expect(facet(narrowed, 'cuisine')).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect(facet(narrowed, 'nationality')).toEqual({ PT: 2 });

    const byLanguage = await found({
      position: word,
      filters: JSON.stringify([{ id: 'de', type: 'language' }]),
    });
    expect(idsOf(byLanguage)).toEqual([c.profile.id]);
    const byVisa = await found({ position: word, filters: JSON.stringify([{ id: 'EUROPE', type: 'visa' }]) });
    expect(idsOf(byVisa)).toEqual([b.profile.id]);
  });

  it('finds a chef by the languages they speak as they add, change and remove them', async () => {
    const word = uniqueWord();
    const ana = await chef(word);
    const token = await tokenOf(ana.account);
    const languages = (body: Record<string, unknown>) =>
      api(
        t.app,
        'profile/chefmeta/languages',
        { ...body, value: body.value === undefined ? undefined : JSON.stringify(body.value) },
        { token, form: true },
      );
    const speaking = async (language: string) => {
      chefFacetCache.clear();
      const result = await found({
        position: word,
        filters: JSON.stringify([{ id: language, type: 'language' }]),
      });
      return { ids: idsOf(result), counted: facet(result, 'language') };
    };

    expect((await languages({ id: 0, value: { language: 'pt', level: 3 } })).status).toBe(200);
    expect((await languages({ id: 0, value: { language: 'it', level: 1 } })).status).toBe(200);
    expect(await speaking('pt')).toEqual({ ids: [ana.profile.id], counted: { pt: 1, it: 1 } });
    const [row] = await rows<{ id: number }>(
      t,
      sql`select id from chef_languages where chef_profile_id = ${ana.profile.id} and language = 'pt'`,
    );
    await languages({ id: row!.id, value: { language: 'de', level: 3 } });
    expect(await speaking('pt')).toEqual({ ids: [], counted: { de: 1, it: 1, pt: 0 } });
    expect((await speaking('de')).ids).toEqual([ana.profile.id]);
    expect((await found({ position: word })).list[0]!.languages).toEqual(['de', 'it']);
    await languages({ id: row!.id, action: 'delete' });
    expect(await speaking('de')).toEqual({ ids: [], counted: { it: 1, de: 0 } });
  });

  it('keeps both languages a chef saves at the same moment', async () => {
    const ana = await chef(uniqueWord());
    const [first, second] = [await db().$client.connect(), await db().$client.connect()];
    try {
      const add = (client: typeof first, language: string) =>
        client.query(
          `insert into chef_languages (chef_profile_id, sort_order, language, level) values ($1, 0, $2, 2)`,
          [ana.profile.id, language],
        );
      const pid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await first.query('begin');
      await second.query('begin');
      await add(first, 'pt');
      // The second waits for the first's lock on the profile, then reads its language too.
      const waiting = add(second, 'it');
      await vi.waitFor(async () => {
        const [activity] = await rows<{ wait: string | null }>(
          t,
          sql`select wait_event_type as wait from pg_stat_activity where pid = ${pid}`,
        );
        expect(activity!.wait).toBe('Lock');
      });
      await first.query('commit');
      await waiting;
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }
    const [profile] = await rows<{ languages: string[] }>(
      t,
      sql`select languages from chef_profiles where id = ${ana.profile.id}`,
    );
    expect(profile!.languages).toEqual(['pt', 'it']);
  });

  it('keeps the counts of the listing and of a position as profiles come, change and go', async () => {
    const listing = async (position?: number) => {
      chefFacetCache.clear();
      return found(position === undefined ? {} : { position: String(position) }, premium);
    };
    const premium = await tokenOf((await premiumRestaurant()).account);
    const before = await listing();
    const cooks = await listing(13);

    const ana = await chef(uniqueWord(), {
      profile: {
        position: 13,
        cuisines: [4],
        nationalities: ['IT'],
        visas: ['EUROPE'],
        location: lisbonPlace,
      },
    });
    await insertChefLanguage(db(), ana.profile.id, 'it');
    const hidden = await chef(uniqueWord(), { profile: { position: 13, active: 0 } });
    const added = await listing(13);
    expect(added.total).toBe(cooks.total + 1);
    expect(facet(added, 'language').it).toBe((facet(cooks, 'language').it ?? 0) + 1);
    expect(facet(added, 'country').PT).toBe((facet(cooks, 'country').PT ?? 0) + 1);
    expect((await listing()).total).toBe(before.total + 1);

    await rows(
      t,
      sql`update chef_profiles set position = 14, cuisines = '{4,5}' where id = ${ana.profile.id}`,
    );
    await rows(t, sql`update chef_profiles set active = 1 where id = ${hidden.profile.id}`);
    expect((await listing(13)).total).toBe(cooks.total + 1);
    expect(facet(await listing(14), 'cuisine')[5]).toBeGreaterThanOrEqual(1);
    await rows(t, sql`update chef_profiles set approved = 0 where id = ${hidden.profile.id}`);
    await rows(t, sql`delete from chef_profiles where id = ${ana.profile.id}`);
    expect(await listing(13)).toMatchObject({ total: cooks.total, filters: cooks.filters });
    expect(await listing()).toMatchObject({ total: before.total, filters: before.filters });
    expect(await chefCountsAdrift(t)).toEqual([]);
    // The listing and a position alone read those counts; anything more counts its matches.
    await rows(
      t,
      sql`update chef_facet_counts set count = count + 1000 where position = 13 and type = 'language' and option = 'it'`,
    );
    expect(facet(await listing(13), 'language').it).toBe((facet(cooks, 'language').it ?? 0) + 1000);
    chefFacetCache.clear();
    const filters = JSON.stringify([{ id: 'PT', type: 'country' }]);
    expect(facet(await found({ position: '13', filters }, premium), 'language').it ?? 0).toBeLessThan(1000);
    await rows(t, sql`select chef_facet_counts_recount()`);
    expect(await listing(13)).toMatchObject({ total: cooks.total, filters: cooks.filters });
    // One option chosen reads the kept pairs: the other types' counts among the profiles having it.
    await rows(t, sql`update chef_profiles set cuisines = '{4}' where id = ${hidden.profile.id}`);
    await rows(t, sql`update chef_profiles set approved = 1 where id = ${hidden.profile.id}`);
    await insertChefLanguage(db(), hidden.profile.id, 'it');
    expect(await chefCountsAdrift(t)).toEqual([]);
    const cuisine4 = JSON.stringify([{ id: 4, type: 'cuisine' }]);
    chefFacetCache.clear();
    const italian = facet(await found({ position: '13', filters: cuisine4 }, premium), 'language').it!;
    expect(italian).toBeGreaterThanOrEqual(1);
    await rows(
      t,
      sql`update chef_facet_pairs set count = count + 1000 where on_type = 'cuisine' and on_option = '4' and position = 13 and type = 'language' and option = 'it'`,
    );
    chefFacetCache.clear();
    expect(facet(await found({ position: '13', filters: cuisine4 }, premium), 'language').it).toBe(
      italian + 1000,
    );
    await rows(t, sql`select chef_facet_counts_recount()`);
    expect(await chefCountsAdrift(t)).toEqual([]);
    expect(await listing(13)).toMatchObject({ total: cooks.total + 1, filters: expect.any(Array) });
    await rows(t, sql`delete from chef_profiles where id = ${hidden.profile.id}`);
    expect(await listing(13)).toMatchObject({ total: cooks.total, filters: cooks.filters });
    expect(await chefCountsAdrift(t)).toEqual([]);
  });

  it('counts filters without words or place as a count of every live profile would', async () => {
    const profiles = [
      { position: 6, cuisines: [4, 5], nationalities: ['IT'], visas: ['EUROPE'], location: lisbonPlace },
      { position: 6, cuisines: [4], nationalities: ['PT', 'BR'], visas: [], location: lisbonPlace },
      {
        position: 7,
        cuisines: [5],
        nationalities: ['IT'],
        visas: ['GB'],
        location: place(40.4, -3.7, 'Madrid', 'ES'),
      },
      {
        position: 6,
        cuisines: [5, 8],
        nationalities: ['ES'],
        visas: ['EUROPE'],
        location: place(40.4, -3.7, 'Madrid', 'ES'),
      },
    ];
    const languages = [['it', 'en'], ['pt'], ['it'], ['es', 'en']];
    for (const [i, profile] of profiles.entries()) {
      // The second profile takes the last id of a chunk of the kept bits, the third the next chunk's first.
      if (i === 1)
        await rows(
          t,
          sql`select setval(pg_get_serial_sequence('chef_profiles', 'id'), (coalesce(max(id), 0) / 8192 + 1) * 8192 - 2) from chef_profiles`,
        );
      const made = await chef(uniqueWord(), { profile });
      for (const code of languages[i]!) await insertChefLanguage(db(), made.profile.id, code);
    }
    const hidden = await chef(uniqueWord(), { profile: { position: 6, cuisines: [4], active: 0 } });
    // The kept bits place a profile by its id, which never changes (the column takes no value but its
    // next one).
    await expect(
      rows(t, sql`update chef_profiles set id = default where id = ${hidden.profile.id}`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    // Each option once in a profile: the counts kept by the database count a profile once per option.
    await expect(
      rows(t, sql`update chef_profiles set cuisines = '{4,4}' where id = ${hidden.profile.id}`),
    ).rejects.toMatchObject({ cause: { constraint: 'chef_profiles_options_once_check' } });

    type Live = {
      position: number | null;
      cuisines: number[];
      nationalities: string[];
      visas: string[];
      country_code: string | null;
      languages: string[];
    };
    const live = await rows<Live>(
      t,
      sql`select position, cuisines, nationalities, visas, country_code, languages from chef_profiles where approved = 1 and active = 1`,
    );
    const optionsOf = (row: Live, type: string): string[] => {
      const single = (value: unknown) => (value === null ? [] : [String(value)]);
      if (type === 'position') return single(row.position);
      if (type === 'country') return single(row.country_code);
      if (type === 'cuisine') return row.cuisines.map(String);
      return row[type === 'nationality' ? 'nationalities' : type === 'visa' ? 'visas' : 'languages'];
    };
    // What a count over every live profile finds: the total passes every type, each type's options
    // are counted over the profiles passing the other types.
    const expected = (position: number | null, filters: { id: number | string; type: string }[]) => {
      const rowsOfSearch = live.filter((row) => position === null || row.position === position);
      const passes = (row: Live, skip: string | null) =>
        [...new Set(filters.map((f) => f.type))].every(
          (type) =>
            type === skip ||
            optionsOf(row, type).some((o) => filters.some((f) => f.type === type && String(f.id) === o)),
        );
      const counts = (type: string) => {
        const tally: Record<string, number> = {};
        for (const row of rowsOfSearch)
          if (passes(row, type)) for (const o of optionsOf(row, type)) tally[o] = (tally[o] ?? 0) + 1;
        return tally;
      };
      return { total: rowsOfSearch.filter((row) => passes(row, null)).length, counts };
    };

    const choices: [number | null, { id: number | string; type: string }[]][] = [
      [null, [{ id: 4, type: 'cuisine' }]],
      [
        null,
        [
          { id: 4, type: 'cuisine' },
          { id: 5, type: 'cuisine' },
        ],
      ],
      [6, [{ id: 'en', type: 'language' }]],
      [null, [{ id: 6, type: 'position' }]],
      [
        null,
        [
          { id: 5, type: 'cuisine' },
          { id: 'IT', type: 'nationality' },
        ],
      ],
      [
        null,
        [
          { id: 4, type: 'cuisine' },
          { id: 5, type: 'cuisine' },
          { id: 'en', type: 'language' },
        ],
      ],
      [
        null,
        [
          { id: 6, type: 'position' },
          { id: 4, type: 'cuisine' },
        ],
      ],
      [6, [{ id: 6, type: 'position' }]],
      [6, [{ id: 7, type: 'position' }]],
      [
        null,
        [
          { id: 6, type: 'position' },
          { id: 7, type: 'position' },
        ],
      ],
      [
        null,
        [
          { id: 4, type: 'cuisine' },
          { id: 8, type: 'cuisine' },
          { id: 'it', type: 'language' },
          { id: 'es', type: 'language' },
        ],
      ],
      [
        6,
        [
          { id: 'ES', type: 'country' },
          { id: 'PT', type: 'country' },
          { id: 'EUROPE', type: 'visa' },
        ],
      ],
      [
        null,
        [
          { id: 4, type: 'cuisine' },
          { id: 'it', type: 'language' },
          { id: 'PT', type: 'country' },
        ],
      ],
      [
        7,
        [
          { id: 5, type: 'cuisine' },
          { id: 'GB', type: 'visa' },
        ],
      ],
      [
        null,
        [
          { id: 6, type: 'position' },
          { id: 7, type: 'position' },
          { id: 5, type: 'cuisine' },
          { id: 'EUROPE', type: 'visa' },
          { id: 'GB', type: 'visa' },
        ],
      ],
      [
        null,
        [
          { id: 'IT', type: 'nationality' },
          { id: 'en', type: 'language' },
          { id: 'FR', type: 'country' },
        ],
      ],
    ];
    const answersAsExpected = async () => {
      chefFacetCache.clear();
      for (const [position, filters] of choices) {
        const answer = await found({
          ...(position ? { position: String(position) } : {}),
          filters: JSON.stringify(filters),
        });
        const { total, counts } = expected(position, filters);
        expect(answer.total, JSON.stringify(filters)).toBe(total);
        for (const group of answer.filters) {
          const want = counts(group.type);
          const chosenHere = filters.filter((f) => f.type === group.type).map((f) => String(f.id));
          for (const id of chosenHere) want[id] ??= 0;
          if (Object.keys(want).length <= 50) expect(facet(answer, group.type), group.type).toEqual(want);
          else for (const option of group.options) expect(option.count).toBe(want[String(option.id)]);
        }
      }
    };
    // As the trigger keeps them, then as the recount builds them (the last bit of a chunk, the next).
    expect(await chefCountsAdrift(t)).toEqual([]);
    await answersAsExpected();
    await rows(t, sql`select chef_facet_counts_recount()`);
    expect(await chefCountsAdrift(t)).toEqual([]);
    await answersAsExpected();

    // Two types chosen read the kept bits: with every bit of English set, every profile passing the
    // other filters counts as speaking it (both chunks hold an English speaker, so both have its bits).
    const italianCooks = JSON.stringify([
      { id: 5, type: 'cuisine' },
      { id: 'IT', type: 'nationality' },
    ]);
    const before = await found({ filters: italianCooks });
    expect(facet(before, 'language').en ?? 0).toBeLessThan(before.total);
    await rows(
      t,
      sql`update chef_facet_bits set bits = bits | ~bits where type = 'language' and option = 'en'`,
    );
    chefFacetCache.clear();
    expect(facet(await found({ filters: italianCooks }), 'language').en).toBe(before.total);
    await rows(t, sql`select chef_facet_counts_recount()`);
    expect(await chefCountsAdrift(t)).toEqual([]);
  });

  it('filters by country and position, a chosen option staying listed', async () => {
    const word = uniqueWord();
    const pt = await chef(word, { profile: { position: 3, location: lisbonPlace } });
    await chef(word, { profile: { position: 4, location: place(40.4, -3.7, 'Madrid', 'ES') } });
    const result = await found({
      position: word,
      filters: JSON.stringify([
        { id: 'PT', type: 'country' },
        { id: 3, type: 'position' },
        { id: 5, type: 'position' },
      ]),
    });
    expect(idsOf(result)).toEqual([pt.profile.id]);
    expect(facet(result, 'position')).toEqual({ 3: 1, 5: 0 });
  });

  it('hides chefs blocked either way and the viewer’s own profile', async () => {
    const word = uniqueWord();
    const blocked = await chef(word);
    const blocker = await chef(word);
    const other = await chef(word);
    const { account } = await insertRestaurant(db());
    await insertBlock(db(), account.id, blocked.account.id);
    await insertBlock(db(), blocker.account.id, account.id);
    const token = await tokenOf(account);
    const result = await found({ position: word }, token);
    expect(idsOf(result)).toEqual([other.profile.id]);
    expect(result.total).toBe(1);
    // A visitor sees all three; the chef themself not their own profile.
    expect((await found({ position: word })).total).toBe(3);
    const own = await found({ position: word }, await tokenOf(other.account));
    expect(new Set(idsOf(own))).toEqual(new Set([blocked.profile.id, blocker.profile.id]));
    // The counts a chef shares with everyone, without their own profile.
    expect(own.total).toBe(2);
    expect(facet(own, 'position')).toEqual({ 6: 2 });
  });

  it('takes the profiles a viewer does not find out of the shared counts, as counting for them would', async () => {
    const word = uniqueWord();
    const blocked = await chef(word, { profile: { position: 6, cuisines: [9] } });
    const blocker = await chef(word, { profile: { position: 6, cuisines: [4, 9] } });
    await chef(word, { profile: { position: 6, cuisines: [4] } });
    await chef(word, { profile: { position: 7, cuisines: [4, 5] } });
    const { account } = await premiumRestaurant();
    await insertBlock(db(), account.id, blocked.account.id);
    await insertBlock(db(), blocker.account.id, account.id);
    const token = await tokenOf(account);
    const counts = async (filters: { id: number; type: string }[], as?: string) => {
      chefFacetCache.clear();
      const answer = await found({ position: word, filters: JSON.stringify(filters) }, as);
      return { total: answer.total, position: facet(answer, 'position'), cuisine: facet(answer, 'cuisine') };
    };
    expect(await counts([])).toEqual({
      total: 4,
      position: { 6: 3, 7: 1 },
      cuisine: { 4: 3, 9: 2, 5: 1 },
    });
    // Cuisine 9 only in the hidden profiles: gone from the panel, unless chosen (then 0).
    const expected = [
      [[], { total: 2, position: { 6: 1, 7: 1 }, cuisine: { 4: 2, 5: 1 } }],
      [[{ id: 9, type: 'cuisine' }], { total: 0, position: {}, cuisine: { 4: 2, 5: 1, 9: 0 } }],
      [
        [
          { id: 6, type: 'position' },
          { id: 4, type: 'cuisine' },
        ],
        { total: 1, position: { 6: 1, 7: 1 }, cuisine: { 4: 1 } },
      ],
    ] as const;
    for (const [filters, want] of expected) expect(await counts([...filters], token)).toEqual(want);
    // Past the profiles taken out at most, the viewer's counts are counted for them: the same.
    for (let i = 0; i < hiddenProfilesTakenOut; i++)
      await insertBlock(db(), account.id, (await insertChef(db())).account.id);
    for (const [filters, want] of expected) expect(await counts([...filters], token)).toEqual(want);
  });

  it('gives visitors the first page only, 10 a page at most', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 12; i++) await chef(word);
    const first = await found({ position: word, qty: 50 });
    expect(first.list).toHaveLength(10);
    expect(first.total).toBe(12);
    const next = await search({ position: word, page: 1 });
    expect(next.status).toBe(403);
    expect(errorOf(next).code).toBe('search_limit_reached');

    const member = await found({ position: word }, await tokenOf((await insertChef(db())).account));
    expect(member.list).toHaveLength(12);
  });

  it('holds free venues to the first page and the freelance and relief positions to premium ones (staff pass)', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 3; i++) await chef(word, { profile: { position: 27 } });
    const free = await tokenOf((await insertRestaurant(db())).account);
    const premium = await tokenOf((await premiumRestaurant()).account);

    const limited = await search({ position: word, page: 1, qty: 2 }, free);
    expect([limited.status, errorOf(limited).code]).toEqual([403, 'search_limit_reached']);
    const second = await found({ position: word, page: 1, qty: 2 }, premium);
    expect(second.list).toHaveLength(1);

    const relief = JSON.stringify([{ id: 27, type: 'position' }]);
    for (const body of [{ position: '27' }, { position: word, filters: relief }]) {
      const refused = await search(body, free);
      expect([refused.status, errorOf(refused).code]).toEqual([403, 'premium_required']);
      const visitor = await search(body);
      expect([visitor.status, errorOf(visitor).code]).toEqual([403, 'premium_required']);
    }
    expect((await found({ position: word, filters: relief }, premium)).total).toBe(3);
    const staff = (await staffLogin(t)).token;
    expect((await found({ position: word, filters: relief, page: 1, qty: 2 }, staff)).list).toHaveLength(1);
    expect(
      (await found({ position: word, filters: relief }, await tokenOf((await insertChef(db())).account)))
        .total,
    ).toBe(3);
  });

  it('tells a restaurant which chefs applied or were invited, and which it may select', async () => {
    const word = uniqueWord();
    const applied = await chef(word);
    const invited = await chef(word);
    const free = await chef(word);
    const restaurant = await premiumRestaurant();
    const offer = await insertOffer(db(), { restaurantProfileId: restaurant.venues[0].id });
    await insertApplication(db(), { offerId: offer.id, chefProfileId: applied.profile.id });
    await insertApplication(db(), { offerId: offer.id, chefProfileId: invited.profile.id, invited: true });
    const result = await found({ position: word }, await tokenOf(restaurant.account));
    const flags = Object.fromEntries(result.list.map((c) => [c.id, [c.inapply, c.invited, c.selectable]]));
    expect(flags).toEqual({
      [applied.profile.id]: [1, 0, 0],
      [invited.profile.id]: [0, 1, 0],
      [free.profile.id]: [0, 0, 1],
    });
    // Another restaurant has no relation to them.
    const other = await found({ position: word }, await tokenOf((await insertRestaurant(db())).account));
    expect(other.list.every((c) => c.selectable === 1 && c.inapply === 0)).toBe(true);
  });

  it('pages a stable list without repeating or skipping a chef', async () => {
    const word = uniqueWord();
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await chef(word)).profile.id);
    // Equal update times: the id decides.
    await rows(t, sql`update chef_profiles set updated_at = '2026-03-01' where id in ${made}`);
    const token = await tokenOf((await premiumRestaurant()).account);
    const seen: number[] = [];
    for (let page = 0; page < 3; page++)
      seen.push(...idsOf(await found({ position: word, page, qty: 3 }, token)));
    expect(seen).toEqual([...made].sort((a, b) => b - a));
  });

  it('takes the spec’s call: a form with page, qty, filters and location as JSON text, position and lang', async () => {
    const { lat, lng } = uniquePoint();
    const made = await chef(uniqueWord(), {
      profile: { position: 6, cuisines: [4], location: place(lat, lng) },
    });
    const res = await api<ChefSearchResult>(
      t.app,
      'search/chefs',
      {
        page: 0,
        qty: 10,
        filters: JSON.stringify([{ id: '4', type: 'cuisine' }]),
        location: JSON.stringify({ lat, lng }),
        position: 'sous-chef',
        lang: 'fr',
        submit: 1,
      },
      { form: true },
    );
    expect(res.status, res.text).toBe(200);
    expect(idsOf(dataOf(res))).toEqual([made.profile.id]);
    expect(dataOf(res).location).toMatchObject({ radius: 50 });
  });

  it('answers bad input with a clear 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: '[{"id":1,' }, 'filters'],
      [{ filters: JSON.stringify([{ id: 'year', type: 'salarytype' }]) }, 'filters'],
      [{ filters: JSON.stringify([{ id: 99, type: 'cuisine' }]) }, 'filters'],
      [{ location: '{"lat":' }, 'location'],
      [{ location: JSON.stringify({ lat: 95, lng: 0 }) }, 'location'],
      [{ qty: 10000 }, 'qty'],
      [{ page: -1 }, 'page'],
      [{ page: 9999, qty: 15 }, 'page'],
      [{ position: '34' }, 'position'],
    ];
    const token = await tokenOf((await insertChef(db())).account);
    for (const [body, field] of cases) {
      const started = Date.now();
      const res = await search(body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(issuesOf(res)), JSON.stringify(body)).toContain(field);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(issuesOf(await search({ filters: JSON.stringify([{ id: 'year', type: 'salarytype' }]) }))).toEqual(
      {
        filters: expect.any(String),
      },
    );
  });

  it('sends a fixed number of queries whatever the page size', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 12; i++) await chef(word);
    const restaurant = await premiumRestaurant();
    const viewer = { accountId: restaurant.account.id, type: 'restaurant' as const, subscription: 1 };
    const pool = createDatabase(t.database.url, 2);
    const deps = { db: pool, config: t.config, storage: localFileStorage(join(t.config.dataDir, 'uploads')) };
    const input = (qty: number): SearchChefsInput => ({
      page: 0,
      qty,
      filters: [{ type: 'cuisine', id: 2 }],
      location: null,
      position: word,
      until: undefined,
    });
    const searcher = await insertChef(db());
    const chefViewer = { accountId: searcher.account.id, type: 'chef' as const, subscription: 0 };
    const queries = async (qty: number, who: typeof viewer | typeof chefViewer | null = viewer) => {
      chefFacetCache.clear();
      const spy = vi.spyOn(pool.$client, 'query');
      try {
        const result = await searchChefs(deps, who, input(qty), 'en');
        return { listed: result.list.length, queries: spy.mock.calls.length };
      } finally {
        spy.mockRestore();
      }
    };
    try {
      // The page, the facets with the total, the profiles hidden from the viewer (blocked either
      // way, their own), the photos, the relations.
      expect(await queries(2)).toEqual({ listed: 2, queries: 5 });
      expect(await queries(12)).toEqual({ listed: 12, queries: 5 });
      // A visitor: the page, the facets, the photos. A chef: no relations.
      expect(await queries(10, null)).toEqual({ listed: 10, queries: 3 });
      expect(await queries(12, chefViewer)).toEqual({ listed: 12, queries: 4 });
    } finally {
      await pool.$client.end();
    }
  });

  it('counts the facets once a minute for a search, not for every call', async () => {
    const word = uniqueWord();
    await chef(word, { profile: { position: 3 } });
    expect((await found({ position: word })).total).toBe(1);
    await chef(word, { profile: { position: 9 } });
    const cached = await found({ position: word });
    expect(cached.list).toHaveLength(2);
    // The kept counts do not know the second chef yet; the total never says fewer than the list shows.
    const nines = (answer: typeof cached) =>
      answer.filters.find((group) => group.type === 'position')?.options.find((option) => option.id === 9)
        ?.count ?? 0;
    expect(nines(cached)).toBe(0);
    expect(cached.total).toBe(2);
    chefFacetCache.clear();
    const counted = await found({ position: word });
    expect([counted.total, nines(counted)]).toEqual([2, 1]);
  });

  it('refuses a place it cannot find', async () => {
    const res = await search({ location: JSON.stringify({ name: 'Qqqqzzzz Xxxyyy' }) });
    expect([res.status, errorOf(res).code]).toEqual([400, 'location_not_found']);
  });
});
