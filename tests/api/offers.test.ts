import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OfferCard, OfferList, OfferView } from '../../src/shared/contracts/offers';
import type { VenueView } from '../../src/shared/contracts/venues';
import { runModeration } from '../../src/server/cli/moderation';
import { addDemoOffers } from '../../src/server/features/offers/offers.demo';
import {
  api,
  clearRateLimits,
  countQueries,
  dataOf,
  errorOf,
  issueMessage,
  issuesOf,
  lisbonPlace,
  login,
  rows,
} from '../api-helpers';
import { useTestApp, type TestApp } from '../build-test-app';
import {
  factoryPassword,
  insertBlock,
  insertChef,
  insertChefLanguage,
  insertMedia,
  insertOffer,
  insertRestaurant,
  type Account,
  type Venue,
} from '../factories/index';
import { approval, offerStatus } from '@shared/states';

/** The job offer calls (spec doc 2 sections 3 to 9; decisions D5, D6, D7, D9, D13; docs/decisions/027-offers.md). */

const londonPlace = {
  formatted_address: 'London, United Kingdom',
  components: { locality: 'London', region: 'England', country: 'United Kingdom', country_code: 'GB' },
  lat: 51.5,
  lng: -0.12,
};

/** The offer form as the spec's client sends it (doc 2 section 7 "Offer save"), form-encoded. */
const offerForm = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  name: 'Sous Chef · £30,000–£36,000 a year',
  position: 6,
  description: '<p>Run the pass with our <b>head chef</b> in a busy seafood kitchen.</p>',
  requirements: '<ul><li>Three years as a chef de partie</li></ul>',
  salarytype: 'year',
  salaryfrom: '30000',
  salaryto: '36000',
  hidesalary: 0,
  term: 'full-time',
  hours: 45,
  holidays: 28,
  daysoff: 2,
  status: 1,
  image1: '',
  language: 'en',
  lang: 'en',
  submit: 1,
  ...overrides,
});

interface Owner {
  account: Account;
  venues: [Venue, ...Venue[]];
  token: string;
}

async function tokenOf(t: TestApp, email: string) {
  return (await login(t.app, email, factoryPassword)).token!;
}

/** A restaurant account (free unless `premium`) with its venues (in London unless told) and a session. */
async function owner(
  t: TestApp,
  options: { premium?: boolean; venues?: Record<string, unknown>[] } = {},
): Promise<Owner> {
  const { account, venues } = await insertRestaurant(t.database.db, {
    account: { subscription: options.premium ? 1 : 0 },
    venues: (options.venues ?? [{}]).map((v) => ({ location: londonPlace, ...v })),
  });
  return { account, venues, token: await tokenOf(t, account.email) };
}

describe('offers', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  const edit = (token: string | undefined, body: Record<string, unknown>) =>
    api<{ offer: OfferView | null }>(t.app, 'offer/manage/edit', body, { token, form: true });
  const toggle = (token: string | undefined, oid: number, action: 0 | 1) =>
    api<{ offer: OfferCard }>(
      t.app,
      'offer/toggle',
      { oid, action, lang: 'en', submit: 1 },
      { token, form: true },
    );
  const list = (token: string | undefined, body: Record<string, unknown>) =>
    api<OfferList>(t.app, 'offer/restaurant', { lang: 'en', submit: 1, ...body }, { token, form: true });
  const related = (token: string | undefined, body: Record<string, unknown>) =>
    api<{ list: OfferCard[]; total: number }>(
      t.app,
      'offer/related',
      { lang: 'en', submit: 1, ...body },
      {
        token,
        form: true,
      },
    );
  const byIds = (token: string | undefined, id: unknown) =>
    api<{ list: OfferCard[] }>(t.app, 'offers/in', { id, lang: 'en', submit: 1 }, { token, form: true });
  const show = (id: number, token?: string, lang = 'en') =>
    api<OfferView>(t.app, `offer/show?id=${id}&lang=${lang}`, {}, { method: 'GET', token });
  const offerRow = async (id: number) =>
    (
      await rows<{
        name: string;
        status: number;
        approved: number;
        recruit: boolean;
        currency: number;
        restaurant_profile_id: number;
        description: Record<string, string>;
        requirements: Record<string, string>;
        original_language: string;
        deleted_at: Date | null;
        updated_at: string;
        created_at: string;
      }>(t, sql`select * from offers where id = ${id}`)
    )[0]!;
  const offerCount = async (venueId: number) =>
    (
      await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from offers where restaurant_profile_id = ${venueId}`,
      )
    )[0]!.n;

  describe('offer/manage/edit', () => {
    it('posts an offer in review in a venue of the account and answers data.offer', async () => {
      const marc = await owner(t);
      const res = await edit(marc.token, offerForm({ rid: marc.venues[0].id }));
      expect(res.status).toBe(200);
      expect(res.body?.message).toBe(
        'Your job offer has been posted. It will be visible once our team has reviewed it.',
      );
      const offer = dataOf(res).offer!;
      expect(offer).toMatchObject({
        rid: marc.venues[0].id,
        name: 'Sous Chef · £30,000–£36,000 a year',
        slug: 'sous-chef-30-000-36-000-a-year',
        position: 6,
        description: '<p>Run the pass with our <b>head chef</b> in a busy seafood kitchen.</p>',
        language: 'en',
        requirements: '<ul><li>Three years as a chef de partie</li></ul>',
        salarytype: 'year',
        salaryfrom: 30000,
        salaryto: 36000,
        hidesalary: 0,
        currency: 1,
        term: 'full-time',
        hours: 45,
        holidays: 28,
        daysoff: 2,
        recruit: 1,
        status: 1,
        approvedp: 0,
        own: 1,
        image1: null,
        restaurant: { id: marc.venues[0].id, name: marc.venues[0].name, premium: 0 },
      });
      const updated = new Date(offer.updated).getTime();
      expect(new Date(offer.validThrough).getTime() - updated).toBe(30 * 24 * 60 * 60 * 1000);
      // In review: not public yet (D6), but its owner sees it.
      expect(errorOf(await show(offer.id)).code).toBe('offer_not_available');
      expect(dataOf(await show(offer.id, marc.token))).toMatchObject({ id: offer.id, approvedp: 0, own: 1 });
      expect(await runModeration(t.database.db, ['approve', 'offer', String(offer.id)])).toEqual({
        line: `Offer ${offer.id} (${offer.name}) is approved.`,
        code: 0,
      });
      expect(dataOf(await show(offer.id))).toMatchObject({ id: offer.id, approvedp: 1, own: 0 });
    });

    it("refuses another account's venue and offers, writing nothing", async () => {
      const marc = await owner(t);
      const other = await owner(t);
      const res = await edit(marc.token, offerForm({ rid: other.venues[0].id }));
      expect(res.status).toBe(404);
      expect(errorOf(res).code).toBe('venue_not_found');
      expect(await offerCount(other.venues[0].id)).toBe(0);

      const theirs = await insertOffer(t.database.db, { restaurantProfileId: other.venues[0].id });
      const change = await edit(
        marc.token,
        offerForm({ id: theirs.id, rid: marc.venues[0].id, name: 'Taken over' }),
      );
      expect(errorOf(change).code).toBe('offer_not_found');
      const remove = await edit(marc.token, { id: theirs.id, action: 'delete', lang: 'en', submit: 1 });
      expect(errorOf(remove).code).toBe('offer_not_found');
      expect(errorOf(await toggle(marc.token, theirs.id, 0)).code).toBe('offer_not_found');
      expect(await offerRow(theirs.id)).toMatchObject({
        name: theirs.name,
        status: 1,
        deleted_at: null,
        restaurant_profile_id: other.venues[0].id,
      });
      expect(await offerCount(marc.venues[0].id)).toBe(0);
    });

    it('refuses visitors and chefs', async () => {
      const marc = await owner(t);
      expect((await edit(undefined, offerForm({ rid: marc.venues[0].id }))).status).toBe(401);
      const chef = await insertChef(t.database.db);
      const res = await edit(await tokenOf(t, chef.account.email), offerForm({ rid: marc.venues[0].id }));
      expect(res.status).toBe(403);
      expect(await offerCount(marc.venues[0].id)).toBe(0);
    });

    it('changes an offer of the account, merges texts per language and can move it to another venue', async () => {
      const marc = await owner(t, { venues: [{}, { name: 'Casa Lume', location: lisbonPlace }] });
      const [first, second] = marc.venues;
      const created = dataOf(await edit(marc.token, offerForm({ rid: first.id }))).offer!;
      await rows(
        t,
        sql`update offers set approved = 1, updated_at = now() - interval '20 days' where id = ${created.id}`,
      );
      const res = await edit(
        marc.token,
        offerForm({
          id: created.id,
          rid: second!.id,
          name: 'Sous-chef · poste en CDI',
          description: '<p>Vous secondez le chef au passe.</p>',
          requirements: '',
          language: 'fr',
          lang: 'fr',
        }),
      );
      expect(res.body?.message).toBe('Votre offre d’emploi a été enregistrée.');
      const changed = dataOf(res).offer!;
      expect(changed).toMatchObject({
        id: created.id,
        rid: second!.id,
        name: 'Sous-chef · poste en CDI',
        slug: 'sous-chef-poste-en-cdi',
        description: '<p>Vous secondez le chef au passe.</p>',
        language: 'fr',
        translations: {
          en: '<p>Run the pass with our <b>head chef</b> in a busy seafood kitchen.</p>',
          fr: '<p>Vous secondez le chef au passe.</p>',
        },
        requirementsTranslations: { en: '<ul><li>Three years as a chef de partie</li></ul>' },
        // The currency follows the venue's country when none is sent.
        currency: 2,
        // Edits of an approved offer stay live (D6).
        approvedp: 1,
      });
      const row = await offerRow(created.id);
      expect(row.original_language).toBe('en');
      expect(Date.now() - new Date(row.updated_at).getTime()).toBeLessThan(60_000);
      // The English reader still reads the English version; the French one the French.
      expect(dataOf(await show(created.id, undefined, 'en')).description).toContain('head chef');
      expect(dataOf(await show(created.id, undefined, 'fr')).description).toContain('secondez');
      expect(dataOf(await show(created.id, undefined, 'es')).description).toContain('head chef');
    });

    it('keeps a sent currency', async () => {
      const marc = await owner(t);
      const offer = dataOf(await edit(marc.token, offerForm({ rid: marc.venues[0].id, currency: 3 }))).offer!;
      expect(offer.currency).toBe(3);
      expect(issuesOf(await edit(marc.token, offerForm({ rid: marc.venues[0].id, currency: 9 })))).toEqual({
        currency: 'invalid_value',
      });
    });

    it('keeps recruit on for a free account: 0 is refused, missing means 1 (D5)', async () => {
      const marc = await owner(t);
      const refused = await edit(marc.token, offerForm({ rid: marc.venues[0].id, recruit: 0 }));
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('premium_required');
      expect(await offerCount(marc.venues[0].id)).toBe(0);
      const offer = dataOf(await edit(marc.token, offerForm({ rid: marc.venues[0].id }))).offer!;
      expect(offer.recruit).toBe(1);
      const change = await edit(
        marc.token,
        offerForm({ id: offer.id, rid: marc.venues[0].id, recruit: 0, name: 'Changed name' }),
      );
      expect(errorOf(change).code).toBe('premium_required');
      expect(await offerRow(offer.id)).toMatchObject({ recruit: true, name: offer.name });
      expect(
        dataOf(await edit(marc.token, offerForm({ rid: marc.venues[0].id, recruit: 1 }))).offer!.recruit,
      ).toBe(1);
    });

    it('lets a premium account turn recruit off', async () => {
      const elena = await owner(t, { premium: true });
      const offer = dataOf(
        await edit(elena.token, offerForm({ rid: elena.venues[0].id, recruit: 0 })),
      ).offer!;
      expect(offer).toMatchObject({ recruit: 0, restaurant: { premium: 1 } });
      const back = dataOf(
        await edit(elena.token, offerForm({ id: offer.id, rid: elena.venues[0].id })),
      ).offer!;
      expect(back.recruit).toBe(1);
    });

    it('validates every field with localized messages, changing nothing', async () => {
      const marc = await owner(t);
      const rid = marc.venues[0].id;
      const res = await edit(
        marc.token,
        offerForm({
          rid,
          name: 'Chf',
          position: 99,
          salarytype: 'week',
          salaryfrom: '0',
          salaryto: 'abc',
          term: 'seasonal',
          hours: 200,
          holidays: 0,
          daysoff: 8,
          lang: 'es',
        }),
      );
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({
        name: 'min_4',
        position: 'invalid_value',
        salarytype: 'invalid_value',
        salaryfrom: 'salary_min',
        salaryto: 'salary_invalid',
        term: 'invalid_value',
        hours: 'range_1_168',
        holidays: 'range_1_366',
        daysoff: 'range_1_7',
      });
      expect(issueMessage(res, 'hours')).toBe('Escribe un número del 1 al 168.');
      expect(issueMessage(res, 'name')).toBe('Escribe al menos 4 caracteres.');
      const missing = await edit(marc.token, {
        rid,
        id: 0,
        lang: 'en',
        submit: 1,
        description: '<p>Fine text</p>',
      });
      expect(issuesOf(missing)).toMatchObject({
        name: 'headline_required',
        position: 'position_required',
        salarytype: 'salary_type_required',
        salaryfrom: 'salary_from_required',
        salaryto: 'salary_to_required',
        term: 'term_required',
        hours: 'hours_required',
        holidays: 'holidays_required',
        daysoff: 'daysoff_required',
      });
      const range = await edit(marc.token, offerForm({ rid, salaryfrom: '40000', salaryto: '30000' }));
      expect(issuesOf(range)).toEqual({ salaryto: 'salary_range' });
      expect(issueMessage(range, 'salaryto')).toBe('The highest pay cannot be lower than the lowest.');
      expect(issuesOf(await edit(marc.token, offerForm({ rid: 0 })))).toEqual({ rid: 'invalid_value' });
      expect(await offerCount(rid)).toBe(0);
    });

    it('needs a description of at least 4 characters after sanitizing', async () => {
      const marc = await owner(t);
      const rid = marc.venues[0].id;
      expect(issuesOf(await edit(marc.token, offerForm({ rid, description: '' })))).toEqual({
        description: 'description_required',
      });
      expect(
        issuesOf(await edit(marc.token, offerForm({ rid, description: '<p><script>alert(1)</script></p>' }))),
      ).toEqual({
        description: 'description_required',
      });
      expect(issuesOf(await edit(marc.token, offerForm({ rid, description: '<p><b>abc</b></p>' })))).toEqual({
        description: 'min_4',
      });
      expect(await offerCount(rid)).toBe(0);
      const ok = await edit(marc.token, offerForm({ rid, description: '<p><b>abcd</b></p>' }));
      expect(dataOf(ok).offer!.description).toBe('<p><b>abcd</b></p>');
    });

    it('sanitizes the texts: no scripts, attributes, links or e-mail addresses (D7)', async () => {
      const marc = await owner(t);
      const offer = dataOf(
        await edit(
          marc.token,
          offerForm({
            rid: marc.venues[0].id,
            description:
              '<p onclick="x()">Write to jobs@venue.example or see www.venue.example <script>alert(1)</script><a href="https://x.example">here</a></p>',
            requirements: '<ul><li style="color:red">Knife skills</li></ul><img src=x onerror=alert(1)>',
          }),
        ),
      ).offer!;
      expect(offer.description).toBe('<p>Write to [no e-mails allowed] or see [no URLs allowed] here</p>');
      expect(offer.requirements).toBe('<ul><li>Knife skills</li></ul>');
    });

    it("puts an album image in the offer, empties it with 0, and refuses another account's file", async () => {
      const marc = await owner(t);
      const rid = marc.venues[0].id;
      const mine = await insertMedia(t.database.db, { accountId: marc.account.id });
      const other = await owner(t);
      const theirs = await insertMedia(t.database.db, { accountId: other.account.id });
      const refused = await edit(marc.token, offerForm({ rid, image1: theirs.id }));
      expect(refused.status).toBe(404);
      expect(errorOf(refused).code).toBe('media_not_found');
      // The whole save is undone: no offer without its image.
      expect(await offerCount(rid)).toBe(0);
      const offer = dataOf(await edit(marc.token, offerForm({ rid, image1: mine.id }))).offer!;
      const slot = () =>
        rows<{ media_id: number }>(t, sql`select media_id from profile_images where offer_id = ${offer.id}`);
      expect(await slot()).toEqual([{ media_id: mine.id }]);
      await edit(marc.token, offerForm({ id: offer.id, rid }));
      expect(await slot()).toEqual([{ media_id: mine.id }]);
      await edit(marc.token, offerForm({ id: offer.id, rid, image1: 0 }));
      expect(await slot()).toEqual([]);
    });

    it('deletes an offer: answers null, and it is gone everywhere', async () => {
      const marc = await owner(t);
      const rid = marc.venues[0].id;
      const offer = await insertOffer(t.database.db, { restaurantProfileId: rid });
      const sibling = await insertOffer(t.database.db, {
        restaurantProfileId: rid,
        name: 'Line cook wanted',
      });
      const res = await edit(marc.token, { id: offer.id, action: 'delete', lang: 'en', submit: 1 });
      expect(res.status).toBe(200);
      expect(dataOf(res)).toEqual({ offer: null });
      expect(res.body?.message).toBe('Your job offer has been deleted.');
      expect((await offerRow(offer.id)).deleted_at).not.toBeNull();
      expect(errorOf(await show(offer.id)).code).toBe('offer_not_available');
      expect(errorOf(await show(offer.id, marc.token)).code).toBe('offer_not_available');
      expect(dataOf(await list(marc.token, { rid, showpaused: 1 })).list.map((o) => o.id)).toEqual([
        sibling.id,
      ]);
      expect(dataOf(await byIds(undefined, String(offer.id))).list).toEqual([]);
      const beside = dataOf(await related(undefined, { id: sibling.id, qty: 999 })).list.map((o) => o.id);
      expect(beside).not.toContain(offer.id);
      expect(dataOf(await related(undefined, { id: offer.id }))).toEqual({ list: [], total: 0 });
      expect(errorOf(await toggle(marc.token, offer.id, 1)).code).toBe('offer_not_found');
      expect(errorOf(await edit(marc.token, { id: offer.id, action: 'delete', lang: 'en' })).code).toBe(
        'offer_not_found',
      );
    });
  });

  describe('offer/toggle', () => {
    it('pauses and activates an offer of the account; activating refreshes its validity', async () => {
      const marc = await owner(t);
      const rid = marc.venues[0].id;
      const offer = await insertOffer(t.database.db, {
        restaurantProfileId: rid,
        updatedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000),
      });
      const paused = await toggle(marc.token, offer.id, 0);
      expect(paused.body?.message).toBe('Your job offer is paused.');
      expect(dataOf(paused).offer).toMatchObject({ id: offer.id, status: 0 });
      expect(errorOf(await show(offer.id)).code).toBe('offer_not_available');
      expect(dataOf(await show(offer.id, marc.token)).status).toBe(0);
      const before = new Date((await offerRow(offer.id)).updated_at).getTime();
      expect(Date.now() - before).toBeGreaterThan(39 * 24 * 60 * 60 * 1000);
      const active = dataOf(await toggle(marc.token, offer.id, 1)).offer;
      expect(active.status).toBe(1);
      expect(Date.now() - new Date(active.updated).getTime()).toBeLessThan(60_000);
      const shown = dataOf(await show(offer.id));
      expect(new Date(shown.validThrough).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
      expect(issuesOf(await toggle(marc.token, offer.id, 2 as 1))).toEqual({ action: 'invalid_value' });
    });
  });

  describe('offer/restaurant', () => {
    let marc: Owner;
    let rid: number;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      marc = await owner(t);
      rid = marc.venues[0].id;
      const db = t.database.db;
      const at = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      ids.oldest = (
        await insertOffer(db, { restaurantProfileId: rid, name: 'Oldest live', createdAt: at(9) })
      ).id;
      ids.paused = (
        await insertOffer(db, { restaurantProfileId: rid, name: 'Paused one', status: 0, createdAt: at(8) })
      ).id;
      ids.review = (
        await insertOffer(db, { restaurantProfileId: rid, name: 'In review', approved: 0, createdAt: at(7) })
      ).id;
      ids.deleted = (
        await insertOffer(db, {
          restaurantProfileId: rid,
          name: 'Deleted',
          deletedAt: new Date(),
          createdAt: at(6),
        })
      ).id;
      ids.middle = (
        await insertOffer(db, { restaurantProfileId: rid, name: 'Middle live', createdAt: at(5) })
      ).id;
      ids.newest = (
        await insertOffer(db, { restaurantProfileId: rid, name: 'Newest live', createdAt: at(1) })
      ).id;
    });

    it('gives the owner every offer on request, newest first, with the counts', async () => {
      const all = dataOf(await list(marc.token, { rid, showpaused: 1, review: 1, page: 0, qty: 20 }));
      expect(all.list.map((o) => o.id)).toEqual([ids.newest, ids.middle, ids.review, ids.paused, ids.oldest]);
      expect(all).toMatchObject({ total: 5, totalActive: 4, totalInactive: 1 });
      const noPaused = dataOf(await list(marc.token, { rid, showpaused: 0, review: 1, qty: 20 }));
      expect(noPaused.list.map((o) => o.id)).toEqual([ids.newest, ids.middle, ids.review, ids.oldest]);
      const noReview = dataOf(await list(marc.token, { rid, showpaused: 1, review: 0, qty: 20 }));
      expect(noReview.list.map((o) => o.id)).toEqual([ids.newest, ids.middle, ids.paused, ids.oldest]);
      expect(noReview.list.find((o) => o.id === ids.paused)).toMatchObject({ status: 0, approvedp: 1 });
    });

    it('pages by qty', async () => {
      const first = dataOf(await list(marc.token, { rid, showpaused: 1, page: 0, qty: 2 }));
      const second = dataOf(await list(marc.token, { rid, showpaused: 1, page: 1, qty: 2 }));
      const third = dataOf(await list(marc.token, { rid, showpaused: 1, page: 2, qty: 2 }));
      expect([...first.list, ...second.list, ...third.list].map((o) => o.id)).toEqual([
        ids.newest,
        ids.middle,
        ids.review,
        ids.paused,
        ids.oldest,
      ]);
      expect(second.total).toBe(5);
      // The default page size is the offers page's: 5.
      expect(dataOf(await list(marc.token, { rid, showpaused: 1 })).list).toHaveLength(5);
      expect(issuesOf(await list(marc.token, { rid, qty: 1000 }))).toEqual({ qty: 'invalid_value' });
    });

    it('gives anyone else the live offers only', async () => {
      const chef = await insertChef(t.database.db);
      const stranger = await owner(t);
      for (const token of [undefined, await tokenOf(t, chef.account.email), stranger.token]) {
        const seen = dataOf(await list(token, { rid, showpaused: 1, review: 1, qty: 20 }));
        expect(seen.list.map((o) => o.id)).toEqual([ids.newest, ids.middle, ids.oldest]);
        expect(seen).toMatchObject({ total: 3, totalActive: 3, totalInactive: 0 });
      }
      expect(dataOf(await list(undefined, { rid: 2_000_000_000 }))).toEqual({
        list: [],
        total: 0,
        totalActive: 0,
        totalInactive: 0,
      });
    });

    it("shows nothing across a block, of a hidden venue, or outside a chef's audience", async () => {
      const other = await owner(t, { venues: [{ nationalities: ['FR'], workLanguage: 'fr' }] });
      const orid = other.venues[0].id;
      const live = await insertOffer(t.database.db, { restaurantProfileId: orid });
      const outsider = await insertChef(t.database.db, { profile: { nationalities: ['ES'] } });
      const insider = await insertChef(t.database.db, { profile: { nationalities: ['FR'] } });
      await insertChefLanguage(t.database.db, insider.profile.id, 'fr');
      const outsiderToken = await tokenOf(t, outsider.account.email);
      const insiderToken = await tokenOf(t, insider.account.email);
      expect(dataOf(await list(outsiderToken, { rid: orid })).list).toEqual([]);
      expect(dataOf(await list(insiderToken, { rid: orid })).list.map((o) => o.id)).toEqual([live.id]);
      await insertBlock(t.database.db, other.account.id, insider.account.id);
      expect(dataOf(await list(insiderToken, { rid: orid }))).toMatchObject({ list: [], total: 0 });
      await rows(t, sql`update restaurant_profiles set active = 0 where id = ${orid}`);
      expect(dataOf(await list(undefined, { rid: orid })).list).toEqual([]);
      expect(dataOf(await list(other.token, { rid: orid })).list.map((o) => o.id)).toEqual([live.id]);
    });
  });

  describe('offer/show', () => {
    it('answers a live offer to anyone, with its venue and validity', async () => {
      const marc = await owner(t, { premium: true });
      const offer = await insertOffer(t.database.db, {
        restaurantProfileId: marc.venues[0].id,
        requirements: { en: '<p>Two years in a busy kitchen.</p>' },
        hideSalary: true,
      });
      const res = await show(offer.id);
      expect(res.status).toBe(200);
      const view = dataOf(res);
      expect(view).toMatchObject({
        id: offer.id,
        rid: marc.venues[0].id,
        own: 0,
        hidesalary: 1,
        requirements: '<p>Two years in a busy kitchen.</p>',
        restaurant: { id: marc.venues[0].id, slug: marc.venues[0].slug, premium: 1, logo: null },
      });
      expect(view.restaurant.location?.components.country_code).toBe('GB');
      expect(view.validThrough).toBe(
        new Date(offer.updatedAt.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      );
      const post = await api<OfferView>(
        t.app,
        'offer/show',
        { id: String(offer.id), lang: 'en', submit: 1 },
        { form: true },
      );
      expect(dataOf(post).id).toBe(offer.id);
      expect(dataOf(await show(offer.id, marc.token)).own).toBe(1);
    });

    it('answers offer_not_available for what is not live, and across a block', async () => {
      const marc = await owner(t);
      const rid = marc.venues[0].id;
      const db = t.database.db;
      const paused = await insertOffer(db, { restaurantProfileId: rid, status: 0 });
      const review = await insertOffer(db, { restaurantProfileId: rid, approved: 0 });
      const live = await insertOffer(db, { restaurantProfileId: rid });
      for (const id of [paused.id, review.id, 2_000_000_000]) {
        const res = await show(id);
        expect(res.status).toBe(404);
        expect(errorOf(res).code).toBe('offer_not_available');
        expect(errorOf(res).message).toBe('This job offer is not available.');
      }
      const chef = await insertChef(db);
      const chefToken = await tokenOf(t, chef.account.email);
      expect(dataOf(await show(live.id, chefToken)).id).toBe(live.id);
      await insertBlock(db, chef.account.id, marc.account.id);
      expect(errorOf(await show(live.id, chefToken)).code).toBe('offer_not_available');
      // A hidden or unapproved venue hides its offers.
      await rows(t, sql`update restaurant_profiles set approved = 0 where id = ${rid}`);
      expect(errorOf(await show(live.id)).code).toBe('offer_not_available');
      expect(dataOf(await show(live.id, marc.token)).own).toBe(1);
      expect(issuesOf(await show(0))).toEqual({ id: 'invalid_value' });
    });

    it("tells a chef outside the venue's audience that the offer is not for them (D9)", async () => {
      const marc = await owner(t, { venues: [{ nationalities: ['PT'], workLanguage: 'pt' }] });
      const offer = await insertOffer(t.database.db, { restaurantProfileId: marc.venues[0].id });
      const outsider = await insertChef(t.database.db, { profile: { nationalities: ['ES'] } });
      const res = await show(offer.id, await tokenOf(t, outsider.account.email));
      expect(res.status).toBe(403);
      expect(errorOf(res).code).toBe('offer_not_for_you');
      const insider = await insertChef(t.database.db, { profile: { nationalities: ['PT'] } });
      await insertChefLanguage(t.database.db, insider.profile.id, 'pt');
      expect(dataOf(await show(offer.id, await tokenOf(t, insider.account.email))).id).toBe(offer.id);
      // Visitors and restaurants are not held to the audience.
      expect(dataOf(await show(offer.id)).id).toBe(offer.id);
    });
  });

  describe('offer/related and offers/in', () => {
    it('lists live offers of the same venue or position, the venue first, then newest', async () => {
      const db = t.database.db;
      const marc = await owner(t);
      const other = await owner(t);
      const at = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      // A position no other test uses, so the list is this test's own.
      const position = 31;
      const base = await insertOffer(db, {
        restaurantProfileId: marc.venues[0].id,
        position,
        createdAt: at(10),
      });
      const sameVenueOld = await insertOffer(db, {
        restaurantProfileId: marc.venues[0].id,
        position: 2,
        createdAt: at(9),
      });
      const sameVenueNew = await insertOffer(db, {
        restaurantProfileId: marc.venues[0].id,
        position: 3,
        createdAt: at(2),
      });
      const samePosition = await insertOffer(db, {
        restaurantProfileId: other.venues[0].id,
        position,
        createdAt: at(1),
      });
      await insertOffer(db, { restaurantProfileId: other.venues[0].id, position, status: 0 });
      await insertOffer(db, { restaurantProfileId: marc.venues[0].id, position, approved: 0 });
      await insertOffer(db, { restaurantProfileId: other.venues[0].id, position: 30 });
      const res = dataOf(await related(undefined, { id: base.id, page: 0, qty: 999 }));
      expect(res.list.map((o) => o.id)).toEqual([sameVenueNew.id, sameVenueOld.id, samePosition.id]);
      expect(res.total).toBe(3);
      const page = dataOf(await related(undefined, { id: base.id, page: 1, qty: 2 }));
      expect(page).toMatchObject({ total: 3, list: [{ id: samePosition.id }] });
      // Never across a block.
      const chef = await insertChef(db);
      await insertBlock(db, other.account.id, chef.account.id);
      const chefSees = dataOf(await related(await tokenOf(t, chef.account.email), { id: base.id }));
      expect(chefSees.list.map((o) => o.id)).toEqual([sameVenueNew.id, sameVenueOld.id]);
      expect(dataOf(await related(undefined, { id: 2_000_000_000 }))).toEqual({ list: [], total: 0 });
    });

    it('offers/in answers the live offers asked, in the order asked', async () => {
      const db = t.database.db;
      const marc = await owner(t, { venues: [{ nationalities: ['PT'] }] });
      const rid = marc.venues[0].id;
      const a = await insertOffer(db, { restaurantProfileId: rid, name: 'Offer A' });
      const b = await insertOffer(db, { restaurantProfileId: rid, name: 'Offer B' });
      const paused = await insertOffer(db, { restaurantProfileId: rid, status: 0 });
      const deleted = await insertOffer(db, { restaurantProfileId: rid, deletedAt: new Date() });
      const res = await byIds(undefined, `${b.id},${paused.id},${a.id},${deleted.id},2000000000`);
      expect(dataOf(res).list.map((o) => o.name)).toEqual(['Offer B', 'Offer A']);
      const json = await api<{ list: OfferCard[] }>(t.app, 'offers/in', { id: [a.id, b.id] });
      expect(dataOf(json).list.map((o) => o.id)).toEqual([a.id, b.id]);
      // A chef outside the audience gets none of them.
      const chef = await insertChef(db, { profile: { nationalities: ['ES'] } });
      expect(dataOf(await byIds(await tokenOf(t, chef.account.email), `${a.id},${b.id}`)).list).toEqual([]);
      expect(issuesOf(await byIds(undefined, 'a,b'))).toEqual({ id: 'invalid_value' });
    });

    it('offers/in reads id[]=1&id[]=2 as the list id, and refuses any other bracket form', async () => {
      const db = t.database.db;
      const marc = await owner(t);
      const rid = marc.venues[0].id;
      const a = await insertOffer(db, { restaurantProfileId: rid, name: 'Offer A' });
      const b = await insertOffer(db, { restaurantProfileId: rid, name: 'Offer B' });
      const brackets = await api<{ list: OfferCard[] }>(
        t.app,
        'offers/in',
        { 'id[]': [b.id, a.id], lang: 'en' },
        { form: true },
      );
      expect(dataOf(brackets).list.map((o) => o.id)).toEqual([b.id, a.id]);
      const one = await api<{ list: OfferCard[] }>(t.app, 'offers/in', { 'id[]': a.id }, { form: true });
      expect(dataOf(one).list.map((o) => o.id)).toEqual([a.id]);
      const json = await api<{ list: OfferCard[] }>(t.app, 'offers/in', { 'id[]': [a.id] });
      expect(dataOf(json).list.map((o) => o.id)).toEqual([a.id]);
      for (const name of ['id[0]', 'id[a]']) {
        const refused = await api(t.app, 'offers/in', { [name]: a.id, lang: 'pt' }, { form: true });
        expect(refused.status).toBe(400);
        expect(errorOf(refused).issues).toEqual([
          {
            field: 'id',
            code: 'list_form_invalid',
            message: 'Envie esta lista como id[]=1&id[]=2, como 1,2,3 ou como um array JSON.',
          },
        ]);
      }
    });
  });

  describe('fixed query counts', () => {
    const counted = (work: () => Promise<unknown>) => countQueries(t, work);

    it('offer/restaurant, offer/related and restaurants/show answer 10 or 30 offers in the same number of queries', async () => {
      const db = t.database.db;
      const marc = await owner(t);
      const rid = marc.venues[0].id;
      const chef = await insertChef(db);
      const chefToken = await tokenOf(t, chef.account.email);
      const base = await insertOffer(db, { restaurantProfileId: rid, position: 29 });
      const add = async (n: number) => {
        for (let i = 0; i < n; i++) {
          const offer = await insertOffer(db, {
            restaurantProfileId: rid,
            position: 29,
            status: i % 5 === 0 ? 0 : 1,
          });
          const file = await insertMedia(db, { accountId: marc.account.id });
          await rows(
            t,
            sql`insert into profile_images (offer_id, slot, media_id) values (${offer.id}, 'image1', ${file.id})`,
          );
        }
      };
      const measure = async () => [
        await counted(async () =>
          expect(
            dataOf(await list(marc.token, { rid, showpaused: 1, qty: 999 })).list.length,
          ).toBeGreaterThan(0),
        ),
        await counted(async () =>
          expect(dataOf(await list(chefToken, { rid, qty: 999 })).list.length).toBeGreaterThan(0),
        ),
        await counted(async () =>
          expect(dataOf(await related(chefToken, { id: base.id })).list.length).toBeGreaterThan(0),
        ),
        await counted(async () =>
          expect(
            dataOf(await api<VenueView>(t.app, `restaurants/show?id=${rid}`, {}, { method: 'GET' })).offers
              .total,
          ).toBeGreaterThan(0),
        ),
      ];
      await add(10);
      const few = await measure();
      await add(20);
      expect(await measure()).toEqual(few);
      const page = dataOf(await list(marc.token, { rid, showpaused: 1, qty: 999 }));
      expect(page).toMatchObject({ total: 31, totalActive: 25, totalInactive: 6 });
      expect(page.list).toHaveLength(31);
    });
  });

  describe('restaurants/show', () => {
    it("lists the venue's live offers as offer cards, up to 20, with their number", async () => {
      const db = t.database.db;
      const marc = await owner(t);
      const rid = marc.venues[0].id;
      for (let i = 0; i < 22; i++)
        await insertOffer(db, { restaurantProfileId: rid, name: `Chef de partie ${i}` });
      await insertOffer(db, { restaurantProfileId: rid, status: 0 });
      const view = dataOf(await api<VenueView>(t.app, `restaurants/show?id=${rid}`, {}, { method: 'GET' }));
      expect(view.offers.total).toBe(22);
      expect(view.offers.list).toHaveLength(20);
      expect(view.offers.list[0]).toMatchObject({ rid, status: 1, approvedp: 1, restaurant: { id: rid } });
    });
  });
});

describe('demo offers', () => {
  const t = useTestApp();

  it('posts a hundred varied offers in the venues’ languages and currencies', async () => {
    const { venues } = await insertRestaurant(t.database.db, {
      venues: [
        { location: londonPlace, originalLanguage: 'en' },
        { location: lisbonPlace, originalLanguage: 'pt' },
        { location: lisbonPlace, originalLanguage: 'es' },
        { location: lisbonPlace, originalLanguage: 'fr' },
      ],
    });
    await addDemoOffers(
      t.database.db,
      venues.map((v) => v.id),
    );
    const all = await rows<{
      restaurant_profile_id: number;
      currency: number;
      original_language: string;
      description: Record<string, string>;
      status: number;
      approved: number;
      salary_type: string;
      hide_salary: boolean;
      recruit: boolean;
      updated_at: string;
    }>(t, sql`select * from offers`);
    expect(all).toHaveLength(100);
    const london = all.filter((o) => o.restaurant_profile_id === venues[0].id);
    expect(new Set(london.map((o) => o.currency))).toEqual(new Set([1]));
    expect(
      new Set(all.filter((o) => o.restaurant_profile_id !== venues[0].id).map((o) => o.currency)),
    ).toEqual(new Set([2]));
    expect(new Set(all.map((o) => o.original_language))).toEqual(new Set(['en', 'pt', 'es', 'fr']));
    expect(new Set(all.map((o) => Object.values(o.description)[0])).size).toBeGreaterThan(90);
    expect(all.filter((o) => o.status === offerStatus.paused).length).toBeGreaterThan(2);
    expect(all.filter((o) => o.approved === approval.inReview).length).toBeGreaterThan(2);
    expect(all.filter((o) => o.salary_type === 'hour').length).toBeGreaterThan(5);
    expect(all.filter((o) => o.hide_salary).length).toBeGreaterThan(5);
    // A free account's offers keep recruit on (D5).
    expect(all.every((o) => o.recruit)).toBe(true);
    const expired = all.filter(
      (o) => Date.now() - new Date(o.updated_at).getTime() > 30 * 24 * 60 * 60 * 1000,
    );
    expect(expired.length).toBeGreaterThan(5);
  });
});

describe('offers with AUTO_APPROVE=1 (D6)', () => {
  const t = useTestApp({ autoApprove: true });

  it('a new offer is live at once', async () => {
    const { account, venues } = await insertRestaurant(t.database.db);
    const token = (await login(t.app, account.email, factoryPassword)).token!;
    const res = await api<{ offer: OfferView }>(
      t.app,
      'offer/manage/edit',
      offerForm({ rid: venues[0].id }),
      { token, form: true },
    );
    expect(res.body?.message).toBe('Your job offer has been posted and is now visible.');
    const offer = dataOf(res).offer;
    expect(offer.approvedp).toBe(1);
    const shown = await api<OfferView>(t.app, `offer/show?id=${offer.id}`, {}, { method: 'GET' });
    expect(dataOf(shown)).toMatchObject({ id: offer.id, own: 0 });
  });
});
