import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChefApplicationView, ApplicantView } from '../../src/shared/contracts/applications';
import {
  api,
  clearRateLimits,
  dataOf,
  day,
  errorOf,
  issuesOf,
  login,
  rows,
  type ApiResult,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertBlock, insertChef, insertOffer, insertRestaurant } from '../factories/index';

/**
 * Another date and an agreed trial taken back (stage/reschedule, stage/rejectAccepted; decisions D4):
 * each side proposes in turn, an agreed date is rejected before another is proposed, and the side that
 * takes a trial back owes the other a new date.
 */

const inDays = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);
type Moved = { id: number; statusid: number };
type Body = Record<string, unknown>;

describe('stage/reschedule and stage/rejectAccepted', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const call = <T>(path: string, token: string, body: Body) => api<T>(t.app, path, body, { token });
  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;

  async function parties(options: { premium?: boolean } = { premium: true }) {
    const venueAccount = await insertRestaurant(db(), {
      account: { subscription: options.premium ? 1 : 0 },
      venues: [{}],
    });
    const offer = await insertOffer(db(), { restaurantProfileId: venueAccount.venues[0].id });
    const chef = await insertChef(db());
    return {
      offer,
      chef,
      venueAccount,
      venue: await tokenOf(venueAccount.account.email),
      ana: await tokenOf(chef.account.email),
    };
  }

  /** The chef applies with dates `offsets` days ahead; the application's id. */
  const apply = async (token: string, offerId: number, ...offsets: number[]) => {
    const body = { offers: String(offerId), dates: JSON.stringify(offsets.map(inDays)), disponibility: 1 };
    const res = await call<{ applications: { id: number }[] }>('offer/subscribe', token, body);
    expect(res.status, res.text).toBe(201);
    return dataOf(res).applications[0]!.id;
  };
  const terms = (overrides: Body = {}): Body => ({
    description: 'Come at ten, we will cook the lunch service together.',
    start: '10:00',
    end: '15:00',
    type: 1,
    ...overrides,
  });
  const reschedule = (
    token: string,
    applicationid: number,
    id: number,
    offset: number,
    overrides: Body = {},
  ) =>
    call<Moved>('stage/reschedule', token, {
      id,
      applicationid,
      replacedate: inDays(offset),
      ...terms(overrides),
      lang: 'en',
    });
  const accept = (token: string, id: number) => call<Moved>('stage/accept', token, { id, ...terms() });
  const takeBack = (token: string, id: number) => call<Moved>('stage/rejectAccepted', token, { id });

  /** The application's dates, oldest first: who proposed each (c or r), its day offset's date and status. */
  const datesOf = async (applicationId: number) =>
    rows<{ id: number; date: string; status: string; by: string; start_time: string | null }>(
      t,
      sql`select s.id, s.date::text, s.status, s.start_time, case a.type when 'chef' then 'c' else 'r' end as by
          from stages s join accounts a on a.id = s.proposed_by_account_id
          where s.application_id = ${applicationId} order by s.id`,
    );
  const statusOf = async (applicationId: number) =>
    (await rows<{ status: number }>(t, sql`select status from applications where id = ${applicationId}`))[0]!
      .status;
  const open = async (applicationId: number) =>
    (await datesOf(applicationId)).filter((d) => d.status === 'proposed' || d.status === 'accepted');
  const expectRefused = (res: ApiResult<unknown>, status: number, code: string) => {
    expect(res.status, res.text).toBe(status);
    expect(errorOf(res).code).toBe(code);
  };

  it('negotiates to an agreed trial: proposals in turn, a trial taken back and agreed again', async () => {
    const { offer, venue, ana } = await parties();
    const id = await apply(ana, offer.id, 10, 12);
    const [first] = await datesOf(id);

    // The venue answers the chef's dates with a third: the chef's move (3), both of the chef's let go.
    expect(dataOf(await reschedule(venue, id, first!.id, 14))).toEqual({ id, statusid: 3 });
    expect((await datesOf(id)).map((d) => `${d.by} ${d.status}`)).toEqual([
      'c rejected',
      'c rejected',
      'r proposed',
    ]);
    const [pending] = dataOf(
      await call<ChefApplicationView[]>('offer/chef/list', ana, { status: 'pending' }),
    );
    expect(pending?.stages.find((s) => s.status === 'Proposed')).toMatchObject({
      date: inDays(14),
      start: '10:00',
      end: '15:00',
      proposedby: 'restaurant',
    });

    // The chef agrees it: accepted (4) on both sides.
    const venueDate = (await open(id))[0]!;
    expect(dataOf(await accept(ana, venueDate.id)).statusid).toBe(4);

    // The venue takes it back: the venue owes a new date (2, its pending tab).
    expect(dataOf(await takeBack(venue, venueDate.id))).toEqual({ id, statusid: 2 });
    expect(await open(id)).toEqual([]);
    const [again] = dataOf(
      await call<ApplicantView[]>('offer/applicants/list', venue, { oid: offer.id, status: 'pending' }),
    );
    expect(again?.id).toBe(id);

    // With nothing open, the venue proposes without replacing a date; the chef answers with another.
    expect(dataOf(await reschedule(venue, id, 0, 20)).statusid).toBe(3);
    const [venueSecond] = await open(id);
    expect(
      dataOf(await reschedule(ana, id, venueSecond!.id, 21, { start: '18:00', end: '23:30' })).statusid,
    ).toBe(2);
    const [chefProposal] = await open(id);
    expect(chefProposal).toMatchObject({
      by: 'c',
      date: inDays(21),
      start_time: '18:00',
      status: 'proposed',
    });

    // The venue agrees the chef's date.
    expect(dataOf(await accept(venue, chefProposal!.id)).statusid).toBe(4);
    expect((await datesOf(id)).map((d) => `${d.by} ${d.status}`)).toEqual([
      'c rejected',
      'c rejected',
      'r rejected',
      'r rejected',
      'c accepted',
    ]);
    // Both sides read the same history, each from their side.
    const [agreed] = dataOf(
      await call<ChefApplicationView[]>('offer/chef/list', ana, { status: 'accepted' }),
    );
    expect(agreed!.history.map((e) => `${e.by} ${e.kind} ${e.date ?? ''}`.trim())).toEqual([
      'chef application_received',
      `restaurant date_proposed ${inDays(14)}`,
      `chef trial_agreed ${inDays(14)}`,
      `restaurant trial_taken_back ${inDays(14)}`,
      `restaurant date_proposed ${inDays(20)}`,
      `chef date_proposed ${inDays(21)}`,
      `restaurant trial_agreed ${inDays(21)}`,
    ]);
    expect(agreed!.history[5]).toMatchObject({ start: '18:00', end: '23:30' });
    const [seen] = dataOf(
      await call<ApplicantView[]>('offer/applicants/list', venue, { oid: offer.id, status: 'accepted' }),
    );
    expect(seen!.history).toEqual(agreed!.history);
  });

  it('rejects an agreed trial before another date is proposed on it, in one change', async () => {
    const { offer, venue, ana } = await parties();
    const id = await apply(ana, offer.id, 10);
    const [chefDate] = await datesOf(id);
    expect(dataOf(await accept(venue, chefDate!.id)).statusid).toBe(4);
    // The chef moves the agreed trial: it goes back to the venue with the new date.
    expect(dataOf(await reschedule(ana, id, chefDate!.id, 11)).statusid).toBe(2);
    expect((await datesOf(id)).map((d) => `${d.by} ${d.status}`)).toEqual(['c rejected', 'c proposed']);
  });

  it('lets the chef take back an agreed trial and owe the venue a new date', async () => {
    const { offer, venue, ana } = await parties();
    const id = await apply(ana, offer.id, 10);
    const [chefDate] = await datesOf(id);
    await accept(venue, chefDate!.id);
    expect(dataOf(await takeBack(ana, chefDate!.id))).toEqual({ id, statusid: 3 });
    // A date no longer agreed cannot be taken back again.
    expectRefused(await takeBack(venue, chefDate!.id), 409, 'application_moved_on');
    expect(dataOf(await reschedule(ana, id, 0, 12)).statusid).toBe(2);
  });

  it("refuses a move out of turn, a date no longer open, another application's date and a stranger", async () => {
    const { offer, venue, ana } = await parties();
    const id = await apply(ana, offer.id, 10);
    const [chefDate] = await datesOf(id);
    // Waiting for the venue: the chef has proposed already.
    expectRefused(await reschedule(ana, id, chefDate!.id, 11), 409, 'application_moved_on');
    expect(dataOf(await reschedule(venue, id, chefDate!.id, 11)).statusid).toBe(3);
    // The chef's date was let go by the venue's proposal: replacing it again is late.
    expectRefused(await reschedule(venue, id, chefDate!.id, 12), 409, 'application_moved_on');
    // Only an agreed date is taken back.
    const [venueDate] = await open(id);
    expectRefused(await takeBack(venue, venueDate!.id), 409, 'application_moved_on');

    const other = await parties();
    const otherId = await apply(other.ana, other.offer.id, 10);
    const [otherDate] = await datesOf(otherId);
    expectRefused(await reschedule(venue, id, otherDate!.id, 12), 404, 'application_not_found');
    expectRefused(await reschedule(other.venue, id, 0, 12), 404, 'application_not_found');
    expectRefused(await reschedule(other.ana, id, 0, 12), 404, 'application_not_found');
    expectRefused(await takeBack(other.venue, venueDate!.id), 404, 'application_not_found');
    expect(await statusOf(id)).toBe(3);
  });

  it('keeps the gates and blocks: a free venue, and either side across a block', async () => {
    const free = await parties({ premium: false });
    const freeId = await apply(free.ana, free.offer.id, 10);
    expectRefused(await reschedule(free.venue, freeId, 0, 11), 403, 'premium_required');

    const { offer, venue, ana, chef, venueAccount } = await parties();
    const id = await apply(ana, offer.id, 10);
    await insertBlock(db(), chef.account.id, venueAccount.account.id);
    expectRefused(await reschedule(venue, id, 0, 11), 404, 'application_not_found');
    expect(await statusOf(id)).toBe(2);
  });

  it('says what is wrong with a date, in the field, and changes nothing', async () => {
    const { offer, venue, ana } = await parties();
    const id = await apply(ana, offer.id, 10);
    const past = await reschedule(venue, id, 0, -3);
    expect(past.status).toBe(400);
    expect(issuesOf(past)).toEqual({ replacedate: 'date_past' });
    const bad = await call('stage/reschedule', venue, {
      applicationid: id,
      replacedate: '',
      description: '',
      start: '11:00',
      end: '11:00',
      type: '',
    });
    expect(issuesOf(bad)).toEqual({
      replacedate: 'date_required',
      description: 'stage_message_required',
      type: 'stage_type_required',
      end: 'end_same_as_start',
    });
    expect(await statusOf(id)).toBe(2);
    expect((await datesOf(id)).map((d) => d.status)).toEqual(['proposed']);
  });

  it('lets one of two sides moving at once win; the other is told it moved on', async () => {
    const { offer, venue, ana } = await parties();
    const id = await apply(ana, offer.id, 10);
    const [chefDate] = await datesOf(id);
    await accept(venue, chefDate!.id);
    const results = await Promise.all([takeBack(venue, chefDate!.id), takeBack(ana, chefDate!.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(errorOf(loser).code).toBe('application_moved_on');
    const winner = dataOf(results.find((r) => r.status === 200)!);
    expect(await statusOf(id)).toBe(winner.statusid);
    expect((await datesOf(id)).map((d) => d.status)).toEqual(['rejected']);
  });
});
