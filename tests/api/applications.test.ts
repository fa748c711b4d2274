import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ApplicantView,
  ApplicationCounters,
  ChefApplicationView,
  SubscribeOutput,
} from '../../src/shared/contracts/applications';
import { stages } from '../../src/server/db/schema/index';
import { api, clearRateLimits, countQueries, dataOf, day, errorOf, issuesOf } from '../api-helpers';
import { lisbonPlace, login, rows, type ApiResult } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertAccount, insertApplication, insertBlock } from '../factories/index';
import { insertChef, insertChefLanguage, insertOffer, insertRestaurant } from '../factories/index';
import type { Offer, Venue } from '../factories/index';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import { isActiveOffer } from '@shared/states';

/**
 * The application calls (docs/api.md "Applications", docs/decisions/036-applications.md; decisions D4,
 * D5, D9): a chef applies, saves, takes or turns down a sent offer and withdraws; a venue sends its
 * offer, counts, lists and rejects applicants. Each move is checked in both sides' tabs.
 */

/** A day `n` days from today (UTC), as the date picker sends it. */
const inDays = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);
const datesOf = (...offsets: number[]) => JSON.stringify(offsets.map(inDays));
/** Counters as offer/counters and offer/chef/counters answer them: pending, review, accepted, rejected. */
const tabs = (...n: number[]) => ({ pending: n[0], review: n[1], accepted: n[2], rejected: n[3] });

type Moved = { id: number; statusid: number };
type Body = Record<string, unknown>;
type Token = string | undefined;
type ApplicationFields = Partial<Parameters<typeof insertApplication>[1]>;

describe('applications', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const call = <T>(path: string, token: Token, body: Body) => api<T>(t.app, path, body, { token });
  const subscribe = (token: Token, body: Body) => call<SubscribeOutput>('offer/subscribe', token, body);
  const chefList = (token: Token, body: Body = {}) =>
    call<ChefApplicationView[]>('offer/chef/list', token, body);
  const chefTab = async (token: string, status: number | string) => dataOf(await chefList(token, { status }));
  /** The chef's tabs' counts (the tab of the newest change aside: its own test). */
  const chefCounters = async (token: string) => {
    const { newest: _newest, ...counts } = dataOf(
      await call<ApplicationCounters & { newest: string | null }>('offer/chef/counters', token, {}),
    );
    return counts;
  };
  const counters = (token: string, body: Body) => call<ApplicationCounters>('offer/counters', token, body);
  const countersOf = async (token: string, oid: number) => dataOf(await counters(token, { oid }));
  const applicants = (token: string, body: Body) =>
    call<ApplicantView[]>('offer/applicants/list', token, body);
  const applicantTab = async (token: string, oid: number, status: number | string) =>
    dataOf(await applicants(token, { oid, status }));
  const venueReject = (token: string, id: number) =>
    call<Moved>('offer/applicant', token, { id, action: 'reject' });
  const takeOffer = (token: string, body: Body) => call<Moved>('offer/acceptsugestedoffer', token, body);
  const chefReject = (token: string, id: number) => call<Moved>('offer/chef/reject', token, { id });
  const withdraw = (token: string, body: Body) => call<null>('offer/chef/delete', token, body);

  /** The apply form: the offers, one trial date in a month, available now unless told otherwise. */
  const applyForm = (offers: number[], overrides: Body = {}): Body => ({
    offers: offers.join(','),
    dates: datesOf(30),
    disponibility: 1,
    ...overrides,
  });
  /** Applies to one offer; the application's id. */
  const applyTo = async (token: string, offerId: number, overrides: Body = {}) =>
    dataOf(await subscribe(token, applyForm([offerId], overrides))).applications[0]!.id;

  /** A chef (Spanish, position 6) with a session. */
  async function chef(overrides: Parameters<typeof insertChef>[1] = {}) {
    const made = await insertChef(db(), overrides);
    return { ...made, token: await tokenOf(made.account.email) };
  }

  /** A restaurant account (free unless `premium`) with one venue, its live offer and a session. */
  async function restaurant(options: { premium?: boolean; venue?: Partial<Venue> } = {}) {
    const account = { subscription: options.premium ? 1 : 0 };
    const made = await insertRestaurant(db(), { account, venues: [{ ...options.venue }] });
    const [venue] = made.venues;
    const offer = await insertOffer(db(), { restaurantProfileId: venue.id });
    return { account: made.account, venue, offer, token: await tokenOf(made.account.email) };
  }

  /** An application made straight in the database (the chef's own, waiting for the venue, unless told). */
  const applicationOf = (offerId: number, chefProfileId: number, fields: ApplicationFields = {}) =>
    insertApplication(db(), { offerId, chefProfileId, ...fields });
  /** A date proposed in the application by the account: a trial unless told otherwise. */
  const propose = (applicationId: number, proposedByAccountId: number, date: string, typeId = 1) =>
    db().insert(stages).values({ applicationId, proposedByAccountId, date, typeId });

  /** An applicant of the offer made straight in the database, with one date the chef proposed. */
  async function applicantOf(offer: Offer, fields: ApplicationFields = {}) {
    const made = await insertChef(db());
    const application = await applicationOf(offer.id, made.profile.id, fields);
    await propose(application.id, made.account.id, inDays(30));
    return { ...made, application };
  }

  const applicationsOf = (chefProfileId: number) =>
    rows<{ id: number; offer_id: number; status: number }>(
      t,
      sql`select id, offer_id, status, disponibility, disponibility_date::text, invited,
                 withdrawn_at is not null as withdrawn
          from applications where chef_profile_id = ${chefProfileId} order by id`,
    );
  const stageStatuses = async (applicationId: number) =>
    (
      await rows<{ status: string }>(
        t,
        sql`select status from stages where application_id = ${applicationId} order by date, id`,
      )
    ).map((r) => r.status);

  const expectRefused = (res: ApiResult<unknown>, status: number, code: string) => {
    expect(res.status, res.text).toBe(status);
    expect(errorOf(res).code).toBe(code);
  };

  describe('offer/subscribe: a chef applies', () => {
    it("takes the spec client's form: waiting for the venue (2), in the chef's in-review tab", async () => {
      const marc = await restaurant();
      const ana = await chef();
      const from = inDays(20);
      // As the spec's client sends it: form-encoded, with lang and submit=1.
      const fields = { dates: datesOf(40, 30), disponibility: 2, disponibilitydate: from };
      const spec = { ...applyForm([marc.offer.id], fields), lang: 'en', submit: 1 };
      const res = await api<SubscribeOutput>(t.app, 'offer/subscribe', spec, {
        token: ana.token,
        form: true,
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.message).toBe('Your application has been sent.');
      const made = { id: expect.any(Number), oid: marc.offer.id, cid: ana.profile.id, statusid: 2 };
      expect(dataOf(res)).toEqual({ applications: [made], already: [], saved: [] });
      const listed = await chefTab(ana.token, 2);
      // By date, whatever order they were sent in: all-day trials the chef proposed.
      const stage = { start: null, end: null, typeid: 1, proposes: ana.account.id, proposedby: 'chef' };
      const proposed = { ...stage, id: expect.any(Number), status: 'Proposed', description: '' };
      const { id, slug, name } = marc.offer;
      const about = expect.stringContaining('Sous chef for a busy seafood kitchen.');
      const venue = { id: marc.venue.id, slug: marc.venue.slug, name: marc.venue.name, location: null };
      expect(listed).toEqual([
        {
          id: dataOf(res).applications[0]!.id,
          created: expect.any(String),
          statusid: 2,
          disponibility: 2,
          disponibilitydate: from,
          invited: 0,
          withdrawn: 0,
          stages: [30, 40].map((n) => ({ ...proposed, date: inDays(n) })),
          // Its history: the chef applied.
          history: [
            {
              kind: 'application_received',
              by: 'chef',
              at: expect.any(String),
              date: null,
              start: null,
              end: null,
            },
          ],
          offer: { id, slug, name, description: about, position: 6, status: 1, images: { image1: null } },
          restaurant: { ...venue, rating: 0, ratingType: 'none', premium: '0', images: { logo: null } },
        },
      ]);
      expect(await chefTab(ana.token, 'in-review')).toEqual(listed);
      expect(await chefTab(ana.token, 'pending')).toEqual([]);
      expect(await chefCounters(ana.token)).toEqual(tabs(0, 1, 0, 0));
      // The venue's pending tab: its move.
      expect(await countersOf(marc.token, marc.offer.id)).toEqual(tabs(1, 0, 0, 0));
    });

    it('applies to several offers at once, with the dates; a start date goes with disponibility 2 only', async () => {
      const marc = await restaurant();
      const second = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      const third = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Pastry Chef' });
      const ana = await chef();
      const ids = [marc.offer.id, second.id, third.id];
      const form = applyForm(ids, { dates: datesOf(0, 12), disponibility: 4, disponibilitydate: inDays(5) });
      const data = dataOf(await subscribe(ana.token, form));
      expect(data.applications.map((a) => [a.oid, a.statusid])).toEqual(ids.map((id) => [id, 2]));
      const stored = { status: 2, disponibility: 4, disponibility_date: null };
      expect(await applicationsOf(ana.profile.id)).toEqual(
        ids.map((id) => expect.objectContaining({ offer_id: id, ...stored })),
      );
      for (const a of data.applications) expect(await stageStatuses(a.id)).toEqual(['proposed', 'proposed']);
      expect((await chefTab(ana.token, 2)).map((a) => a.offer.id).sort()).toEqual([...ids].sort());
    });

    const nextYear = new Date().getUTCFullYear() + 1;
    const noStartDate = 'disponibility_date_required';
    it.each([
      ['no date', { dates: '[]' }, { dates: 'dates_required' }],
      ['no dates field', { dates: undefined }, { dates: 'dates_required' }],
      ['four dates', { dates: datesOf(10, 11, 12, 13) }, { dates: 'dates_max' }],
      ['a past date', { dates: datesOf(-3) }, { dates: 'date_past' }],
      ['a date twice', { dates: datesOf(10, 10) }, { dates: 'dates_repeated' }],
      ['dates that are not a list', { dates: inDays(10) }, { dates: 'dates_invalid' }],
      // docs/api.md names dates_invalid for the dates field ("Please choose the dates from the calendar").
      ['a day that does not exist', { dates: `["${nextYear}-02-30"]` }, { dates: 'dates_invalid' }],
      ['a date in another format', { dates: '["01/12/2030"]' }, { dates: 'dates_invalid' }],
      ['no start date with disponibility 2', { disponibility: 2 }, { disponibilitydate: noStartDate }],
      ['no offers', { offers: '' }, { offers: 'offers_required' }],
    ])('refuses %s with a field issue, storing nothing', async (_label, overrides, issues) => {
      const marc = await restaurant();
      const ana = await chef();
      const res = await subscribe(ana.token, applyForm([marc.offer.id], overrides));
      expect(res.status, res.text).toBe(400);
      expect(issuesOf(res)).toEqual(issues);
      expect(await applicationsOf(ana.profile.id)).toEqual([]);
    });

    it('refuses a second application to the same offer (409 already_applied), naming it in already', async () => {
      const marc = await restaurant();
      const other = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      const ana = await chef();
      const first = await applyTo(ana.token, marc.offer.id);
      expectRefused(await subscribe(ana.token, applyForm([marc.offer.id])), 409, 'already_applied');
      const mixed = dataOf(await subscribe(ana.token, applyForm([marc.offer.id, other.id])));
      expect(mixed.already).toEqual([marc.offer.id]);
      expect(mixed.applications.map((a) => a.oid)).toEqual([other.id]);
      expect(await stageStatuses(first)).toEqual(['proposed']);
    });

    it('two applications to the same offer at the same moment make one', async () => {
      const marc = await restaurant();
      const ana = await chef();
      const both = await Promise.all([1, 2].map(() => subscribe(ana.token, applyForm([marc.offer.id]))));
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
      const [made, ...more] = await applicationsOf(ana.profile.id);
      expect(more).toEqual([]);
      expect(await stageStatuses(made!.id)).toEqual(['proposed']);
    });

    it('refuses offers that are not live for the chef (404 offer_not_available), the whole call', async () => {
      const marc = await restaurant();
      const ana = await chef();
      const hidden = await insertRestaurant(db(), { venues: [{ active: 0 }] });
      const blocking = await insertRestaurant(db());
      await insertBlock(db(), blocking.account.id, ana.account.id);
      const offers = [
        await insertOffer(db(), { restaurantProfileId: marc.venue.id, status: 0 }),
        await insertOffer(db(), { restaurantProfileId: marc.venue.id, approved: 0 }),
        await insertOffer(db(), { restaurantProfileId: marc.venue.id, deletedAt: new Date() }),
        await insertOffer(db(), { restaurantProfileId: hidden.venues[0].id }),
        await insertOffer(db(), { restaurantProfileId: blocking.venues[0].id }),
      ];
      for (const id of [...offers.map((o) => o.id), 99_999_999]) {
        expectRefused(await subscribe(ana.token, applyForm([id])), 404, 'offer_not_available');
        expectRefused(await subscribe(ana.token, applyForm([marc.offer.id, id])), 404, 'offer_not_available');
      }
      expect(await applicationsOf(ana.profile.id)).toEqual([]);
    });

    it("refuses an offer whose venue's audience leaves the chef out (403 offer_not_for_you), naming what", async () => {
      const marc = await restaurant({ venue: { nationalities: ['FR'], workLanguage: 'fr' } });
      const outsider = await chef({ profile: { nationalities: ['ES'] } });
      const refused = await subscribe(outsider.token, applyForm([marc.offer.id]));
      expectRefused(refused, 403, 'offer_not_for_you');
      expect(errorOf(refused).detail).toEqual({
        nationalities: ['FR'],
        language: 'fr',
        unmet: ['nationality'],
        undeclared: ['language'],
      });
      expect(errorOf(refused).message).toContain('other nationalities');
      expect(await applicationsOf(outsider.profile.id)).toEqual([]);
      // Declared otherwise: other languages only.
      const english = await chef({ profile: { nationalities: ['FR'] } });
      await insertChefLanguage(db(), english.profile.id, 'en');
      const otherLanguage = await subscribe(english.token, applyForm([marc.offer.id]));
      expectRefused(otherLanguage, 403, 'offer_not_for_you');
      expect(errorOf(otherLanguage).detail).toMatchObject({ unmet: ['language'], undeclared: [] });
    });

    it('asks a chef to declare what the offer asks before applying (409 offer_asks_undeclared), then applies', async () => {
      const marc = await restaurant({ venue: { nationalities: ['FR'], workLanguage: 'fr' } });
      // The nationality is there, no language yet: the chef sees the offer, and is asked for the language.
      const french = await chef({ profile: { nationalities: ['FR'] } });
      const asked = await subscribe(french.token, applyForm([marc.offer.id]));
      expectRefused(asked, 409, 'offer_asks_undeclared');
      expect(errorOf(asked).detail).toEqual({
        nationalities: ['FR'],
        language: 'fr',
        unmet: [],
        undeclared: ['language'],
      });
      expect(errorOf(asked).message).toContain('languages you speak');
      expect(await applicationsOf(french.profile.id)).toEqual([]);
      await insertChefLanguage(db(), french.profile.id, 'fr');
      expect((await subscribe(french.token, applyForm([marc.offer.id]))).status).toBe(201);
      // A new chef with nothing declared is asked for both, in their language.
      const fresh = await chef({ profile: { nationalities: [] } });
      const both = await subscribe(fresh.token, { ...applyForm([marc.offer.id]), lang: 'es' });
      expectRefused(both, 409, 'offer_asks_undeclared');
      expect(errorOf(both).detail).toMatchObject({ undeclared: ['nationality', 'language'] });
      expect(errorOf(both).message).toContain('Añade tu nacionalidad');
    });

    it('is for chefs with a profile: a restaurant is 403, a visitor 401, a chef without a profile 409', async () => {
      const marc = await restaurant();
      const other = await restaurant();
      expectRefused(await subscribe(other.token, applyForm([marc.offer.id])), 403, 'forbidden');
      expectRefused(await subscribe(undefined, applyForm([marc.offer.id])), 401, 'not_logged_in');
      const bare = await insertAccount(db(), { type: 'chef' });
      const res = await subscribe(await tokenOf(bare.email), applyForm([marc.offer.id]));
      expectRefused(res, 409, 'chef_profile_missing');
      expect(await countersOf(marc.token, marc.offer.id)).toEqual(tabs(0, 0, 0, 0));
    });
  });

  describe('offer/subscribe with saved=1', () => {
    it('saves the offers (twice is fine) and applies to none; a paused offer is 404', async () => {
      const marc = await restaurant();
      const second = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      const ana = await chef();
      const body = { offers: `${marc.offer.id},${second.id}`, saved: 1 };
      const first = await subscribe(ana.token, body);
      expect(first.status, first.text).toBe(201);
      expect(dataOf(first)).toEqual({ applications: [], already: [], saved: [marc.offer.id, second.id] });
      expect(dataOf(await subscribe(ana.token, body)).saved).toEqual([marc.offer.id, second.id]);
      const saved = await rows<{ offer_id: number }>(
        t,
        sql`select offer_id from saved_offers where chef_profile_id = ${ana.profile.id} order by offer_id`,
      );
      expect(saved.map((r) => r.offer_id)).toEqual([marc.offer.id, second.id]);
      expect(await applicationsOf(ana.profile.id)).toEqual([]);
      const paused = await insertOffer(db(), { restaurantProfileId: marc.venue.id, status: 0 });
      const savePaused = await subscribe(ana.token, { offers: `${paused.id}`, saved: 1 });
      expectRefused(savePaused, 404, 'offer_not_available');
    });
  });

  describe('offer/subscribe with cid: a premium venue sends its offer', () => {
    it('makes an application waiting for each chef (3, disponibility 0, invited 1)', async () => {
      const marc = await restaurant({ premium: true });
      const [ana, ben] = [await chef(), await chef()];
      const cid = `${ana.profile.id},${ben.profile.id}`;
      const res = await subscribe(marc.token, { cid, oid: marc.offer.id });
      expect(res.status, res.text).toBe(201);
      expect(res.body.message).toBe('Your offer has been sent.');
      const sent = [ana, ben].map((c) => ({ id: expect.any(Number), oid: marc.offer.id, cid: c.profile.id }));
      const applications = sent.map((a) => ({ ...a, statusid: 3 }));
      expect(dataOf(res)).toEqual({ applications, already: [], saved: [], skipped: [] });
      const [row] = await applicationsOf(ana.profile.id);
      expect(row).toMatchObject({ offer_id: marc.offer.id, status: 3, disponibility: 0, invited: true });
      // The chef's pending tab (their move), the venue's in-review tab.
      expect(await chefTab(ana.token, 'pending')).toEqual([
        expect.objectContaining({ statusid: 3, disponibility: 0, invited: 1, withdrawn: 0, stages: [] }),
      ]);
      expect(await chefCounters(ana.token)).toEqual(tabs(1, 0, 0, 0));
      const inReview = await applicantTab(marc.token, marc.offer.id, 'in-review');
      expect(inReview.map((a) => a.chef.id).sort()).toEqual([ana.profile.id, ben.profile.id].sort());
      expect(await countersOf(marc.token, marc.offer.id)).toEqual(tabs(0, 2, 0, 0));
    });

    it('needs a premium venue of the account, a live offer, chefs it may see, and at most 10', async () => {
      const ana = await chef();
      const free = await restaurant();
      const sendTo = (token: string, oid: number, cid: unknown = ana.profile.id) =>
        subscribe(token, { cid, oid });
      expectRefused(await sendTo(free.token, free.offer.id), 403, 'premium_required');
      const marc = await restaurant({ premium: true });
      expectRefused(await sendTo(marc.token, free.offer.id), 404, 'offer_not_found');
      const paused = await insertOffer(db(), { restaurantProfileId: marc.venue.id, status: 0 });
      expectRefused(await sendTo(marc.token, paused.id), 404, 'offer_not_available');
      // A chef the venue cannot see is skipped; with nobody else, nobody receives it.
      const inReview = await insertChef(db(), { profile: { approved: 0 } });
      expectRefused(
        await sendTo(marc.token, marc.offer.id, inReview.profile.id),
        409,
        'chefs_cannot_receive',
      );
      const eleven = await Promise.all(Array.from({ length: 11 }, () => insertChef(db())));
      const tooMany = await sendTo(marc.token, marc.offer.id, eleven.map((c) => c.profile.id).join(','));
      expect(tooMany.status, tooMany.text).toBe(400);
      expect(issuesOf(tooMany)).toEqual({ cid: 'chefs_max' });
      expect(await countersOf(marc.token, marc.offer.id)).toEqual(tabs(0, 0, 0, 0));
      expect(await applicationsOf(ana.profile.id)).toEqual([]);
    });

    it('names chefs who already have an application in already; all of them is 409 already_applied', async () => {
      const marc = await restaurant({ premium: true });
      const [ana, ben] = [await chef(), await chef()];
      await applyTo(ana.token, marc.offer.id);
      const body = { cid: `${ana.profile.id},${ben.profile.id}`, oid: marc.offer.id };
      const data = dataOf(await subscribe(marc.token, body));
      expect(data.already).toEqual([ana.profile.id]);
      expect(data.applications.map((a) => a.cid)).toEqual([ben.profile.id]);
      // Ana's own application is left as it was.
      const [own] = await applicationsOf(ana.profile.id);
      expect(own).toMatchObject({ status: 2, disponibility: 1, invited: false });
      expectRefused(await subscribe(marc.token, body), 409, 'already_applied');
    });
  });

  describe('the chef answers a sent offer', () => {
    async function sentOffer() {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const res = await subscribe(marc.token, { cid: ana.profile.id, oid: marc.offer.id });
      return { marc, ana, id: dataOf(res).applications[0]!.id };
    }
    const stillSent = { status: 3, disponibility: 0 };

    it("offer/acceptsugestedoffer takes it with dates: 2, in the venue's pending tab; twice is 409", async () => {
      const { marc, ana, id } = await sentOffer();
      // Dates may come as objects with `date` too.
      const dates = JSON.stringify([{ date: inDays(14) }]);
      const body = { id, dates, disponibility: 4, lang: 'en', submit: 1 };
      const options = { token: ana.token, form: true };
      const res = await api<Moved>(t.app, 'offer/acceptsugestedoffer', body, options);
      expect(dataOf(res)).toEqual({ id, statusid: 2 });
      const [row] = await applicationsOf(ana.profile.id);
      expect(row).toMatchObject({ id, status: 2, disponibility: 4, invited: true });
      const [pending] = await applicantTab(marc.token, marc.offer.id, 'pending');
      expect(pending).toMatchObject({ id, statusid: 2, invited: 1, chef: { id: ana.profile.id } });
      expect(pending!.stages).toMatchObject([
        { date: inDays(14), proposedby: 'chef', proposes: ana.account.id, status: 'Proposed' },
      ]);
      expect((await chefTab(ana.token, 'in-review')).map((a) => a.id)).toEqual([id]);
      expectRefused(await takeOffer(ana.token, body), 409, 'application_moved_on');
      expect(await stageStatuses(id)).toEqual(['proposed']);
    });

    it('taking it twice at the same moment moves it once', async () => {
      const { ana, id } = await sentOffer();
      const body = { id, dates: datesOf(14), disponibility: 1 };
      const both = await Promise.all([takeOffer(ana.token, body), takeOffer(ana.token, body)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await stageStatuses(id)).toEqual(['proposed']);
    });

    it('offer/acceptsugestedoffer checks the dates and whose it is; applying to the offer takes it too', async () => {
      const { marc, ana, id } = await sentOffer();
      const noDates = await takeOffer(ana.token, { id, dates: '[]', disponibility: 1 });
      expect(issuesOf(noDates)).toEqual({ dates: 'dates_required' });
      const body = { id, dates: datesOf(14), disponibility: 1 };
      expectRefused(await takeOffer((await chef()).token, body), 404, 'application_not_found');
      expectRefused(await takeOffer(marc.token, body), 403, 'forbidden');
      expect((await applicationsOf(ana.profile.id))[0]).toMatchObject(stillSent);
      const applied = dataOf(await subscribe(ana.token, applyForm([marc.offer.id]))).applications;
      expect(applied).toEqual([{ id, oid: marc.offer.id, cid: ana.profile.id, statusid: 2 }]);
    });

    it.each(['paused the offer', 'blocked the chef'])(
      'cannot be taken once the venue has %s, as applying to it cannot',
      async (change) => {
        const { marc, ana, id } = await sentOffer();
        if (change === 'paused the offer')
          await rows(t, sql`update offers set status = 0 where id = ${marc.offer.id}`);
        else await insertBlock(db(), marc.account.id, ana.account.id);
        expectRefused(await subscribe(ana.token, applyForm([marc.offer.id])), 404, 'offer_not_available');
        const res = await takeOffer(ana.token, { id, dates: datesOf(14), disponibility: 1 });
        expect(res.status, res.text).toBe(404);
        expect((await applicationsOf(ana.profile.id))[0]).toMatchObject(stillSent);
      },
    );

    it('offer/chef/reject turns it down (-1); an application waiting for the venue is 409', async () => {
      const { marc, ana, id } = await sentOffer();
      expect(dataOf(await chefReject(ana.token, id))).toEqual({ id, statusid: -1 });
      expect((await chefTab(ana.token, 'rejected')).map((a) => [a.id, a.withdrawn])).toEqual([[id, 0]]);
      expect(await chefTab(ana.token, 'pending')).toEqual([]);
      expect((await applicantTab(marc.token, marc.offer.id, -1)).map((a) => a.id)).toEqual([id]);
      expectRefused(await chefReject(ana.token, id), 409, 'application_moved_on');
      const applied = await applyTo(ana.token, (await restaurant()).offer.id);
      expectRefused(await chefReject(ana.token, applied), 409, 'application_moved_on');
      expect((await applicationsOf(ana.profile.id)).map((a) => a.status)).toEqual([-1, 2]);
    });
  });

  describe('offer/chef/delete: the chef withdraws', () => {
    it("leaves the chef's lists and counters; the venue sees it rejected and withdrawn", async () => {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const id = await applyTo(ana.token, marc.offer.id);
      const res = await withdraw(ana.token, { id, oid: marc.offer.id });
      expect(dataOf(res)).toBeNull();
      expect(res.body.message).toBe('Your application has been withdrawn.');
      for (const status of [2, 3, 4, -1]) expect(await chefTab(ana.token, status)).toEqual([]);
      expect(await chefCounters(ana.token)).toEqual(tabs(0, 0, 0, 0));
      const [rejected] = await applicantTab(marc.token, marc.offer.id, 'rejected');
      expect(rejected).toMatchObject({ id, statusid: -1, withdrawn: 1 });
      expect(rejected!.stages.map((s) => s.status)).toEqual(['Cancelled']);
      expect(await applicantTab(marc.token, marc.offer.id, 'pending')).toEqual([]);
      expect(await countersOf(marc.token, marc.offer.id)).toEqual(tabs(0, 0, 0, 1));
    });

    it("refuses another chef's application, another offer's id, a restaurant and a second withdrawal", async () => {
      const marc = await restaurant();
      const ana = await chef();
      const id = await applyTo(ana.token, marc.offer.id);
      expectRefused(await withdraw((await chef()).token, { id }), 404, 'application_not_found');
      const other = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      expectRefused(await withdraw(ana.token, { id, oid: other.id }), 404, 'application_not_found');
      expectRefused(await withdraw(marc.token, { id }), 403, 'forbidden');
      expect((await applicationsOf(ana.profile.id))[0]).toMatchObject({ status: 2, withdrawn: false });
      expect((await withdraw(ana.token, { id })).status).toBe(200);
      expectRefused(await withdraw(ana.token, { id }), 409, 'application_moved_on');
    });

    it('lets the chef apply to the offer again: the same application, 2, with the new dates', async () => {
      const marc = await restaurant();
      const ana = await chef();
      const id = await applyTo(ana.token, marc.offer.id);
      await withdraw(ana.token, { id, oid: marc.offer.id });
      const again = dataOf(await subscribe(ana.token, applyForm([marc.offer.id], { dates: datesOf(50) })));
      expect(again.applications).toEqual([{ id, oid: marc.offer.id, cid: ana.profile.id, statusid: 2 }]);
      const [listed] = await chefTab(ana.token, 'in-review');
      expect(listed).toMatchObject({ id, statusid: 2, withdrawn: 0 });
      expect(listed!.stages.map((s) => `${s.date} ${s.status}`)).toEqual([
        `${inDays(30)} Cancelled`,
        `${inDays(50)} Proposed`,
      ]);
      expect(await chefCounters(ana.token)).toEqual(tabs(0, 1, 0, 0));
      expect(await countersOf(marc.token, marc.offer.id)).toEqual(tabs(1, 0, 0, 0));
    });
  });

  describe('offer/chef/list and offer/chef/counters', () => {
    it('name the tab of the application that changed last, which the page opens on', async () => {
      const marc = await restaurant();
      const other = await restaurant();
      const ana = await chef();
      const newest = async () =>
        dataOf(await call<{ newest: string | null }>('offer/chef/counters', ana.token, {})).newest;
      expect(await newest()).toBeNull();
      // An offer sent last week waits in pending; the application made now is in review: that tab.
      const weekAgo = new Date(Date.now() - 7 * day);
      await applicationOf(other.offer.id, ana.profile.id, {
        invited: true,
        createdAt: weekAgo,
        updatedAt: weekAgo,
      });
      expect(await newest()).toBe('pending');
      await applyTo(ana.token, marc.offer.id);
      expect(await newest()).toBe('in-review');
    });

    it('offer/chef/applied says which offers the chef has applied to, when, and where it is listed', async () => {
      const marc = await restaurant();
      const sender = await restaurant();
      const open = await restaurant();
      const ana = await chef();
      const id = await applyTo(ana.token, marc.offer.id);
      const sent = await applicationOf(sender.offer.id, ana.profile.id, { invited: true });
      const body = { oid: [marc.offer.id, sender.offer.id, open.offer.id].join(',') };
      const { list } = dataOf(
        await call<{ list: { oid: number; id: number; tab: string; sent: number; statusid: number }[] }>(
          'offer/chef/applied',
          ana.token,
          body,
        ),
      );
      expect(list.sort((a, b) => a.id - b.id)).toEqual([
        expect.objectContaining({ oid: marc.offer.id, id, statusid: 2, tab: 'in-review', sent: 0 }),
        expect.objectContaining({ oid: sender.offer.id, id: sent.id, statusid: 3, tab: 'pending', sent: 1 }),
      ]);
      // Withdrawn, it is no longer there; restaurants and visitors are refused.
      await call('offer/chef/delete', ana.token, { id });
      const after = dataOf(await call<{ list: { oid: number }[] }>('offer/chef/applied', ana.token, body));
      expect(after.list.map((item) => item.oid)).toEqual([sender.offer.id]);
      expect((await call('offer/chef/applied', marc.token, body)).status).toBe(403);
    });

    it('list one tab at a time, newest first, qty a page, with the offer and its venue; for chefs', async () => {
      const venue = {
        rating: 3,
        ratingType: 'michelin',
        location: lisbonPlace,
        name: 'Tasca do Largo',
      } as const;
      const premium = await restaurant({ premium: true, venue });
      const free = await restaurant();
      const ana = await chef();
      const newest: number[] = [];
      for (let i = 0; i < 5; i++) {
        const offer = await insertOffer(db(), { restaurantProfileId: premium.venue.id, name: `Cook ${i}` });
        const createdAt = new Date(Date.now() - (10 - i) * 60_000);
        newest.unshift((await applicationOf(offer.id, ana.profile.id, { createdAt })).id);
      }
      const sent = await applicationOf(free.offer.id, ana.profile.id, { invited: true });
      const paused = await insertOffer(db(), { restaurantProfileId: free.venue.id, status: 0 });
      const agreed = await applicationOf(paused.id, ana.profile.id, { status: 4 });

      const page = async (body: Body) => dataOf(await chefList(ana.token, body)).map((a) => a.id);
      expect(await page({ status: 2 })).toEqual(newest);
      expect(await page({ status: 'in-review', qty: 2 })).toEqual(newest.slice(0, 2));
      expect(await page({ status: 'in-review', qty: 2, page: 1 })).toEqual(newest.slice(2, 4));
      expect(await page({ status: 'in-review', qty: 2, page: 2 })).toEqual(newest.slice(4));
      expect(await page({ status: 'in-review', qty: 2, page: 3 })).toEqual([]);
      expect(await page({})).toEqual([sent.id]);
      expect(await page({ status: '-1' })).toEqual([]);
      const location = expect.objectContaining({ formatted_address: 'Lisbon, Portugal' });
      const tasca = { id: premium.venue.id, slug: premium.venue.slug, name: 'Tasca do Largo', location };
      const shown = { rating: 3, ratingType: 'michelin', premium: '1', images: { logo: null } };
      expect((await chefTab(ana.token, 2))[0]!.restaurant).toEqual({ ...tasca, ...shown });
      expect((await chefTab(ana.token, 'pending'))[0]!.restaurant.premium).toBe('0');
      // An offer since paused stays listed, marked paused.
      const [accepted] = await chefTab(ana.token, 'accepted');
      expect(accepted).toMatchObject({ id: agreed.id, statusid: 4, offer: { id: paused.id, status: 0 } });
      expect(await chefCounters(ana.token)).toEqual(tabs(1, 5, 1, 0));
      for (const body of [{ qty: 0 }, { qty: 51 }, { page: -1 }, { status: 'archived' }]) {
        const [field] = Object.keys(body);
        expect(issuesOf(await chefList(ana.token, body))).toEqual({ [field!]: 'invalid_value' });
      }
      expectRefused(await chefList(premium.token), 403, 'forbidden');
      expectRefused(await call('offer/chef/counters', free.token, {}), 403, 'forbidden');
      expectRefused(await chefList(undefined), 401, 'not_logged_in');
    });

    it('list a page of 8 with as many queries as a page of 2', async () => {
      const ana = await chef();
      const measure = (length: number) =>
        countQueries(t, async () => expect(await chefTab(ana.token, 2)).toHaveLength(length));
      const applyToNewVenue = async () => {
        const { venues } = await insertRestaurant(db());
        const offer = await insertOffer(db(), { restaurantProfileId: venues[0].id });
        await applicationOf(offer.id, ana.profile.id);
      };
      for (let i = 0; i < 2; i++) await applyToNewVenue();
      const few = await measure(2);
      for (let i = 0; i < 6; i++) await applyToNewVenue();
      expect(await measure(8)).toBe(few);
    });
  });

  describe('offer/counters', () => {
    it("counts an offer's applications by the venue's tabs, for a free venue too", async () => {
      const marc = await restaurant();
      const withdrawn = { status: -1, withdrawnAt: new Date() };
      for (const fields of [{}, {}, { invited: true }, { status: 4 }, { status: -1 }, withdrawn])
        await applicantOf(marc.offer, fields);
      const res = await counters(marc.token, { oid: marc.offer.id, rid: marc.venue.id });
      expect(dataOf(res)).toEqual(tabs(2, 1, 1, 2));
      const other = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      expect(await countersOf(marc.token, other.id)).toEqual(tabs(0, 0, 0, 0));
    });

    it("refuses another account's offer, a venue that is not the offer's, and chefs", async () => {
      const marc = await restaurant();
      const other = await restaurant({ premium: true });
      expectRefused(await counters(marc.token, { oid: other.offer.id }), 404, 'offer_not_found');
      const wrongVenue = await counters(marc.token, { oid: marc.offer.id, rid: other.venue.id });
      expectRefused(wrongVenue, 404, 'offer_not_found');
      expectRefused(await counters((await chef()).token, { oid: marc.offer.id }), 403, 'forbidden');
    });
  });

  describe('offer/applicants/offers and the badges', () => {
    type ApplicantOffers = {
      list: { id: number; rid: number; status: number; counters: ApplicationCounters }[];
    };
    const applicantOffers = (token: string, body: Body = {}) =>
      call<ApplicantOffers>('offer/applicants/offers', token, body);
    const me = async (token: string) =>
      dataOf(await call<{ user: SessionUser }>('account/user', token, {})).user;

    it("lists a venue's offers with applicants, those waiting first, with their counts, and badges the venue", async () => {
      const marc = await restaurant();
      const quiet = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Quiet Cook' });
      const busy = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Busy Cook' });
      await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Nobody Yet' });
      await applicantOf(marc.offer, { status: 3 });
      await applicantOf(quiet, { status: 4 });
      for (const fields of [{}, {}, { status: -1 }]) await applicantOf(busy, fields);
      // A free venue reads the counts too (D5), as offer/counters.
      const { list } = dataOf(await applicantOffers(marc.token, { rid: marc.venue.id }));
      expect(list.map((offer) => [offer.id, offer.counters])).toEqual([
        [busy.id, tabs(2, 0, 0, 1)],
        [quiet.id, tabs(0, 0, 1, 0)],
        [marc.offer.id, tabs(0, 1, 0, 0)],
      ]);
      expect(list.every((offer) => offer.rid === marc.venue.id && isActiveOffer(offer))).toBe(true);
      expect(dataOf(await applicantOffers(marc.token)).list).toEqual(list);
      // The side menu's badge: the applications waiting for the venue.
      expect((await me(marc.token)).profiles[0]!.pendingnotifications).toMatchObject({ offers: 2 });
    });

    it('answers in as many queries for 8 offers as for 2, and refuses another account’s venue', async () => {
      const marc = await restaurant();
      const measure = (length: number) =>
        countQueries(t, async () =>
          expect(dataOf(await applicantOffers(marc.token)).list).toHaveLength(length),
        );
      const addOffers = async (n: number) => {
        for (let i = 0; i < n; i++)
          await applicantOf(
            await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: `Cook ${i}` }),
          );
      };
      await addOffers(2);
      const few = await measure(2);
      await addOffers(6);
      expect(await measure(8)).toBe(few);
      const other = await restaurant();
      expectRefused(await applicantOffers(marc.token, { rid: other.venue.id }), 404, 'venue_not_found');
      expectRefused(await applicantOffers((await chef()).token), 403, 'forbidden');
    });

    it("badges a chef's applications by tab, withdrawn ones left out", async () => {
      const marc = await restaurant();
      const ana = await chef();
      await applicationOf(marc.offer.id, ana.profile.id, { status: 3, invited: true, disponibility: 0 });
      for (const fields of [{}, { status: 4 }, { status: -1, withdrawnAt: new Date() }]) {
        const offer = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Another Cook' });
        await applicationOf(offer.id, ana.profile.id, fields);
      }
      expect((await me(ana.token)).profile!.pendingnotifications).toMatchObject({
        pending: 1,
        review: 1,
        accepted: 1,
      });
    });
  });

  describe('offer/applicants/list', () => {
    it("shows a premium venue each applicant's card and dates, one tab at a time", async () => {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const id = await applyTo(ana.token, marc.offer.id, { dates: datesOf(21, 22) });
      const sent = await applicantOf(marc.offer, { invited: true });
      const list = await applicantTab(marc.token, marc.offer.id, 2);
      const byChef = { proposedby: 'chef', proposes: ana.account.id, typeid: 1 };
      const card = {
        id: ana.profile.id,
        acc: ana.account.id,
        slug: ana.profile.slug,
        name: ana.profile.name,
      };
      expect(list).toEqual([
        {
          id,
          created: expect.any(String),
          statusid: 2,
          disponibility: 1,
          disponibilitydate: null,
          invited: 0,
          withdrawn: 0,
          stages: [21, 22].map((n) => expect.objectContaining({ date: inDays(n), ...byChef })),
          history: [expect.objectContaining({ kind: 'application_received', by: 'chef' })],
          chef: { ...card, position: 6, location: null, images: { profile: null } },
        },
      ]);
      expect(dataOf(await applicants(marc.token, { oid: marc.offer.id }))).toEqual(list);
      const inReview = await applicantTab(marc.token, marc.offer.id, 'in-review');
      expect(inReview.map((a) => a.chef.id)).toEqual([sent.profile.id]);
      expect(await applicantTab(marc.token, marc.offer.id, 'accepted')).toEqual([]);
    });

    it("refuses a free venue (403 premium_required), another account's offer (404) and chefs", async () => {
      const free = await restaurant();
      await applicantOf(free.offer);
      expectRefused(await applicants(free.token, { oid: free.offer.id }), 403, 'premium_required');
      const marc = await restaurant({ premium: true });
      expectRefused(await applicants(marc.token, { oid: free.offer.id }), 404, 'offer_not_found');
      expectRefused(await applicants((await chef()).token, { oid: free.offer.id }), 403, 'forbidden');
    });

    it('reads 8 applicants with as many queries as 2, a page of qty at a time', async () => {
      const marc = await restaurant({ premium: true });
      const page = async (body: Body) =>
        dataOf(await applicants(marc.token, { oid: marc.offer.id, ...body }));
      const measure = (length: number) =>
        countQueries(t, async () => expect(await page({ qty: 10 })).toHaveLength(length));
      for (let i = 0; i < 2; i++) await applicantOf(marc.offer);
      const few = await measure(2);
      for (let i = 0; i < 6; i++) await applicantOf(marc.offer);
      expect(await measure(8)).toBe(few);
      const all = await page({ qty: 10 });
      expect(all.every((a) => a.stages.length === 1 && a.stages[0]!.proposedby === 'chef')).toBe(true);
      // Made in one go: newest first means highest id first.
      expect(all.map((a) => a.id)).toEqual(all.map((a) => a.id).sort((a, b) => b - a));
      expect((await page({ qty: 3, page: 2 })).map((a) => a.id)).toEqual(all.slice(6).map((a) => a.id));
    });
  });

  describe('offer/applicant: the venue rejects', () => {
    it("turns the applicant down (-1): the chef's rejected tab; rejecting again is 409", async () => {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const id = await applyTo(ana.token, marc.offer.id);
      const body = { id, action: 'reject', lang: 'en', submit: 1 };
      const res = await api<Moved>(t.app, 'offer/applicant', body, { token: marc.token, form: true });
      expect(dataOf(res)).toEqual({ id, statusid: -1 });
      expect(res.body.message).toBe('The application has been rejected.');
      const [rejected, ...others] = await chefTab(ana.token, 'rejected');
      expect(others).toEqual([]);
      expect(rejected).toMatchObject({ id, statusid: -1, withdrawn: 0, stages: [{ status: 'Rejected' }] });
      expect(await chefTab(ana.token, 'in-review')).toEqual([]);
      expectRefused(await venueReject(marc.token, id), 409, 'application_moved_on');
      // A chef the venue turned down may not apply again.
      expectRefused(await subscribe(ana.token, applyForm([marc.offer.id])), 409, 'already_applied');
    });

    it('rejects an accepted applicant: the agreed date is cancelled, the one proposed rejected', async () => {
      const marc = await restaurant({ premium: true });
      const { application } = await applicantOf(marc.offer, { status: 4 });
      await rows(t, sql`update stages set status = 'accepted' where application_id = ${application.id}`);
      await propose(application.id, marc.account.id, inDays(31), 2);
      const [accepted] = await applicantTab(marc.token, marc.offer.id, 'accepted');
      const seen = accepted!.stages.map((s) => `${s.proposedby} ${s.status}`);
      expect(seen).toEqual(['chef Accepted', 'restaurant Proposed']);
      expect(dataOf(await venueReject(marc.token, application.id)).statusid).toBe(-1);
      expect(await stageStatuses(application.id)).toEqual(['cancelled', 'rejected']);
    });

    it("refuses a free venue, another account's application, a chef and another action", async () => {
      const free = await restaurant();
      const mine = await applicantOf(free.offer);
      const id = mine.application.id;
      expectRefused(await venueReject(free.token, id), 403, 'premium_required');
      const marc = await restaurant({ premium: true });
      expectRefused(await venueReject(marc.token, id), 404, 'application_not_found');
      expectRefused(await venueReject(await tokenOf(mine.account.email), id), 403, 'forbidden');
      const accept = await call('offer/applicant', marc.token, { id, action: 'accept' });
      expect(issuesOf(accept)).toEqual({ action: 'invalid_value' });
      expect((await applicationsOf(mine.profile.id))[0]).toMatchObject({ status: 2 });
    });
  });

  describe('stage/accept: a date is agreed', () => {
    const acceptForm = (id: number, overrides: Body = {}): Body => ({
      id,
      description: 'See you at nine at the back door.',
      start: '9',
      end: '17:30',
      type: 1,
      ...overrides,
    });
    const stagesOf = (applicationId: number) =>
      rows<{
        id: number;
        status: string;
        start_time: string | null;
        end_time: string | null;
        type_id: number;
      }>(
        t,
        sql`select id, status, start_time, end_time, type_id from stages where application_id = ${applicationId} order by date, id`,
      );

    it("lets a premium venue accept one of the chef's dates with its hours: accepted in both lists", async () => {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const applicationId = await applyTo(ana.token, marc.offer.id, { dates: datesOf(10, 12) });
      const [first, second] = await stagesOf(applicationId);
      const res = await call<Moved>('stage/accept', marc.token, acceptForm(second!.id, { type: 2 }));
      expect(res.status, res.text).toBe(200);
      expect(dataOf(res)).toEqual({ id: applicationId, statusid: 4 });
      const [rejectedDate, agreed] = await stagesOf(applicationId);
      expect(rejectedDate).toMatchObject({ id: first!.id, status: 'rejected' });
      expect(agreed).toMatchObject({
        status: 'accepted',
        start_time: '09:00',
        end_time: '17:30',
        type_id: 2,
      });
      const [accepted] = await chefTab(ana.token, 'accepted');
      expect(accepted?.stages.find((s) => s.status === 'Accepted')?.description).toBe(
        'See you at nine at the back door.',
      );
      expect(await countersOf(marc.token, marc.offer.id)).toEqual(tabs(0, 0, 1, 0));
      // Agreed once: the other date cannot be accepted any more.
      expectRefused(
        await call('stage/accept', marc.token, acceptForm(first!.id)),
        409,
        'application_moved_on',
      );
    });

    it('agrees a shift past midnight on quarter hours, and refuses one ending when it starts', async () => {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const applicationId = await applyTo(ana.token, marc.offer.id);
      const [stage] = await stagesOf(applicationId);
      const same = await call(
        'stage/accept',
        marc.token,
        acceptForm(stage!.id, { start: '22:30', end: '22:30' }),
      );
      expect(same.status).toBe(400);
      expect(issuesOf(same)).toEqual({ end: 'end_same_as_start' });
      expect((await stagesOf(applicationId))[0]?.status).toBe('proposed');
      const res = await call<Moved>(
        'stage/accept',
        marc.token,
        acceptForm(stage!.id, { start: '22:30', end: '01:15' }),
      );
      expect(res.status, res.text).toBe(200);
      expect((await stagesOf(applicationId))[0]).toMatchObject({
        status: 'accepted',
        start_time: '22:30',
        end_time: '01:15',
      });
      const [accepted] = await chefTab(ana.token, 'accepted');
      expect(accepted?.stages[0]).toMatchObject({ start: '22:30', end: '01:15' });
    });

    it('is refused across a block (D6), and changes nothing', async () => {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const applicationId = await applyTo(ana.token, marc.offer.id);
      const [stage] = await stagesOf(applicationId);
      await insertBlock(db(), ana.account.id, marc.account.id);
      expectRefused(
        await call('stage/accept', marc.token, acceptForm(stage!.id)),
        404,
        'application_not_found',
      );
      expect((await stagesOf(applicationId))[0]?.status).toBe('proposed');
    });

    it('leaves a rejected application read only: the chef can neither withdraw it nor apply again', async () => {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const applicationId = await applyTo(ana.token, marc.offer.id);
      expect(dataOf(await venueReject(marc.token, applicationId)).statusid).toBe(-1);
      expectRefused(await withdraw(ana.token, { id: applicationId }), 409, 'application_moved_on');
      expectRefused(await subscribe(ana.token, applyForm([marc.offer.id])), 409, 'already_applied');
    });

    it('says what is missing, and changes nothing', async () => {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const applicationId = await applyTo(ana.token, marc.offer.id);
      const [stage] = await stagesOf(applicationId);
      const res = await call('stage/accept', marc.token, {
        id: stage!.id,
        description: 'ok',
        start: '',
        end: '25',
        type: '',
      });
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toMatchObject({
        description: expect.any(String),
        start: expect.any(String),
        end: expect.any(String),
        type: expect.any(String),
      });
      expect((await stagesOf(applicationId))[0]?.status).toBe('proposed');
    });

    it("lets the chef accept a date the venue proposed, not the chef's own, nor for a free venue's side", async () => {
      const marc = await restaurant({ premium: true });
      const ana = await chef();
      const application = await applicationOf(marc.offer.id, ana.profile.id, { status: 3 });
      await propose(application.id, marc.account.id, inDays(8));
      await propose(application.id, ana.account.id, inDays(9));
      const [venueDate, chefDate] = await stagesOf(application.id);
      expectRefused(
        await call('stage/accept', ana.token, acceptForm(chefDate!.id)),
        409,
        'application_moved_on',
      );
      const res = await call<Moved>('stage/accept', ana.token, acceptForm(venueDate!.id));
      expect(dataOf(res)).toEqual({ id: application.id, statusid: 4 });
      expect((await stagesOf(application.id)).map((s) => s.status)).toEqual(['accepted', 'rejected']);

      const free = await restaurant();
      const ben = await chef();
      const other = await applyTo(ben.token, free.offer.id);
      const [stage] = await stagesOf(other);
      expectRefused(await call('stage/accept', free.token, acceptForm(stage!.id)), 403, 'premium_required');
      const stranger = await restaurant({ premium: true });
      expectRefused(
        await call('stage/accept', stranger.token, acceptForm(stage!.id)),
        404,
        'application_not_found',
      );
      expectRefused(
        await call('stage/accept', marc.token, acceptForm(999_999)),
        404,
        'application_not_found',
      );
    });
  });
});
