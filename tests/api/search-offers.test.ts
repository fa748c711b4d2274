import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OfferSearchResult, RestaurantCard, SearchOffersInput } from '../../src/shared/contracts/search';
import { featuredCandidatesCache } from '../../src/server/features/search/featured.service';
import type { Actor } from '../../src/server/access';
import {
  countKeptHiddenOffers,
  findCountedHiddenOffers,
  findKeptHiddenOffers,
  findKeptOfferFacets,
  findOfferFacets,
  findViewerFacts,
} from '../../src/server/features/search/offers-search.repository';
import {
  facetsOfRows,
  groupFilters,
  hiddenOfRows,
  offerFacetCache,
} from '../../src/server/features/search/offers-search.service';
import {
  api,
  clearRateLimits,
  countQueries,
  dataOf,
  day,
  errorOf,
  issueMessage,
  issuesOf,
  lisbonPlace,
  login,
  offerCountsAdrift,
  rows,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertBlock,
  insertChef,
  insertChefLanguage,
  insertOffer,
  insertRestaurant,
  type Venue,
} from '../factories/index';

/** search/offers, the home feed (spec doc 2 sections 2, 3, 7, 9; docs/decisions/028-search.md). */

const place = (city: string, country: string, code: string, lat: number, lng: number) => ({
  formatted_address: `${city}, ${country}`,
  components: { locality: city, region: city, country, country_code: code },
  lat,
  lng,
});
const lisbon = lisbonPlace;
const porto = place('Porto', 'Portugal', 'PT', 41.15, -8.61);
const madrid = place('Madrid', 'Spain', 'ES', 40.42, -3.7);
const london = place('London', 'United Kingdom', 'GB', 51.5, -0.12);
/** Cascais, about 25 km west of Lisbon. */
const cascais = place('Cascais', 'Portugal', 'PT', 38.7, -9.42);
type Place = typeof lisbonPlace;

/** The great-circle distance in km (haversine), to check the answer's. */
function km(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

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
  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const facet = (result: Search, type: string) =>
    result.filters.find((group) => group.type === type)?.options.map((o) => [o.id, o.count]);

  /** A venue of its own (free) restaurant account. */
  const venueIn = async (location: Place, venue: Record<string, unknown> = {}) =>
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

  describe('position and words', () => {
    it('finds a position by id, slug, a name in another language, and with a typo', async () => {
      const v = await venueIn(lisbon);
      const sous = await offerAt(v, 2, { position: 6 });
      await offerAt(v, 1, { position: 9, name: 'Chef de partie, grill' });
      for (const position of ['6', 'sous-chef', 'Segundo de cocina', 'Sous-chef', 'sous chf']) {
        const result = dataOf(await search({ position }));
        expect(ids(result), position).toEqual([sous.id]);
        expect(result).toMatchObject({ position: 6, text: null, total: 1 });
      }
    });

    it('searches words in every language version, accents and case ignored, best match first', async () => {
      const v = await venueIn(lisbon);
      const french = await offerAt(v, 5, {
        name: 'Chef pâtissier',
        position: 15,
        description: { fr: '<p>Notre <b>crème brûlée</b> est célèbre dans tout le quartier.</p>' },
        originalLanguage: 'fr',
      });
      const both = await offerAt(v, 10, {
        name: 'Crème brûlée et tarte tatin',
        position: 15,
        description: { en: '<p>Crème brûlée every night.</p>', pt: '<p>Crème brûlée todas as noites.</p>' },
      });
      await offerAt(v, 1, { name: 'Grill cook', position: 11 });
      const result = dataOf(await search({ position: 'creme brulee' }));
      expect(result).toMatchObject({ position: null, text: 'creme brulee', total: 2 });
      expect(ids(result)).toEqual([both.id, french.id]);
      expect(ids(dataOf(await search({ position: 'CÉLÈBRE' })))).toEqual([french.id]);
      // The last word matches as a prefix.
      expect(ids(dataOf(await search({ position: 'tatin quartie' })))).toEqual([]);
      expect(ids(dataOf(await search({ position: 'tarte tat' })))).toEqual([both.id]);
    });
  });

  describe('filters and facets', () => {
    it('keeps options of a type as alternatives and types together, and counts each type under the others’ filters', async () => {
      const pt = await venueIn(lisbon, { cuisines: [2, 5] });
      const es = await venueIn(madrid, { cuisines: [5] });
      const gb = await venueIn(london, { cuisines: [7] });
      const a1 = await offerAt(pt, 1, { position: 6, term: 'full-time', salaryType: 'year' });
      const a2 = await offerAt(pt, 2, { position: 9, term: 'part-time', salaryType: 'hour' });
      const b1 = await offerAt(es, 3, { position: 6, term: 'full-time', salaryType: 'year' });
      const c1 = await offerAt(gb, 4, { position: 9, term: 'full-time', salaryType: 'hour' });
      const filtered = async (filters: { id: number | string; type: string }[]) =>
        dataOf(await search({ filters: JSON.stringify(filters) }));

      const all = dataOf(await search());
      expect(all.total).toBe(4);
      expect(facet(all, 'term')).toEqual([
        ['full-time', 3],
        ['part-time', 1],
      ]);
      expect(facet(all, 'cuisine')).toEqual([
        [5, 3],
        [2, 2],
        [7, 1],
      ]);
      expect(facet(all, 'country')).toEqual([
        ['PT', 2],
        ['ES', 1],
        ['GB', 1],
      ]);
      expect(facet(all, 'salarytype')).toEqual([
        ['hour', 2],
        ['year', 2],
      ]);

      const either = await filtered([
        { id: 'full-time', type: 'term' },
        { id: 'part-time', type: 'term' },
      ]);
      expect(ids(either)).toEqual([a1.id, a2.id, b1.id, c1.id]);
      const both = await filtered([
        { id: 'full-time', type: 'term' },
        { id: 'PT', type: 'country' },
      ]);
      expect(ids(both)).toEqual([a1.id]);
      expect(both.total).toBe(1);
      // Codes in another case (an address typed by hand) are read as the lists write them.
      const typed = await filtered([
        { id: 'Full-Time', type: 'term' },
        { id: 'pt', type: 'country' },
      ]);
      expect(ids(typed)).toEqual([a1.id]);

      const portugal = await filtered([{ id: 'PT', type: 'country' }]);
      expect(ids(portugal)).toEqual([a1.id, a2.id]);
      expect(portugal.total).toBe(2);
      // The country's own facet ignores the country filter (multi-select); the others apply it.
      expect(facet(portugal, 'country')).toEqual([
        ['PT', 2],
        ['ES', 1],
        ['GB', 1],
      ]);
      expect(facet(portugal, 'term')).toEqual([
        ['full-time', 1],
        ['part-time', 1],
      ]);
      expect(facet(portugal, 'position')).toEqual([
        [6, 1],
        [9, 1],
      ]);

      const cuisine = await filtered([
        { id: 2, type: 'cuisine' },
        { id: 7, type: 'cuisine' },
        { id: 9, type: 'position' },
      ]);
      expect(ids(cuisine)).toEqual([a2.id, c1.id]);
      expect(facet(cuisine, 'cuisine')).toEqual([
        [2, 1],
        [5, 1],
        [7, 1],
      ]);
      expect(facet(cuisine, 'position')).toEqual(
        [
          [6, 1],
          [9, 2],
        ].sort((x, y) => y[1]! - x[1]!),
      );
    });

    // Six viewers, three positions and five choices of filters, counts and hidden offers compared after
    // every change: longer than the default 20 s on a busy machine.
    it('keeps the feed’s counts as offers and venues change, per audience, as counting every live offer would', async () => {
      const db = t.database.db;
      const open = await venueIn(lisbon, { cuisines: [4] });
      const french = await venueIn(madrid, {
        cuisines: [4, 5],
        nationalities: ['FR', 'BE'],
        workLanguage: 'fr',
      });
      const hidden = await venueIn(porto, { cuisines: [8], active: 0 });
      const made = [
        await offerAt(open, 1),
        await offerAt(open, 2, { position: 7, term: 'part-time' }),
        await offerAt(open, 3, { status: 0 }),
        await offerAt(french, 4, { salaryType: 'hour' }),
        await offerAt(french, 5, { approved: 0 }),
        await offerAt(hidden, 6),
      ];
      const spanish = await insertChef(db, { profile: { nationalities: ['ES'] } });
      await insertChefLanguage(db, spanish.profile.id, 'fr');
      const belgian = await insertChef(db, { profile: { nationalities: ['BE'] } });
      await insertChefLanguage(db, belgian.profile.id, 'fr');
      // D9 as revised: a chef who declared nothing, and one who declared a language only.
      const fresh = await insertChef(db, { profile: { nationalities: [] } });
      const english = await insertChef(db, { profile: { nationalities: [] } });
      await insertChefLanguage(db, english.profile.id, 'en');
      const restaurant = await insertRestaurant(db);
      const viewers: (Actor | null)[] = [
        null,
        { accountId: spanish.account.id, type: 'chef', subscription: 0 },
        { accountId: belgian.account.id, type: 'chef', subscription: 0 },
        { accountId: fresh.account.id, type: 'chef', subscription: 0 },
        { accountId: english.account.id, type: 'chef', subscription: 0 },
        { accountId: restaurant.account.id, type: 'restaurant', subscription: 0 },
      ];
      // No filter (the kept counts), then filters (the kept bits): one option, two of one type, two types.
      const choices = [
        [],
        [{ id: 'part-time', type: 'term' }],
        [
          { id: 4, type: 'cuisine' },
          { id: 8, type: 'cuisine' },
        ],
        [
          { id: 5, type: 'cuisine' },
          { id: 'ES', type: 'country' },
          { id: 'full-time', type: 'term' },
        ],
        [
          { id: 6, type: 'position' },
          { id: 'hour', type: 'salarytype' },
        ],
      ].map((filters) => groupFilters(filters as SearchOffersInput['filters']));
      // The kept counts and bits, as each viewer reads them, against a count of the offers that viewer sees.
      const keptAsCounted = async () => {
        expect(await offerCountsAdrift(t)).toEqual([]);
        for (const viewer of viewers) {
          const facts = viewer?.type === 'chef' ? await findViewerFacts(db, viewer) : null;
          for (const position of [null, 6, 7])
            for (const filters of choices) {
              const query = { position, words: null, point: null, filters };
              expect(
                facetsOfRows(await findKeptOfferFacets(db, query, facts)),
                JSON.stringify(query),
              ).toEqual(facetsOfRows(await findOfferFacets(db, viewer, query)));
              if (!facts) continue;
              // What the chef's declared facts leave out: kept (counts, or bits with filters) as counted.
              const counted = hiddenOfRows(await findCountedHiddenOffers(db, viewer!, query, facts));
              const keptRows = await findKeptHiddenOffers(db, position, facts);
              const filtered = Object.values(filters).some((chosen) => chosen.length > 0);
              const kept = filtered
                ? (await countKeptHiddenOffers(db, query, facts)) || null
                : hiddenOfRows(keptRows);
              expect(filtered ? (kept as number | null) : kept, `hidden ${JSON.stringify(query)}`).toEqual(
                filtered ? (counted?.count ?? null) : counted,
              );
            }
        }
      };
      await keptAsCounted();
      const feed = dataOf(await search());
      expect(feed.total).toBe(3);
      expect(facet(feed, 'cuisine')).toEqual([
        [4, 3],
        [5, 1],
      ]);
      expect(dataOf(await search({}, await tokenOf(belgian.account.email))).total).toBe(3);
      offerFacetCache.clear();
      const forSpanish = dataOf(await search({}, await tokenOf(spanish.account.email)));
      expect(forSpanish.total).toBe(2);
      expect(forSpanish.hidden).toEqual({ count: 1, languages: [], nationality: true });
      // Nothing declared: every offer a visitor sees; a language only: the French venue is left out for it.
      expect(dataOf(await search({}, await tokenOf(fresh.account.email))).total).toBe(3);
      const forEnglish = dataOf(await search({}, await tokenOf(english.account.email)));
      expect([forEnglish.total, forEnglish.hidden]).toEqual([
        2,
        { count: 1, languages: ['fr'], nationality: false },
      ]);

      // Offers paused, approved, moved to another position, deleted.
      await rows(t, sql`update offers set status = 1 where id = ${made[2]!.id}`);
      await rows(t, sql`update offers set approved = 1 where id = ${made[4]!.id}`);
      await rows(t, sql`update offers set position = 9, term = 'reliefchef' where id = ${made[0]!.id}`);
      await rows(t, sql`update offers set deleted_at = now() where id = ${made[1]!.id}`);
      await keptAsCounted();
      // Venues: cuisines, place (another country), audience, switched off and on.
      await rows(t, sql`update restaurant_profiles set cuisines = '{5,8}' where id = ${open.id}`);
      await rows(
        t,
        sql`update restaurant_profiles set location = ${JSON.stringify(porto)}::jsonb where id = ${french.id}`,
      );
      await rows(
        t,
        sql`update restaurant_profiles set nationalities = '{ES}', work_language = null where id = ${french.id}`,
      );
      await rows(t, sql`update restaurant_profiles set active = 1 where id = ${hidden.id}`);
      await rows(t, sql`update restaurant_profiles set active = 0 where id = ${open.id}`);
      await keptAsCounted();
      // An account deleted with its venues and their offers.
      await rows(t, sql`delete from accounts where id = ${french.accountId}`);
      await keptAsCounted();

      // The feed reads the kept counts (the total shown is the offers listed when they fit a page); the
      // recount builds them again.
      await rows(
        t,
        sql`update offer_facet_counts set count = count + 1000 where position = 0 and type = 'term' and option = 'part-time'`,
      );
      offerFacetCache.clear();
      expect(facet(dataOf(await search()), 'term')).toEqual([
        ['part-time', 1000],
        ['full-time', 1],
      ]);
      // With a filter it reads the kept bits: with every bit of 'hour' set, the full-time offer counts
      // as paid by the hour too.
      const fullTime = JSON.stringify([{ id: 'full-time', type: 'term' }]);
      expect(facet(dataOf(await search({ filters: fullTime })), 'salarytype')).toEqual([['year', 1]]);
      await rows(
        t,
        sql`update offer_facet_bits set bits = bits | ~bits where type = 'salarytype' and option = 'hour'`,
      );
      offerFacetCache.clear();
      expect(facet(dataOf(await search({ filters: fullTime })), 'salarytype')).toEqual([
        ['hour', 1],
        ['year', 1],
      ]);
      await rows(t, sql`select offer_facet_counts_recount()`);
      await keptAsCounted();
      offerFacetCache.clear();
      expect(facet(dataOf(await search()), 'term')).toEqual([['full-time', 1]]);
      expect(facet(dataOf(await search({ filters: fullTime })), 'salarytype')).toEqual([['year', 1]]);
      await rows(t, sql`truncate offers cascade`);
      expect(await rows(t, sql`select * from offer_facet_counts`)).toEqual([]);
      expect(await rows(t, sql`select * from offer_facet_bits`)).toEqual([]);
    }, 90_000);
  });

  describe('distance', () => {
    it('keeps venues within the radius, nearest first, with the distance in km', async () => {
      const here = await venueIn(lisbon);
      const near = await venueIn(cascais);
      const far = await venueIn(porto);
      const oNear = await offerAt(near, 1);
      const oHere = await offerAt(here, 5);
      const oHereOld = await offerAt(here, 50);
      const oFar = await offerAt(far, 2);
      const result = dataOf(await search({ location: JSON.stringify({ ...lisbon, radius: 50 }) }));
      expect(ids(result)).toEqual([oHere.id, oHereOld.id, oNear.id]);
      expect(result.total).toBe(3);
      expect(result.list[0]!.distance).toBeLessThan(1);
      expect(Math.abs(result.list[2]!.distance! - km(lisbon, cascais))).toBeLessThan(1);
      const wide = dataOf(await search({ location: { lat: lisbon.lat, lng: lisbon.lng, radius: 400 } }));
      expect(ids(wide)).toEqual([oHere.id, oHereOld.id, oNear.id, oFar.id]);
      expect(Math.abs(wide.list[3]!.distance! - km(lisbon, porto))).toBeLessThan(1);
      expect(wide.location).toMatchObject({ lat: lisbon.lat, lng: lisbon.lng, radius: 400 });
    });

    it('keeps around a place only the venues of the chosen cuisine or country, still nearest first', async () => {
      const here = await venueIn(lisbon, { cuisines: [3] });
      const near = await venueIn(cascais, { cuisines: [5, 3] });
      const other = await venueIn(lisbon, { cuisines: [7] });
      const none = await venueIn(cascais, { cuisines: [] });
      const far = await venueIn(porto, { cuisines: [3] });
      const oNear = await offerAt(near, 1);
      const oHere = await offerAt(here, 5);
      const oOther = await offerAt(other, 2);
      const oNone = await offerAt(none, 3);
      await offerAt(far, 4);
      const around = (filters: { id: number | string; type: string }[]) =>
        search({ location: JSON.stringify({ ...lisbon, radius: 50 }), filters: JSON.stringify(filters) });
      const cuisine = dataOf(await around([{ id: 3, type: 'cuisine' }]));
      expect(ids(cuisine)).toEqual([oHere.id, oNear.id]);
      expect(cuisine.total).toBe(2);
      const country = dataOf(await around([{ id: 'PT', type: 'country' }]));
      // Lisbon's two venues stand on one point, Cascais's two on another: newest first within each.
      expect(ids(country)).toEqual([oOther.id, oHere.id, oNear.id, oNone.id]);
      expect(dataOf(await around([{ id: 'ES', type: 'country' }])).list).toEqual([]);
    });

    it('finds a place by its name with a typo, and says location_not_found when nothing is close', async () => {
      const here = await venueIn(lisbon);
      const far = await venueIn(porto);
      const o = await offerAt(here, 1);
      await offerAt(far, 2);
      const result = dataOf(await search({ location: JSON.stringify({ name: 'Lisbn' }) }));
      expect(ids(result)).toEqual([o.id]);
      expect(result.location?.place?.components.country_code).toBe('PT');
      expect(Math.abs(result.location!.lat - lisbon.lat)).toBeLessThan(0.2);
      const missing = await search({ location: JSON.stringify({ name: 'Qwzxv Pfft' }) });
      expect(errorOf(missing).code).toBe('location_not_found');
    });
  });

  describe('who sees what', () => {
    it('shows a chef only the offers of venues whose audience admits them (D9); a visitor sees all', async () => {
      const open = await venueIn(lisbon);
      const french = await venueIn(lisbon, { nationalities: ['FR'], workLanguage: 'fr' });
      const oOpen = await offerAt(open, 2);
      const oFrench = await offerAt(french, 1);
      const spanish = await insertChef(t.database.db, { profile: { nationalities: ['ES'] } });
      await insertChefLanguage(t.database.db, spanish.profile.id, 'fr');
      const frenchChef = await insertChef(t.database.db, { profile: { nationalities: ['FR', 'PT'] } });
      await insertChefLanguage(t.database.db, frenchChef.profile.id, 'fr');
      expect(ids(dataOf(await search()))).toEqual([oFrench.id, oOpen.id]);
      const forSpanish = dataOf(await search({}, await tokenOf(spanish.account.email)));
      expect(ids(forSpanish)).toEqual([oOpen.id]);
      expect(forSpanish.total).toBe(1);
      const forFrench = dataOf(await search({}, await tokenOf(frenchChef.account.email)));
      expect(ids(forFrench)).toEqual([oFrench.id, oOpen.id]);
      expect(forFrench.total).toBe(2);
    });

    it('shows a chef what they have not declared (D9 as revised): listed with what it asks, applying asks for it', async () => {
      const db = t.database.db;
      const open = await venueIn(lisbon);
      const spanishSpeaking = await venueIn(lisbon, { workLanguage: 'es' });
      const iberian = await venueIn(porto, { nationalities: ['ES', 'PT'] });
      const oOpen = await offerAt(open, 1);
      const oSpanish = await offerAt(spanishSpeaking, 2);
      const oIberian = await offerAt(iberian, 3);
      const visitor = dataOf(await search());
      const fresh = await insertChef(db, { profile: { nationalities: [] } });
      const freshToken = await tokenOf(fresh.account.email);
      // A new chef: the feed counts what a visitor's does, nothing hidden, each card says what it asks.
      const feed = dataOf(await search({}, freshToken));
      expect([ids(feed), feed.total, feed.hidden]).toEqual([ids(visitor), visitor.total, null]);
      const card = (id: number) => feed.list.find((offer) => offer.id === id)!;
      expect(card(oOpen.id).undeclared).toEqual([]);
      expect(card(oSpanish.id).undeclared).toEqual(['language']);
      expect(card(oSpanish.id).restaurant.audience).toEqual({ nationalities: [], language: 'es' });
      expect(card(oIberian.id).undeclared).toEqual(['nationality']);
      // The offer page opens, with what it asks; applying asks for it first, then goes through.
      const page = await api<{ undeclared: string[] }>(
        t.app,
        'offer/show',
        { id: oSpanish.id },
        { token: freshToken },
      );
      expect([page.status, dataOf(page).undeclared]).toEqual([200, ['language']]);
      const apply = {
        offers: String(oSpanish.id),
        dates: JSON.stringify([new Date(Date.now() + 30 * day).toISOString().slice(0, 10)]),
        disponibility: 1,
      };
      const asked = await api(t.app, 'offer/subscribe', apply, { token: freshToken });
      expect([asked.status, errorOf(asked).code]).toEqual([409, 'offer_asks_undeclared']);
      await insertChefLanguage(db, fresh.profile.id, 'es');
      expect((await api(t.app, 'offer/subscribe', apply, { token: freshToken })).status).toBe(201);
      // Having declared Spanish, the chef no longer sees venues working in another language: the feed says so.
      const frenchSpeaking = await venueIn(porto, { workLanguage: 'fr' });
      const oFrench = await offerAt(frenchSpeaking, 4);
      offerFacetCache.clear();
      const after = dataOf(await search({}, freshToken));
      expect(ids(after)).not.toContain(oFrench.id);
      expect([after.total, after.hidden]).toEqual([3, { count: 1, languages: ['fr'], nationality: false }]);
      // A declared nationality among none asked stays out, as before.
      const french = await insertChef(db, { profile: { nationalities: ['FR'] } });
      const forFrench = dataOf(await search({}, await tokenOf(french.account.email)));
      expect(ids(forFrench)).not.toContain(oIberian.id);
      expect(forFrench.hidden).toEqual({ count: 1, languages: [], nationality: true });
      const closed = await api(
        t.app,
        'offer/show',
        { id: oIberian.id },
        { token: await tokenOf(french.account.email) },
      );
      expect([closed.status, errorOf(closed).code, errorOf(closed).detail]).toEqual([
        403,
        'offer_not_for_you',
        { nationalities: ['ES', 'PT'], language: null, unmet: ['nationality'], undeclared: [] },
      ]);
      // With words or a place the hidden offers are counted over the matches.
      const around = dataOf(await search({ location: JSON.stringify(lisbon) }, freshToken));
      expect(around.hidden).toBeNull();
    });

    it('hides the offers of a venue across a block, both ways (D6), in the list and the counts', async () => {
      const db = t.database.db;
      const {
        account: owner1,
        venues: [v1],
      } = await insertRestaurant(db, { venues: [{ location: lisbon }] });
      const {
        account: owner2,
        venues: [v2],
      } = await insertRestaurant(db, { venues: [{ location: porto }] });
      const o1 = await offerAt(v1, 1);
      const o2 = await offerAt(v2, 2);
      const blocker = await insertChef(db);
      const blocked = await insertChef(db);
      const free = await insertChef(db);
      await insertBlock(db, blocker.account.id, owner1.id);
      await insertBlock(db, owner2.id, blocked.account.id);
      const seen = async (email: string) => dataOf(await search({}, await tokenOf(email)));
      expect(ids(await seen(free.account.email))).toEqual([o1.id, o2.id]);
      const a = await seen(blocker.account.email);
      expect([ids(a), a.total]).toEqual([[o2.id], 1]);
      const b = await seen(blocked.account.email);
      expect([ids(b), b.total]).toEqual([[o1.id], 1]);
      expect(dataOf(await search()).total).toBe(2);
    });
  });

  describe('paging', () => {
    it('neither repeats nor skips an offer while others are posted, with until', async () => {
      const v = await venueIn(lisbon);
      const first: number[] = [];
      for (let i = 0; i < 7; i++) first.push((await offerAt(v, 100 - i)).id);
      const newestFirst = [...first].reverse();
      const page0 = dataOf(await search({ page: 0, qty: 3 }));
      expect(ids(page0)).toEqual(newestFirst.slice(0, 3));
      expect(page0.until).toBe(Math.max(...first));
      const until = page0.until!;
      // Two offers are posted between the page loads.
      const posted = [(await offerAt(v, 0)).id, (await offerAt(v, 0.5)).id];
      const page1 = dataOf(await search({ page: 1, qty: 3, until }));
      await offerAt(v, 0.2);
      const page2 = dataOf(await search({ page: 2, qty: 3, until }));
      expect(page1.until).toBe(until);
      const seen = [...ids(page0), ...ids(page1), ...ids(page2)];
      expect(seen).toEqual(newestFirst);
      // Without until a later page moves: the newcomers push the list down.
      expect(ids(dataOf(await search({ page: 1, qty: 3 })))).not.toEqual(ids(page1));
      // A new first load shows them.
      expect(ids(dataOf(await search({ page: 0, qty: 3 })))).toEqual(expect.arrayContaining(posted));
    });

    it('reads qty missing as the home page size (10)', async () => {
      const v = await venueIn(lisbon);
      for (let i = 0; i < 12; i++) await offerAt(v, i + 1);
      const result = dataOf(await search());
      expect(result.list).toHaveLength(10);
      expect(result.total).toBe(12);
      expect(dataOf(await search({ page: 1 })).list).toHaveLength(2);
    });
  });

  describe('fixed query counts', () => {
    const counted = (work: () => Promise<unknown>) => countQueries(t, work);

    it('answers 10 or 30 offers in the same number of queries, and counts the facets once a minute', async () => {
      const v = await venueIn(lisbon, { cuisines: [3] });
      const chef = await insertChef(t.database.db);
      const token = await tokenOf(chef.account.email);
      const add = async (n: number) => {
        for (let i = 0; i < n; i++) await offerAt(v, i + 1, { position: i % 2 ? 6 : 9 });
      };
      const body = {
        qty: 40,
        position: 'sous chef',
        location: JSON.stringify(lisbon),
        filters: JSON.stringify([{ id: 3, type: 'cuisine' }]),
      };
      const measure = async () => {
        offerFacetCache.clear();
        const visitor = await counted(() => search(body));
        const member = await counted(() => search(body, token));
        const cached = await counted(() => search(body, token));
        return [visitor, member, cached];
      };
      await add(10);
      const few = await measure();
      await add(20);
      expect(await measure()).toEqual(few);
      // A visitor: the page, five for the cards, the facets. A member's facts are one more (with the
      // session's), and for a chef who declared a nationality the offers it leaves out (D9) one more; the
      // same search again finds both kept.
      expect(few[0]).toBe(7);
      expect(few[2]).toBe(few[1]! - 2);
      expect(dataOf(await search(body)).total).toBe(15);
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
        if (issues.qty) expect(issueMessage(result, 'qty')).toBe('Ask for between 1 and 200 results a page.');
      }
      expect(errorOf(await search({ location: { name: 'Xqzwvvk' } })).code).toBe('location_not_found');
    });
  });
});

describe('restaurants/featured', () => {
  const t = useTestApp();
  beforeEach(async () => {
    await clearRateLimits(t);
    featuredCandidatesCache.clear();
    await rows(t, sql`truncate accounts, offers cascade`);
  });
  const featured = (body: Record<string, unknown> = {}) =>
    api<{ list: RestaurantCard[] }>(t.app, 'restaurants/featured', { lang: 'en', ...body }, { form: true });

  it('shows premium venues with a live offer, at most 8, in the same order all day', async () => {
    const db = t.database.db;
    const premium = async (offer: Record<string, unknown> | null, venue: Record<string, unknown> = {}) => {
      const { venues } = await insertRestaurant(db, {
        account: { subscription: 1 },
        venues: [{ location: lisbon, ...venue }],
      });
      if (offer) await insertOffer(db, { restaurantProfileId: venues[0].id, ...offer });
      return venues[0];
    };
    const shown: number[] = [];
    for (let i = 0; i < 9; i++) shown.push((await premium({})).id);
    const paused = await premium({ status: 0 });
    const none = await premium(null);
    const hidden = await premium({}, { active: 0 });
    const { venues: free } = await insertRestaurant(db, { venues: [{ location: lisbon }] });
    await insertOffer(db, { restaurantProfileId: free[0].id });

    const first = dataOf(await featured()).list;
    expect(first).toHaveLength(8);
    const firstIds = first.map((v) => v.id);
    for (const id of firstIds) expect(shown).toContain(id);
    for (const id of [paused.id, none.id, hidden.id, free[0].id]) expect(firstIds).not.toContain(id);
    expect(dataOf(await featured()).list.map((v) => v.id)).toEqual(firstIds);
    expect(dataOf(await featured({ qty: 3 })).list.map((v) => v.id)).toEqual(firstIds.slice(0, 3));
    expect(first[0]).toMatchObject({ premium: 1, offers: 1, distance: null, location: { lat: lisbon.lat } });
    expect(issuesOf(await featured({ qty: 9 }))).toEqual({ qty: 'qty_invalid' });
    // The message states this call's limit, not the searches' 200.
    expect(issueMessage(await featured({ qty: 9 }), 'qty')).toBe('Ask for between 1 and 8 results a page.');
    const portuguese = await featured({ qty: 0, lang: 'pt' });
    expect(issueMessage(portuguese, 'qty')).toBe('Peça entre 1 e 8 resultados por página.');
  });

  it('describes each venue in the viewer’s language as plain text, cut at 300 characters', async () => {
    const db = t.database.db;
    const long = `<p>${'Cozinha <b>portuguesa</b> de mercado. '.repeat(20)}</p>`;
    const { venues } = await insertRestaurant(db, {
      account: { subscription: 1 },
      venues: [
        {
          location: lisbon,
          description: { pt: long, en: '<p>Market <i>cooking</i> &amp; wine.</p>' },
          originalLanguage: 'pt',
        },
      ],
    });
    await insertOffer(db, { restaurantProfileId: venues[0].id });
    await insertOffer(db, { restaurantProfileId: venues[0].id });
    const [en] = dataOf(await featured()).list;
    expect(en).toMatchObject({ description: 'Market cooking & wine.', offers: 2 });
    const [pt] = dataOf(
      await api<{ list: RestaurantCard[] }>(t.app, 'restaurants/featured', { lang: 'pt' }, { form: true }),
    ).list;
    expect(pt!.description.length).toBeLessThanOrEqual(300);
    expect(pt!.description).toMatch(/^Cozinha portuguesa de mercado\. .*…$/);
  });

  it('leaves out a venue across a block, and one whose audience does not admit the chef', async () => {
    const db = t.database.db;
    const premiumVenue = async (venue: Record<string, unknown> = {}) => {
      const { account, venues } = await insertRestaurant(db, {
        account: { subscription: 1 },
        venues: [{ location: lisbon, ...venue }],
      });
      await insertOffer(db, { restaurantProfileId: venues[0].id });
      return { account, venue: venues[0] };
    };
    const open = await premiumVenue();
    const blocking = await premiumVenue();
    const french = await premiumVenue({ nationalities: ['FR'] });
    const chef = await insertChef(db, { profile: { nationalities: ['ES'] } });
    await insertBlock(db, blocking.account.id, chef.account.id);
    const all = dataOf(await featured()).list.map((v) => v.id);
    expect(all.sort()).toEqual([open.venue.id, blocking.venue.id, french.venue.id].sort());
    const token = (await login(t.app, chef.account.email, factoryPassword)).token!;
    const forChef = await api<{ list: RestaurantCard[] }>(
      t.app,
      'restaurants/featured',
      { lang: 'en' },
      { form: true, token },
    );
    expect(dataOf(forChef).list.map((v) => v.id)).toEqual([open.venue.id]);
  });
});
