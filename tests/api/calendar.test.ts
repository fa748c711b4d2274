import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChefCalendarItem, VenueCalendarOffer } from '../../src/shared/contracts/calendar';
import { stages } from '../../src/server/db/schema/index';
import { api, clearRateLimits, countQueries, dataOf, errorOf, issuesOf, login, rows } from '../api-helpers';
import type { ApiResult } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertApplication,
  insertChef,
  insertOffer,
  insertRestaurant,
} from '../factories/index';
import type { Offer } from '../factories/index';

/**
 * The trial calendars (docs/api.md "Calendars"; decisions D4, D5): offer/calendar, a premium venue's
 * agreed trials by offer, and stage/chef/calendar, the chef's dates agreed and still proposed. Written
 * from the docs and the contract (src/shared/contracts/calendar.ts): what a client sees.
 */

type Body = Record<string, unknown>;
type Token = string | undefined;
type StageFields = Partial<typeof stages.$inferInsert>;
type ApplicationFields = Partial<Parameters<typeof insertApplication>[1]>;
type VenueAnswer = { list: VenueCalendarOffer[] };
type ChefAnswer = { list: ChefCalendarItem[] };

/** Days of a month far ahead, so no date is ever in the past: `may(3)` is 2031-05-03. */
const may = (n: number) => `2031-05-${String(n).padStart(2, '0')}`;
const june = (n: number) => `2031-06-${String(n).padStart(2, '0')}`;

describe('calendars', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const call = <T>(path: string, token: Token, body: Body) => api<T>(t.app, path, body, { token });
  const venueCalendar = (token: Token, body: Body = {}) => call<VenueAnswer>('offer/calendar', token, body);
  const chefCalendar = (token: Token, body: Body = {}) =>
    call<ChefAnswer>('stage/chef/calendar', token, body);
  const venueList = async (token: string, body: Body = {}) => dataOf(await venueCalendar(token, body)).list;
  const chefList = async (token: string, body: Body = {}) => dataOf(await chefCalendar(token, body)).list;

  const expectRefused = (res: ApiResult<unknown>, status: number, code: string) => {
    expect(res.status, res.text).toBe(status);
    expect(errorOf(res).code).toBe(code);
  };

  /** A chef (position 6) with a session. */
  async function chef() {
    const made = await insertChef(db());
    return { ...made, token: await tokenOf(made.account.email) };
  }

  /** A restaurant account (premium unless told) with its venues (one by default), an offer in the first, a session. */
  async function restaurant(options: { premium?: boolean; venues?: number } = {}) {
    const account = { subscription: options.premium === false ? 0 : 1 };
    const venues = Array.from({ length: options.venues ?? 1 }, () => ({}));
    const made = await insertRestaurant(db(), { account, venues });
    const venue = made.venues[0];
    const offer = await insertOffer(db(), { restaurantProfileId: venue.id, name: 'Sous Chef' });
    return {
      account: made.account,
      venue,
      venues: made.venues,
      offer,
      token: await tokenOf(made.account.email),
    };
  }

  /** A date of the application, proposed by the account: an all-day trial still proposed unless told. */
  const stageOf = async (
    applicationId: number,
    proposedByAccountId: number,
    date: string,
    fields: StageFields = {},
  ) => {
    const [row] = await db()
      .insert(stages)
      .values({ applicationId, proposedByAccountId, date, typeId: 1, ...fields })
      .returning();
    return row!;
  };

  /** An application of a new chef to the offer, accepted (4) unless told, with these dates (agreed unless told). */
  async function applicantWith(
    offer: Pick<Offer, 'id'>,
    dates: (string | ({ date: string } & StageFields))[],
    fields: ApplicationFields = { status: 4 },
  ) {
    const made = await insertChef(db());
    const application = await insertApplication(db(), {
      offerId: offer.id,
      chefProfileId: made.profile.id,
      ...fields,
    });
    const madeStages = [];
    for (const entry of dates) {
      const { date, ...stage } = typeof entry === 'string' ? { date: entry } : entry;
      madeStages.push(await stageOf(application.id, made.account.id, date, { status: 'accepted', ...stage }));
    }
    return { ...made, application, stages: madeStages };
  }

  const offerIds = (list: VenueCalendarOffer[]) => list.map((offer) => offer.id);
  const datesOf = (offer: VenueCalendarOffer | undefined) =>
    (offer?.applicants ?? []).flatMap((a) => a.stages.map((s) => s.date)).sort();

  describe('offer/calendar', () => {
    it("is for premium restaurants: free 403 premium_required, visitor 401, chef 403, another account's venue 404", async () => {
      const free = await restaurant({ premium: false });
      await applicantWith(free.offer, [may(3)]);
      expectRefused(await venueCalendar(free.token), 403, 'premium_required');
      expectRefused(await venueCalendar(free.token, { rid: free.venue.id }), 403, 'premium_required');
      expectRefused(await venueCalendar(undefined), 401, 'not_logged_in');
      expectRefused(await venueCalendar((await chef()).token), 403, 'forbidden');
      const marc = await restaurant();
      expectRefused(await venueCalendar(marc.token, { rid: free.venue.id }), 404, 'venue_not_found');
      expectRefused(await venueCalendar(marc.token, { rid: 99_999_999 }), 404, 'venue_not_found');
      // Another account's trials never show in the account's own calendar.
      expect(await venueList(marc.token)).toEqual([]);
    });

    it('lists the agreed trials (accepted dates of accepted applications) with the offer and chef card', async () => {
      const marc = await restaurant();
      const ana = await applicantWith(marc.offer, [
        { date: may(10), startTime: '09:00', endTime: '17:30', description: 'Back door at nine.' },
        // The other dates the chef proposed were rejected when one was agreed.
        { date: may(11), status: 'rejected' },
      ]);
      // The venue proposed another date after agreeing: still proposed, not agreed.
      await stageOf(ana.application.id, marc.account.id, may(12), { typeId: 2 });
      // Applications not accepted: waiting for the venue, waiting for the chef, rejected (a cancelled trial).
      await applicantWith(marc.offer, [{ date: may(13), status: 'proposed' }], { status: 2 });
      await applicantWith(marc.offer, [{ date: may(14), status: 'proposed' }], { status: 3, invited: true });
      await applicantWith(marc.offer, [{ date: may(15), status: 'cancelled' }], { status: -1 });
      // Only accepted applications have agreed trials: an accepted date of one not accepted is not one.
      await applicantWith(marc.offer, [may(16)], { status: 2 });
      await applicantWith(marc.offer, [may(17)], { status: -1, withdrawnAt: new Date() });
      // An offer with applicants but no agreed trial is left out.
      const quiet = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      await applicantWith(quiet, [{ date: may(9), status: 'proposed' }], { status: 2 });

      const res = await venueCalendar(marc.token);
      expect(res.status, res.text).toBe(200);
      const [trial] = ana.stages;
      expect(dataOf(res)).toEqual({
        // No agreed stage requests here (docs/decisions/052).
        stages: [],
        list: [
          {
            id: marc.offer.id,
            slug: marc.offer.slug,
            name: 'Sous Chef',
            rid: marc.venue.id,
            status: 1,
            applicants: [
              {
                id: ana.application.id,
                chef: {
                  id: ana.profile.id,
                  acc: ana.account.id,
                  slug: ana.profile.slug,
                  name: ana.profile.name,
                  position: 6,
                  location: null,
                  images: { profile: null },
                },
                stages: [
                  {
                    id: trial!.id,
                    date: may(10),
                    start: '09:00',
                    end: '17:30',
                    typeid: 1,
                    proposes: ana.account.id,
                    proposedby: 'chef',
                    status: 'Accepted',
                    description: 'Back door at nine.',
                  },
                ],
              },
            ],
          },
        ],
      });
    });

    it('orders offers by their first trial, and the trials by date and time (no time last in its day)', async () => {
      const marc = await restaurant();
      const later = marc.offer;
      const sooner = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      const soonest = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Pastry Chef' });
      await applicantWith(later, [{ date: may(20), startTime: '10:00' }]);
      await applicantWith(sooner, [june(1), may(8)]);
      const ana = await applicantWith(soonest, [
        { date: may(5) },
        { date: may(5), startTime: '14:00', endTime: '18:00' },
        { date: may(4), startTime: '20:00' },
        { date: may(5), startTime: '09:00', endTime: '12:00' },
      ]);
      const list = await venueList(marc.token);
      expect(offerIds(list)).toEqual([soonest.id, sooner.id, later.id]);
      const seen = list[0]!.applicants[0]!.stages.map((s) => `${s.date} ${s.start ?? 'no time'}`);
      expect(seen).toEqual([`${may(4)} 20:00`, `${may(5)} 09:00`, `${may(5)} 14:00`, `${may(5)} no time`]);
      expect(list[0]!.applicants.map((a) => a.id)).toEqual([ana.application.id]);
      expect(datesOf(list[1])).toEqual([may(8), june(1)]);
    });

    it("leaves out a deleted offer's trials, as its applicants leave the venue's lists", async () => {
      const marc = await restaurant();
      const kept = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      await applicantWith(marc.offer, [may(6)]);
      await applicantWith(kept, [may(7)]);
      await t.database.db.execute(sql`update offers set deleted_at = now() where id = ${marc.offer.id}`);
      expect(offerIds(await venueList(marc.token))).toEqual([kept.id]);
    });

    it('keeps each applicant of an offer apart, with their own trials', async () => {
      const marc = await restaurant();
      const ana = await applicantWith(marc.offer, [may(6), may(9)]);
      const ben = await applicantWith(marc.offer, [may(7)]);
      const [offer, ...others] = await venueList(marc.token);
      expect(others).toEqual([]);
      const byApplicant = Object.fromEntries(
        offer!.applicants.map((a) => [a.id, { chef: a.chef.id, dates: a.stages.map((s) => s.date) }]),
      );
      expect(byApplicant).toEqual({
        [ana.application.id]: { chef: ana.profile.id, dates: [may(6), may(9)] },
        [ben.application.id]: { chef: ben.profile.id, dates: [may(7)] },
      });
      // A date the venue proposed and the chef accepted is the venue's proposal.
      const cleo = await applicantWith(marc.offer, []);
      await stageOf(cleo.application.id, marc.account.id, may(8), { status: 'accepted' });
      const [again] = await venueList(marc.token);
      const proposal = again!.applicants.find((a) => a.id === cleo.application.id)!.stages;
      expect(proposal).toMatchObject([
        { date: may(8), proposes: marc.account.id, proposedby: 'restaurant', status: 'Accepted' },
      ]);
    });

    it('bounds the days with from and to (both included), offers ordered by their first trial in them', async () => {
      const marc = await restaurant();
      const early = marc.offer;
      const late = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      const outside = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Pastry Chef' });
      // `early` has the first trial overall, but `late` the first one in May.
      await applicantWith(early, [{ date: '2031-04-30', startTime: '23:00' }, may(20), june(1)]);
      await applicantWith(late, [may(1), may(31)]);
      await applicantWith(outside, ['2031-04-15', june(2)]);
      const inMay = await venueList(marc.token, { from: may(1), to: may(31) });
      expect(offerIds(inMay)).toEqual([late.id, early.id]);
      expect(datesOf(inMay[0])).toEqual([may(1), may(31)]);
      expect(datesOf(inMay[1])).toEqual([may(20)]);
      // One day; either end alone.
      expect(offerIds(await venueList(marc.token, { from: may(20), to: may(20) }))).toEqual([early.id]);
      const fromJune = await venueList(marc.token, { from: june(1) });
      expect(offerIds(fromJune)).toEqual([early.id, outside.id]);
      expect(datesOf(fromJune[1])).toEqual([june(2)]);
      const toApril = await venueList(marc.token, { to: '2031-04-30' });
      expect(offerIds(toApril)).toEqual([outside.id, early.id]);
      expect(datesOf(toApril[1])).toEqual(['2031-04-30']);
      // Without them every date is listed.
      expect(offerIds(await venueList(marc.token))).toEqual([outside.id, early.id, late.id]);
      expect(await venueList(marc.token, { from: '2031-07-01', to: '2031-07-31' })).toEqual([]);
    });

    it('refuses a range that ends before it starts (date_range_invalid), a day that is not one and qty above 50', async () => {
      const marc = await restaurant();
      await applicantWith(marc.offer, [may(3)]);
      const backwards = await venueCalendar(marc.token, { from: may(10), to: may(9) });
      expect(backwards.status, backwards.text).toBe(400);
      expect(errorOf(backwards).code).toBe('invalid_input');
      expect(issuesOf(backwards)).toEqual({ to: 'date_range_invalid' });
      expect(Object.keys(issuesOf(await venueCalendar(marc.token, { from: '2031-02-30' })))).toEqual([
        'from',
      ]);
      expect(Object.keys(issuesOf(await venueCalendar(marc.token, { to: '31/05/2031' })))).toEqual(['to']);
      expect(issuesOf(await venueCalendar(marc.token, { qty: 51 }))).toEqual({ qty: 'invalid_value' });
      expect(issuesOf(await venueCalendar(marc.token, { qty: 0 }))).toEqual({ qty: 'invalid_value' });
      expect(offerIds(await venueList(marc.token, { qty: 50 }))).toEqual([marc.offer.id]);
    });

    it('lists trials of paused offers by default and with showpaused=1; showpaused=0 leaves them out', async () => {
      const marc = await restaurant();
      const paused = await insertOffer(db(), {
        restaurantProfileId: marc.venue.id,
        name: 'Line Cook',
        status: 0,
      });
      await applicantWith(paused, [may(2)]);
      await applicantWith(marc.offer, [may(3)]);
      const all = await venueList(marc.token);
      expect(all.map((offer) => [offer.id, offer.status])).toEqual([
        [paused.id, 0],
        [marc.offer.id, 1],
      ]);
      expect(await venueList(marc.token, { showpaused: 1 })).toEqual(all);
      expect(offerIds(await venueList(marc.token, { showpaused: 0 }))).toEqual([marc.offer.id]);
      const form = await api<VenueAnswer>(
        t.app,
        'offer/calendar',
        { showpaused: '0' },
        { token: marc.token, form: true },
      );
      expect(offerIds(dataOf(form).list)).toEqual([marc.offer.id]);
    });

    it("shows every venue of the account without rid, and only that venue's with it", async () => {
      const marc = await restaurant({ venues: 2 });
      const [first, second] = marc.venues;
      const secondOffer = await insertOffer(db(), { restaurantProfileId: second!.id, name: 'Line Cook' });
      await applicantWith(marc.offer, [may(4)]);
      await applicantWith(secondOffer, [may(3)]);
      const other = await restaurant();
      await applicantWith(other.offer, [may(1)]);
      const all = await venueList(marc.token);
      expect(all.map((offer) => [offer.id, offer.rid])).toEqual([
        [secondOffer.id, second!.id],
        [marc.offer.id, first.id],
      ]);
      expect(offerIds(await venueList(marc.token, { rid: first.id }))).toEqual([marc.offer.id]);
      expect(offerIds(await venueList(marc.token, { rid: second!.id }))).toEqual([secondOffer.id]);
      expect(offerIds(await venueList(other.token))).toEqual([other.offer.id]);
    });

    it('pages over the offers with page and qty (10 a page by default)', async () => {
      const marc = await restaurant();
      const ids = [marc.offer.id];
      for (let i = 1; i < 12; i++)
        ids.push((await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: `Cook ${i}` })).id);
      // Offer i's first trial is on day i + 1: the order is the order of ids.
      for (const [i, id] of ids.entries()) await applicantWith({ id }, [may(i + 1), may(i + 15)]);
      expect(offerIds(await venueList(marc.token))).toEqual(ids.slice(0, 10));
      expect(offerIds(await venueList(marc.token, { page: 1 }))).toEqual(ids.slice(10));
      expect(offerIds(await venueList(marc.token, { qty: 5, page: 1 }))).toEqual(ids.slice(5, 10));
      expect(offerIds(await venueList(marc.token, { qty: 5, page: 2 }))).toEqual(ids.slice(10));
      expect(await venueList(marc.token, { qty: 5, page: 3 })).toEqual([]);
      // A page lists every trial of its offers in the days, not a page of trials.
      const [second] = await venueList(marc.token, { qty: 1, page: 1 });
      expect(datesOf(second)).toEqual([may(2), may(16)]);
    });

    it('answers in as many queries for 8 offers with their trials as for 2', async () => {
      const marc = await restaurant({ venues: 2 });
      const addOffers = async (n: number, day: number) => {
        for (let i = 0; i < n; i++) {
          const venue = marc.venues[i % 2]!;
          const offer = await insertOffer(db(), { restaurantProfileId: venue.id, name: `Cook ${day + i}` });
          await applicantWith(offer, [may(day + i), { date: june(day + i), startTime: '10:00' }]);
          await applicantWith(offer, [june(day + i + 1)]);
        }
      };
      const measure = (length: number, body: Body = {}) =>
        countQueries(t, async () => expect(await venueList(marc.token, body)).toHaveLength(length));
      await addOffers(2, 1);
      const few = await measure(2);
      expect(few).toBeGreaterThan(0);
      const fewOfOne = await measure(1, { rid: marc.venues[0].id });
      await addOffers(6, 5);
      expect(await measure(8)).toBe(few);
      expect(await measure(4, { rid: marc.venues[0].id })).toBe(fewOfOne);
      const [first] = await venueList(marc.token);
      expect(first!.applicants).toHaveLength(2);
    });

    it("works when called exactly as the spec's table shows (form-encoded, rid, page, qty, showpaused, lang, submit)", async () => {
      const marc = await restaurant();
      const ana = await applicantWith(marc.offer, [may(3)]);
      const body = { rid: marc.venue.id, page: 0, qty: 10, showpaused: 1, lang: 'en', submit: 1 };
      const res = await api<VenueAnswer>(t.app, 'offer/calendar', body, { token: marc.token, form: true });
      expect(res.status, res.text).toBe(200);
      expect(res.body.success).toBe(true);
      const [offer] = dataOf(res).list;
      expect(offer).toMatchObject({ id: marc.offer.id, rid: marc.venue.id, status: 1 });
      expect(offer!.applicants.map((a) => [a.id, a.chef.id])).toEqual([[ana.application.id, ana.profile.id]]);
      // The spec's helper renames lang to language; empty from and to are no bounds.
      const renamed = {
        rid: marc.venue.id,
        page: 0,
        qty: 10,
        showpaused: 1,
        language: 'es',
        submit: 1,
        from: '',
        to: '',
      };
      const again = await api<VenueAnswer>(t.app, 'offer/calendar', renamed, {
        token: marc.token,
        form: true,
      });
      expect(dataOf(again)).toEqual(dataOf(res));
    });
  });

  describe('stage/chef/calendar', () => {
    it('is for chefs: a restaurant is 403, a visitor 401', async () => {
      const marc = await restaurant();
      expectRefused(await chefCalendar(marc.token), 403, 'forbidden');
      expectRefused(await chefCalendar(undefined), 401, 'not_logged_in');
    });

    it("lists the chef's agreed and proposed dates of open and accepted applications, with offer and venue", async () => {
      const marc = await restaurant();
      const lina = await restaurant();
      const ana = await chef();
      // Accepted: the agreed trial, and a date the venue proposed since.
      const accepted = await insertApplication(db(), {
        offerId: marc.offer.id,
        chefProfileId: ana.profile.id,
        status: 4,
      });
      const agreed = await stageOf(accepted.id, ana.account.id, may(10), {
        status: 'accepted',
        startTime: '09:00',
        endTime: '17:30',
        description: 'Back door at nine.',
      });
      const venueDate = await stageOf(accepted.id, marc.account.id, may(12), { typeId: 2 });
      // Waiting for the chef: a date the other venue proposed.
      const sent = await insertApplication(db(), {
        offerId: lina.offer.id,
        chefProfileId: ana.profile.id,
        invited: true,
      });
      const linaDate = await stageOf(sent.id, lina.account.id, may(11), { typeId: 3, startTime: '11:00' });
      // Waiting for the venue: the chef's own proposal.
      const other = await insertOffer(db(), { restaurantProfileId: lina.venue.id, name: 'Line Cook' });
      const own = await insertApplication(db(), { offerId: other.id, chefProfileId: ana.profile.id });
      const ownDate = await stageOf(own.id, ana.account.id, may(13));

      const res = await chefCalendar(ana.token);
      expect(res.status, res.text).toBe(200);
      const venueOf = (r: typeof marc) => ({
        id: r.venue.id,
        slug: r.venue.slug,
        name: r.venue.name,
        images: { logo: null },
      });
      const offerOf = (o: Offer) => ({ id: o.id, slug: o.slug, name: o.name });
      expect(dataOf(res)).toEqual({
        // No agreed stage requests here (docs/decisions/052).
        stages: [],
        list: [
          {
            id: agreed.id,
            date: may(10),
            start: '09:00',
            end: '17:30',
            typeid: 1,
            proposes: ana.account.id,
            proposedby: 'chef',
            status: 'Accepted',
            description: 'Back door at nine.',
            application: { id: accepted.id, statusid: 4 },
            offer: offerOf(marc.offer),
            restaurant: venueOf(marc),
          },
          {
            id: linaDate.id,
            date: may(11),
            start: '11:00',
            end: null,
            typeid: 3,
            proposes: lina.account.id,
            proposedby: 'restaurant',
            status: 'Proposed',
            description: '',
            application: { id: sent.id, statusid: 3 },
            offer: offerOf(lina.offer),
            restaurant: venueOf(lina),
          },
          {
            id: venueDate.id,
            date: may(12),
            start: null,
            end: null,
            typeid: 2,
            proposes: marc.account.id,
            proposedby: 'restaurant',
            status: 'Proposed',
            description: '',
            application: { id: accepted.id, statusid: 4 },
            offer: offerOf(marc.offer),
            restaurant: venueOf(marc),
          },
          {
            id: ownDate.id,
            date: may(13),
            start: null,
            end: null,
            typeid: 1,
            proposes: ana.account.id,
            proposedby: 'chef',
            status: 'Proposed',
            description: '',
            application: { id: own.id, statusid: 2 },
            offer: offerOf(other),
            restaurant: venueOf(lina),
          },
        ],
      });
      // The venue's calendar has the agreed trial only.
      expect(
        (await venueList(marc.token)).flatMap((o) => o.applicants.flatMap((a) => a.stages.map((s) => s.id))),
      ).toEqual([agreed.id]);
    });

    it('leaves out rejected and withdrawn applications, and rejected and cancelled dates', async () => {
      const marc = await restaurant();
      const ana = await chef();
      const offer = (name: string) => insertOffer(db(), { restaurantProfileId: marc.venue.id, name });
      const applicationTo = async (name: string, fields: ApplicationFields = {}) =>
        insertApplication(db(), {
          offerId: (await offer(name)).id,
          chefProfileId: ana.profile.id,
          ...fields,
        });
      const accepted = await applicationTo('Accepted Cook', { status: 4 });
      const kept = await stageOf(accepted.id, ana.account.id, may(5), { status: 'accepted' });
      await stageOf(accepted.id, ana.account.id, may(6), { status: 'rejected' });
      await stageOf(accepted.id, marc.account.id, may(7), { status: 'cancelled' });
      const rejected = await applicationTo('Rejected Cook', { status: -1 });
      await stageOf(rejected.id, ana.account.id, may(8), { status: 'accepted' });
      await stageOf(rejected.id, ana.account.id, may(9));
      const withdrawn = await applicationTo('Withdrawn Cook', { status: -1, withdrawnAt: new Date() });
      await stageOf(withdrawn.id, ana.account.id, may(10));
      expect((await chefList(ana.token)).map((item) => item.id)).toEqual([kept.id]);
    });

    it('drops the dates of an application once the chef withdraws or the venue rejects it', async () => {
      const marc = await restaurant();
      const ana = await chef();
      const second = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      const first = await insertApplication(db(), { offerId: marc.offer.id, chefProfileId: ana.profile.id });
      await stageOf(first.id, ana.account.id, may(3));
      const other = await insertApplication(db(), { offerId: second.id, chefProfileId: ana.profile.id });
      await stageOf(other.id, ana.account.id, may(4));
      expect((await chefList(ana.token)).map((item) => item.application.id)).toEqual([first.id, other.id]);
      const withdrew = await call('offer/chef/delete', ana.token, { id: first.id });
      expect(withdrew.status, withdrew.text).toBe(200);
      expect((await chefList(ana.token)).map((item) => item.application.id)).toEqual([other.id]);
      const rejected = await call('offer/applicant', marc.token, { id: other.id, action: 'reject' });
      expect(rejected.status, rejected.text).toBe(200);
      expect(await chefList(ana.token)).toEqual([]);
    });

    it('orders the dates by date and time, a date with no time last in its day', async () => {
      const marc = await restaurant();
      const ana = await chef();
      const second = await insertOffer(db(), { restaurantProfileId: marc.venue.id, name: 'Line Cook' });
      const a = await insertApplication(db(), {
        offerId: marc.offer.id,
        chefProfileId: ana.profile.id,
        status: 4,
      });
      const b = await insertApplication(db(), { offerId: second.id, chefProfileId: ana.profile.id });
      await stageOf(b.id, ana.account.id, may(6));
      await stageOf(a.id, ana.account.id, may(6), {
        status: 'accepted',
        startTime: '15:00',
        endTime: '19:00',
      });
      await stageOf(b.id, ana.account.id, june(1), { startTime: '08:00' });
      await stageOf(a.id, marc.account.id, may(6), { startTime: '09:30' });
      await stageOf(b.id, ana.account.id, may(2), { startTime: '22:00' });
      const seen = (await chefList(ana.token)).map((item) => `${item.date} ${item.start ?? 'no time'}`);
      expect(seen).toEqual([
        `${may(2)} 22:00`,
        `${may(6)} 09:30`,
        `${may(6)} 15:00`,
        `${may(6)} no time`,
        `${june(1)} 08:00`,
      ]);
    });

    it("never shows another chef's dates, even on the same offer", async () => {
      const marc = await restaurant();
      const [ana, ben] = [await chef(), await chef()];
      const mine = await insertApplication(db(), {
        offerId: marc.offer.id,
        chefProfileId: ana.profile.id,
        status: 4,
      });
      await stageOf(mine.id, ana.account.id, may(5), { status: 'accepted' });
      const his = await insertApplication(db(), { offerId: marc.offer.id, chefProfileId: ben.profile.id });
      await stageOf(his.id, ben.account.id, may(5));
      await stageOf(his.id, marc.account.id, may(6));
      expect((await chefList(ana.token)).map((item) => item.application.id)).toEqual([mine.id]);
      expect((await chefList(ben.token)).map((item) => [item.application.id, item.date])).toEqual([
        [his.id, may(5)],
        [his.id, may(6)],
      ]);
      expect(await chefList((await chef()).token)).toEqual([]);
    });

    it('bounds the days with from and to (both included); to before from is date_range_invalid', async () => {
      const marc = await restaurant();
      const ana = await chef();
      const application = await insertApplication(db(), {
        offerId: marc.offer.id,
        chefProfileId: ana.profile.id,
      });
      for (const date of ['2031-04-30', may(1), may(15), may(31), june(1)])
        await stageOf(application.id, ana.account.id, date);
      const datesIn = async (body: Body) => (await chefList(ana.token, body)).map((item) => item.date);
      expect(await datesIn({ from: may(1), to: may(31) })).toEqual([may(1), may(15), may(31)]);
      expect(await datesIn({ from: may(15), to: may(15) })).toEqual([may(15)]);
      expect(await datesIn({ from: may(31) })).toEqual([may(31), june(1)]);
      expect(await datesIn({ to: may(1) })).toEqual(['2031-04-30', may(1)]);
      expect(await datesIn({})).toHaveLength(5);
      const backwards = await chefCalendar(ana.token, { from: june(1), to: may(31) });
      expect(backwards.status, backwards.text).toBe(400);
      expect(issuesOf(backwards)).toEqual({ to: 'date_range_invalid' });
      expect(Object.keys(issuesOf(await chefCalendar(ana.token, { from: '2031-13-01' })))).toEqual(['from']);
    });

    it('pages over the dates with page and qty (10 a page by default, up to 50)', async () => {
      const marc = await restaurant();
      const ana = await chef();
      const application = await insertApplication(db(), {
        offerId: marc.offer.id,
        chefProfileId: ana.profile.id,
      });
      const dates = Array.from({ length: 12 }, (_, i) => may(i + 1));
      for (const date of [...dates].reverse()) await stageOf(application.id, ana.account.id, date);
      const datesIn = async (body: Body) => (await chefList(ana.token, body)).map((item) => item.date);
      expect(await datesIn({})).toEqual(dates.slice(0, 10));
      expect(await datesIn({ page: 1 })).toEqual(dates.slice(10));
      expect(await datesIn({ qty: 5, page: 1 })).toEqual(dates.slice(5, 10));
      expect(await datesIn({ qty: 5, page: 3 })).toEqual([]);
      expect(await datesIn({ qty: 50 })).toEqual(dates);
      expect(issuesOf(await chefCalendar(ana.token, { qty: 51 }))).toEqual({ qty: 'invalid_value' });
      expect(issuesOf(await chefCalendar(ana.token, { page: -1 }))).toEqual({ page: 'invalid_value' });
      // Paging with a range: the pages of the days asked for.
      expect(await datesIn({ from: may(4), qty: 3, page: 1 })).toEqual([may(7), may(8), may(9)]);
    });

    it('keeps an agreed trial once its offer is paused or deleted', async () => {
      const marc = await restaurant();
      const ana = await chef();
      const application = await insertApplication(db(), {
        offerId: marc.offer.id,
        chefProfileId: ana.profile.id,
        status: 4,
      });
      const trial = await stageOf(application.id, ana.account.id, may(5), { status: 'accepted' });
      const seen = async () =>
        (await chefList(ana.token)).map((item) => [item.id, item.status, item.offer.id, item.restaurant.id]);
      const expected = [[trial.id, 'Accepted', marc.offer.id, marc.venue.id]];
      await rows(t, sql`update offers set status = 0 where id = ${marc.offer.id}`);
      expect(await seen()).toEqual(expected);
      await rows(t, sql`update offers set deleted_at = now() where id = ${marc.offer.id}`);
      expect(await seen()).toEqual(expected);
    });

    it('answers in as many queries for 8 dates of 8 offers as for 2, and takes a form with lang and submit', async () => {
      const ana = await chef();
      const addDates = async (n: number, day: number) => {
        for (let i = 0; i < n; i++) {
          const venue = await restaurant();
          const application = await insertApplication(db(), {
            offerId: venue.offer.id,
            chefProfileId: ana.profile.id,
            status: i % 2 ? 4 : 3,
          });
          await stageOf(application.id, ana.account.id, may(day + i), {
            status: i % 2 ? 'accepted' : 'proposed',
          });
        }
      };
      const measure = (length: number) =>
        countQueries(t, async () => expect(await chefList(ana.token)).toHaveLength(length));
      await addDates(2, 1);
      const few = await measure(2);
      expect(few).toBeGreaterThan(0);
      await addDates(6, 10);
      expect(await measure(8)).toBe(few);
      const body = { page: 0, qty: 10, lang: 'en', submit: 1 };
      const res = await api<ChefAnswer>(t.app, 'stage/chef/calendar', body, { token: ana.token, form: true });
      expect(res.status, res.text).toBe(200);
      expect(dataOf(res).list).toEqual(await chefList(ana.token));
      expect(new Set(dataOf(res).list.map((item) => item.restaurant.id)).size).toBe(8);
    });
  });
});
