import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChefProfileView } from '../../src/shared/contracts/chef-profiles';
import type { OfferView } from '../../src/shared/contracts/offers';
import type {
  ChefSearchResult,
  OfferSearchResult,
  RestaurantSearchResult,
} from '../../src/shared/contracts/search';
import type { VenueView } from '../../src/shared/contracts/venues';
import type { Place } from '../../src/shared/contracts/places';
import { gazetteer } from '../../src/server/features/places/gazetteer';
import {
  api,
  clearRateLimits,
  dataOf,
  issueMessage,
  issuesOf,
  registerUser,
  rows,
  type RegisteredUser,
  type UserAnswer,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { insertChef, insertOffer, insertRestaurant } from '../factories/index';

/**
 * Locations and phone numbers as a client written from the spec sends them (doc 1 and doc 2, sections 3
 * and 7; docs/decisions/044-location-and-phone-payloads.md): the spec's `{ formatted_address, lat, lng }`
 * and a geocoder's result, as JSON text in a form and as JSON; an experience's town as plain text; a
 * venue's `{ value }` address; phones as people write them. Each is read back as stored.
 */

/** The spec's "object with formatted_address", with the coordinates a geocoder gave. */
const specLisbon = { formatted_address: 'Lisboa, Portugal', lat: 38.72, lng: -9.14 };
/** A result as Google's geocoder answers it. */
const geocoderLisbon = {
  address_components: [
    { long_name: 'Lisboa', short_name: 'Lisboa', types: ['locality', 'political'] },
    { long_name: 'Lisboa', short_name: 'Lisboa', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Portugal', short_name: 'PT', types: ['country', 'political'] },
  ],
  formatted_address: 'Lisbon, Portugal',
  geometry: { location: { lat: 38.7222524, lng: -9.1393366 }, location_type: 'APPROXIMATE' },
  place_id: 'ChIJO_PkYRozGQ0R0DaQ5L3rAAQ',
  types: ['locality', 'political'],
};
/** A point in the Atlantic: no town within reach. */
const atlantic = { formatted_address: 'Somewhere at sea', lat: 30, lng: -40 };

const lisbonComponents = (locality: string, country = 'Portugal') => ({
  locality,
  region: '',
  country,
  country_code: 'PT',
});

/** The two transports: a form with JSON text, as the spec's client sends it, and a JSON body. */
const transports = [
  { name: 'JSON text in a form', form: true, encode: (v: unknown) => JSON.stringify(v) },
  { name: 'a JSON body', form: false, encode: (v: unknown) => v },
] as const;

/** Lisbon, picked on a Portuguese page; a town in Germany written in German. */
const lisbonPt: Place = {
  formatted_address: 'Lisboa, Portugal',
  components: lisbonComponents('Lisboa'),
  lat: 38.71667,
  lng: -9.13333,
};
const berlinDe: Place = {
  formatted_address: 'Berlin, Deutschland',
  components: { locality: 'Berlin', region: '', country: 'Deutschland', country_code: 'DE' },
  lat: 52.52437,
  lng: 13.41053,
};

describe('locations and phones as the spec’s client sends them', () => {
  const t = useTestApp();
  // Stored places are named in the reader's language from the gazetteer once it is in memory (the
  // server loads it just after start); the first save of a point would load it too.
  beforeAll(() => {
    gazetteer();
  }, 120_000);
  beforeEach(() => clearRateLimits(t));

  const chef = () => registerUser(t.app, { type: 'chef', name: 'Ana Garcia' });
  const restaurant = () => registerUser(t.app, { type: 'restaurant', name: 'Marc Dubois' });
  const rid = (user: RegisteredUser) => user.user.profiles[0]!.id;
  const profileId = (user: RegisteredUser) => user.user.profile!.id;
  const show = (id: number, lang = 'en', token?: string) =>
    api<ChefProfileView>(t.app, `chefs/show?id=${id}&lang=${lang}`, {}, { method: 'GET', token });
  const showVenue = (id: number, lang = 'en', token?: string) =>
    api<VenueView>(t.app, `restaurants/show?id=${id}&lang=${lang}`, {}, { method: 'GET', token });
  const storedChefLocation = async (id: number) =>
    (await rows<{ location: unknown }>(t, sql`select location from chef_profiles where id = ${id}`))[0]!
      .location;

  describe('profile locations: the spec’s shape and a geocoder’s, completed from the gazetteer', () => {
    for (const transport of transports)
      it(`profile/aboutchef and profile/infochef, ${transport.name}`, async () => {
        const ana = await chef();
        const about = await api<UserAnswer>(
          t.app,
          'profile/aboutchef',
          { name: 'Ana Garcia', position: 3, location: transport.encode(specLisbon), lang: 'pt' },
          { token: ana.token, form: transport.form },
        );
        expect(about.status, about.text).toBe(200);
        expect(await storedChefLocation(profileId(ana))).toEqual({
          ...specLisbon,
          components: lisbonComponents('Lisboa'),
        });

        const info = await api<UserAnswer>(
          t.app,
          'profile/infochef',
          {
            name: 'Ana Garcia',
            position: 3,
            location: transport.encode(geocoderLisbon),
            contactemail: 'ana@kitchen.example',
            phone: '+351 912 345 678',
            lang: 'fr',
          },
          { token: ana.token, form: transport.form },
        );
        expect(info.status, info.text).toBe(200);
        expect(dataOf(info).user.phone).toBe('+351 912 345 678');
        // The region the geocoder named is kept; town and country in the request's language.
        expect(await storedChefLocation(profileId(ana))).toEqual({
          formatted_address: 'Lisbon, Portugal',
          components: { locality: 'Lisbonne', region: 'Lisboa', country: 'Portugal', country_code: 'PT' },
          lat: 38.7222524,
          lng: -9.1393366,
        });
      });

    it('profile/aboutrestaurant takes both shapes too; the picker’s place is stored as sent', async () => {
      const marc = await restaurant();
      const form = {
        id: rid(marc),
        name: 'Tasca do Largo',
        description: '<p>A small tasca by the river.</p>',
        cuisine: '10',
        lang: 'en',
      };
      for (const [location, isForm] of [
        [JSON.stringify(specLisbon), true],
        [geocoderLisbon, false],
      ] as const) {
        const res = await api(
          t.app,
          'profile/aboutrestaurant',
          { ...form, location },
          { token: marc.token, form: isForm },
        );
        expect(res.status, res.text).toBe(200);
        const [row] = await rows<{ location: Place; country_code: string; lat: number }>(
          t,
          sql`select location, country_code, lat from restaurant_profiles where id = ${rid(marc)}`,
        );
        expect(row!.location.components).toMatchObject({
          locality: 'Lisbon',
          country: 'Portugal',
          country_code: 'PT',
        });
        // The generated columns the distance searches and the country filter read.
        expect(row!.country_code).toBe('PT');
        expect(row!.lat).toBe(row!.location.lat);
      }
      const picked = await api(
        t.app,
        'profile/aboutrestaurant',
        { ...form, location: JSON.stringify(berlinDe) },
        { token: marc.token, form: true },
      );
      expect(picked.status).toBe(200);
      const [row] = await rows<{ location: Place }>(
        t,
        sql`select location from restaurant_profiles where id = ${rid(marc)}`,
      );
      expect(row!.location).toEqual(berlinDe);
    });

    it('a town’s name alone is looked up; what names no usable place is refused, changing nothing', async () => {
      const ana = await chef();
      const save = (location: unknown, lang = 'en') =>
        api(
          t.app,
          'profile/aboutchef',
          { name: 'Ana Garcia', position: 3, location, lang },
          { token: ana.token },
        );
      expect((await save('Porto')).status).toBe(200);
      expect(await storedChefLocation(profileId(ana))).toMatchObject({
        formatted_address: 'Porto, Portugal',
        components: { locality: 'Porto', country_code: 'PT' },
      });
      for (const [location, lang] of [
        ['Hogwarts', 'en'],
        [atlantic, 'es'],
        [{ formatted_address: 'Lisboa', lat: 38.72 }, 'fr'],
        [{ formatted_address: 'Lisboa', lat: 138.72, lng: 0 }, 'pt'],
        [42, 'en'],
      ] as const) {
        const res = await save(location, lang);
        expect(res.status, JSON.stringify(location)).toBe(400);
        expect(issuesOf(res)).toEqual({ location: 'location_invalid' });
      }
      expect(issueMessage(await save('Hogwarts', 'pt'), 'location')).toBe('Escolha um local das sugestões.');
      expect(await storedChefLocation(profileId(ana))).toMatchObject({
        formatted_address: 'Porto, Portugal',
      });
    });
  });

  describe('experience and education locations, as a CV writes them', () => {
    const experience = (location: unknown) => ({
      sector: 1,
      cuisine: 2,
      position: 3,
      company: 'Casa Lume',
      fromYear: 2018,
      fromMonth: 3,
      currently: 1,
      location,
      description: '<p>Fish section.</p>',
    });
    const education = (location: unknown) => ({
      title: 'Culinary Arts',
      center: 'Escola de Hotelaria',
      fromYear: 2014,
      fromMonth: 9,
      toYear: 2016,
      toMonth: 6,
      location,
      description: '<p>Classic cuisine.</p>',
    });
    const meta = (section: string, user: RegisteredUser, value: unknown, form = true, lang = 'en') =>
      api<UserAnswer>(
        t.app,
        `profile/chefmeta/${section}`,
        { id: 0, value: form ? JSON.stringify(value) : value, lang },
        { token: user.token, form },
      );

    it('resolves a known town’s name, keeps another as written and shows it; takes points too', async () => {
      const ana = await chef();
      for (const [section, value, form] of [
        ['experience', experience('Lisboa'), true],
        ['experience', experience('Hogwarts'), false],
        ['experience', experience(specLisbon), true],
        ['education', education('Porto'), false],
        ['education', education('  Escola da Aldeia, Trás-os-Montes '), true],
        ['education', education(geocoderLisbon), false],
      ] as const) {
        const res = await meta(section, ana, value, form);
        expect(res.status, res.text).toBe(200);
      }
      const view = dataOf(await show(profileId(ana), 'en', ana.token));
      const byOrder = <T extends { id: number }>(items: T[]) => [...items].sort((a, b) => a.id - b.id);
      expect(byOrder(view.experience).map((e) => e.value.location)).toEqual([
        {
          formatted_address: 'Lisbon, Portugal',
          components: lisbonComponents('Lisbon'),
          lat: expect.closeTo(38.7167, 3),
          lng: expect.closeTo(-9.1333, 3),
        },
        { formatted_address: 'Hogwarts' },
        // Stored as sent ("Lisboa, Portugal"), shown in the reader's language.
        { ...specLisbon, formatted_address: 'Lisbon, Portugal', components: lisbonComponents('Lisbon') },
      ]);
      expect(byOrder(view.education).map((e) => e.value.location?.formatted_address)).toEqual([
        'Porto, Portugal',
        'Escola da Aldeia, Trás-os-Montes',
        'Lisbon, Portugal',
      ]);
      const stored = await rows<{ location: unknown }>(
        t,
        sql`select location from chef_experience where chef_profile_id = ${profileId(ana)} order by id`,
      );
      expect(stored[1]!.location).toEqual({ formatted_address: 'Hogwarts' });
    });

    it('still refuses a point far from any town, and a text too short to name one', async () => {
      const ana = await chef();
      for (const location of [atlantic, 'x', { formatted_address: 'x' }]) {
        const res = await meta('experience', ana, experience(location));
        expect(res.status).toBe(400);
        expect(issuesOf(res)).toEqual({ 'value.location': 'location_invalid' });
      }
      expect(dataOf(await show(profileId(ana), 'en', ana.token)).experience).toEqual([]);
    });
  });

  describe('venue contact items as doc 2 shows them', () => {
    const meta = (section: string, user: RegisteredUser, value: unknown, form = true) =>
      api<UserAnswer>(
        t.app,
        `profile/restaurantmeta/${section}`,
        { rid: rid(user), id: 0, value: form ? JSON.stringify(value) : value, lang: 'en' },
        { token: user.token, form },
      );

    it('takes an address { value } as text: its town found when known, else kept as the line', async () => {
      const marc = await restaurant();
      for (const [value, form] of [
        [{ value: 'Rua Augusta 100, Lisboa' }, true],
        [{ value: 'Quinta do Vale 5, Aldeia Nova' }, false],
        [{ value: specLisbon }, true],
        [geocoderLisbon, false],
      ] as const)
        expect((await meta('address', marc, value, form)).status).toBe(200);
      const addresses = dataOf(await showVenue(rid(marc), 'en', marc.token)).contact.address;
      expect(addresses.map((a) => a.value)).toEqual([
        {
          formatted_address: 'Rua Augusta 100, Lisbon',
          location: expect.objectContaining({
            formatted_address: 'Lisbon, Portugal',
            components: lisbonComponents('Lisbon'),
          }),
        },
        { formatted_address: 'Quinta do Vale 5, Aldeia Nova', location: null },
        {
          formatted_address: 'Lisbon, Portugal',
          location: {
            ...specLisbon,
            formatted_address: 'Lisbon, Portugal',
            components: lisbonComponents('Lisbon'),
          },
        },
        {
          formatted_address: 'Lisbon, Portugal',
          location: expect.objectContaining({
            components: { ...lisbonComponents('Lisbon'), region: 'Lisboa' },
          }),
        },
      ]);
      const stored = await rows<{ formatted: string; location: Place | null }>(
        t,
        sql`select formatted, location from restaurant_addresses where restaurant_profile_id = ${rid(marc)} order by id`,
      );
      expect(stored.slice(0, 2)).toEqual([
        {
          formatted: 'Rua Augusta 100, Lisboa',
          location: expect.objectContaining({ formatted_address: 'Lisbon, Portugal' }),
        },
        { formatted: 'Quinta do Vale 5, Aldeia Nova', location: null },
      ]);
      for (const value of [{ value: '' }, { value: 'x' }, { value: atlantic }]) {
        const res = await meta('address', marc, value);
        expect(res.status).toBe(400);
        expect(Object.values(issuesOf(res))[0]).toMatch(/address_required|location_invalid/);
      }
    });

    it('takes phones as people write them and stores them normalized', async () => {
      const marc = await restaurant();
      for (const [value, form] of [
        ['+351 210 000 000', true],
        ['(020) 7946 0958', false],
        ['+44 20-7946-0958', true],
        ['+44 (0)20.7946.0958', false],
      ] as const)
        expect((await meta('phone', marc, { value }, form)).status).toBe(200);
      const phones = await rows<{ phone: string }>(
        t,
        sql`select phone from restaurant_phones where restaurant_profile_id = ${rid(marc)} order by id`,
      );
      expect(phones.map((p) => p.phone)).toEqual([
        '+351 210 000 000',
        '020 7946 0958',
        '+44 20 7946 0958',
        '+44 20 7946 0958',
      ]);
      const bad = await meta('phone', marc, { value: '+44 20 79x6' });
      expect(issuesOf(bad)).toEqual({ 'value.value': 'phone_digits' });
      expect(issueMessage(bad, 'value.value')).toContain('+351 912 345 678');
    });
  });

  describe('phones of the account', () => {
    it('account/register and account/settings take a phone with a + and separators, stored normalized', async () => {
      const ana = await registerUser(t.app, { type: 'chef', phoneNumber: '+351 912-345-678' });
      expect(ana.user.phone).toBe('+351 912 345 678');
      const settings = await api<UserAnswer>(
        t.app,
        'account/settings',
        { contactemail: 'ana@kitchen.example', phone: '+44 (0)20 7946 0958', lang: 'en' },
        { token: ana.token, form: true },
      );
      expect(settings.status, settings.text).toBe(200);
      const [row] = await rows<{ phone: string }>(
        t,
        sql`select phone from accounts where email = ${ana.email}`,
      );
      expect(row!.phone).toBe('+44 20 7946 0958');
    });
  });

  describe('searches around the spec’s and a geocoder’s location', () => {
    it('search/offers, search/chefs and search/restaurants find what is near, nearest first', async () => {
      const db = t.database.db;
      const { venues } = await insertRestaurant(db, {
        venues: [{ name: 'Tasca Perto', location: lisbonPt }],
      });
      const { venues: far } = await insertRestaurant(db, {
        venues: [{ name: 'Kneipe Fern', location: berlinDe }],
      });
      await insertOffer(db, { restaurantProfileId: venues[0].id, name: 'Cook near the river' });
      await insertOffer(db, { restaurantProfileId: far[0].id, name: 'Cook far away' });
      const { profile } = await insertChef(db, { profile: { name: 'Rita Perto', location: lisbonPt } });
      await insertChef(db, { profile: { name: 'Jan Fern', location: berlinDe } });
      for (const transport of transports)
        for (const location of [specLisbon, geocoderLisbon]) {
          const body = { location: transport.encode({ ...location, radius: 100 }), lang: 'en' };
          const options = { form: transport.form };
          const offers = dataOf(await api<OfferSearchResult>(t.app, 'search/offers', body, options));
          expect(offers.list.map((o) => o.name)).toEqual(['Cook near the river']);
          expect(offers.location).toMatchObject({ radius: 100 });
          const chefs = dataOf(await api<ChefSearchResult>(t.app, 'search/chefs', body, options));
          expect(chefs.list.map((c) => c.id)).toEqual([profile.id]);
          const places = dataOf(
            await api<RestaurantSearchResult>(t.app, 'search/restaurants', body, options),
          );
          expect(places.list.map((v) => v.name)).toEqual(['Tasca Perto']);
          expect(places.list[0]!.distance).toBeLessThan(2);
        }
    });
  });

  describe('stored places in the reader’s language', () => {
    it('cards of the feed and the searches, and the offer, venue and chef pages, name town and country so', async () => {
      const db = t.database.db;
      const { venues } = await insertRestaurant(db, {
        venues: [
          { name: 'Tasca Lisboa', location: lisbonPt },
          { name: 'Kneipe Berlin', location: berlinDe },
        ],
      });
      const berlinVenue = venues[1]!;
      const offer = await insertOffer(db, { restaurantProfileId: venues[0].id, name: 'Cook in Lisbon' });
      await insertOffer(db, { restaurantProfileId: berlinVenue.id, name: 'Cook in Berlin' });
      const { profile } = await insertChef(db, { profile: { name: 'Rita Lisboa', location: lisbonPt } });
      const expected = {
        fr: { lisbon: 'Lisbonne, Portugal', berlin: 'Berlin, Allemagne' },
        en: { lisbon: 'Lisbon, Portugal', berlin: 'Berlin, Germany' },
        es: { lisbon: 'Lisboa, Portugal', berlin: 'Berlín, Alemania' },
        pt: { lisbon: 'Lisboa, Portugal', berlin: 'Berlim, Alemanha' },
      };
      for (const [lang, names] of Object.entries(expected)) {
        const feed = dataOf(await api<OfferSearchResult>(t.app, 'search/offers', { lang }));
        const placeOf = (name: string) =>
          feed.list.find((o) => o.name === name)?.restaurant.location?.formatted_address;
        expect([placeOf('Cook in Lisbon'), placeOf('Cook in Berlin')], lang).toEqual([
          names.lisbon,
          names.berlin,
        ]);
        const restaurants = dataOf(await api<RestaurantSearchResult>(t.app, 'search/restaurants', { lang }));
        expect(restaurants.list.find((v) => v.name === 'Kneipe Berlin')?.location?.formatted_address).toBe(
          names.berlin,
        );
        const chefs = dataOf(await api<ChefSearchResult>(t.app, 'search/chefs', { lang }));
        expect(chefs.list.find((c) => c.id === profile.id)?.location?.formatted_address).toBe(names.lisbon);
        const shown = dataOf(
          await api<OfferView>(t.app, `offer/show?id=${offer.id}&lang=${lang}`, {}, { method: 'GET' }),
        );
        expect(shown.restaurant.location?.formatted_address).toBe(names.lisbon);
        expect(dataOf(await showVenue(berlinVenue.id, lang)).location?.formatted_address).toBe(names.berlin);
        const chefPage = dataOf(await show(profile.id, lang));
        expect(chefPage.location).toMatchObject({
          formatted_address: names.lisbon,
          components: { locality: names.lisbon.split(',')[0], country_code: 'PT' },
        });
      }
      // What is stored stays as it was written.
      const [row] = await rows<{ location: Place }>(
        t,
        sql`select location from restaurant_profiles where id = ${berlinVenue.id}`,
      );
      expect(row!.location).toEqual(berlinDe);
    });

    it('the CV PDF names the chef’s town in its language', async () => {
      const ana = await chef();
      const save = await api(
        t.app,
        'profile/aboutchef',
        { name: 'Ana Garcia', position: 3, location: lisbonPt, lang: 'pt' },
        { token: ana.token },
      );
      expect(save.status).toBe(200);
      await rows(t, sql`update chef_profiles set approved = 1 where id = ${profileId(ana)}`);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/chefs/cv?id=${profileId(ana)}&lang=fr`,
        headers: { cookie: `token=${encodeURIComponent(ana.token)}` },
      });
      expect(response.statusCode).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain('Lisbonne, Portugal');
    });
  });
});
