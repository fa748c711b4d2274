import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminRecruitmentCalls,
  type FeeView,
  type HireView,
  type RecruitmentApplicant,
  type RecruitmentCandidate,
  type RecruitmentOffer,
} from '../../src/shared/contracts/admin-recruitment';
import type { AuditEntry } from '../../src/shared/contracts/admin';
import { emailOutbox, notifications } from '../../src/server/db/schema/index';
import { runFeesDay } from '../../src/server/features/recruitment/recruitment.service';
import frMail from '../../src/shared/i18n/fr/mail.json';
import {
  api,
  clearRateLimits,
  countQueries,
  dataOf,
  day,
  errorOf,
  issuesOf,
  login,
  rows,
  staffLogin,
  type ApiResult,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertChef, insertOffer, insertRestaurant } from '../factories/index';

/**
 * The recruitment service (decisions D5; docs/decisions/056-recruitment-service.md): admins answer the
 * applicants of free venues' offers with the venue's moves, recorded as theirs; the chef and the venue
 * are told; a hire keeps a 3% fee, due after 30 days, invoiced, or cancelled when the contract ends
 * sooner; the fees go out as CSV.
 */

const inDays = (n: number, from = Date.now()) => new Date(from + n * day).toISOString().slice(0, 10);
type Body = Record<string, unknown>;

describe('the recruitment service', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  beforeEach(() => clearRateLimits(t));

  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const pathOf = (path: string) => path.replace(/^\/api\//, '');
  const call = <T = unknown>(path: string, method: string, token: string | undefined, body: Body = {}) =>
    method === 'GET'
      ? api<T>(
          t.app,
          `${pathOf(path)}?${new URLSearchParams(body as Record<string, string>)}`,
          {},
          { token, method: 'GET' },
        )
      : api<T>(t.app, pathOf(path), body, { token });
  const get = <T>(path: string, token: string, query: Body = {}) => call<T>(path, 'GET', token, query);
  const post = <T>(path: string, token: string, body: Body) => call<T>(path, 'POST', token, body);
  const expectRefused = (res: ApiResult<unknown>, status: number, code: string) => {
    expect([res.status, errorOf(res).code], res.text).toEqual([status, code]);
  };
  const mailTo = async (to: string) =>
    db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.id);
  const kindsOf = async (accountId: number) =>
    (
      await db()
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.accountId, accountId))
        .orderBy(notifications.id)
    ).map((n) => n.kind);

  /** A free French venue's offer (recruit forced on) and a chef who applied with two dates. */
  async function freeVenueApplication(options: { premium?: boolean; recruit?: boolean } = {}) {
    const owner = await insertRestaurant(db(), {
      account: { language: 'fr', subscription: options.premium ? 1 : 0 },
      venues: [{ name: 'Bistrot des Halles' }],
    });
    const venue = owner.venues[0];
    const offer = await insertOffer(db(), {
      restaurantProfileId: venue.id,
      name: 'Chef de partie',
      recruit: options.recruit ?? true,
    });
    const chef = await insertChef(db(), { profile: { name: 'Ana Sousa' } });
    const chefToken = await tokenOf(chef.account.email);
    const applied = await post<{ applications: { id: number }[] }>('/api/offer/subscribe', chefToken, {
      offers: String(offer.id),
      dates: JSON.stringify([inDays(10), inDays(12)]),
      disponibility: 1,
    });
    expect(applied.status, applied.text).toBe(201);
    return { owner, venue, offer, chef, chefToken, applicationId: dataOf(applied).applications[0]!.id };
  }

  const terms = (overrides: Body = {}): Body => ({
    description: 'Come at ten, you will cook the lunch service with the team.',
    start: '10:00',
    end: '15:00',
    type: 1,
    ...overrides,
  });

  const applicantsOf = async (token: string, oid: number, status: string) =>
    dataOf(
      await get<{ offer: RecruitmentOffer; items: RecruitmentApplicant[] }>(
        '/api/admin/recruitment/applicants',
        token,
        { oid: String(oid), status },
      ),
    );

  it('answers 404 to anyone but staff, and 403 to a moderator, on every call', async () => {
    const chef = await insertChef(db());
    const premium = await insertRestaurant(db(), { account: { subscription: 1, subscriptionStatus: 1 } });
    const tokens = [undefined, await tokenOf(chef.account.email), await tokenOf(premium.account.email)];
    const { token: moderator } = await staffLogin(t, 'moderator');
    for (const declared of adminRecruitmentCalls) {
      for (const token of tokens)
        expectRefused(await call(declared.path, declared.method, token, {}), 404, 'not_found');
      expectRefused(await call(declared.path, declared.method, moderator, {}), 403, 'forbidden');
    }
  });

  it('lists the offers it answers for with their counts, and reads their applicants as the venue would', async () => {
    const { token } = await staffLogin(t, 'admin');
    const { offer, venue, applicationId } = await freeVenueApplication();
    // A Premium venue that answers its applicants itself: not the service's.
    const own = await freeVenueApplication({ premium: true, recruit: false });

    const offers = dataOf(
      await get<{ items: RecruitmentOffer[]; total: number }>('/api/admin/recruitment/offers', token, {
        qty: '100',
      }),
    );
    const listed = offers.items.find((item) => item.id === offer.id);
    expect(listed).toMatchObject({
      name: 'Chef de partie',
      venue: { id: venue.id, name: 'Bistrot des Halles', premium: 0 },
      counts: { pending: 1, review: 0, accepted: 0, rejected: 0 },
      hires: 0,
    });
    expect(listed!.path).toContain(`/restaurant/view/offer/${venue.id}/`);
    expect(offers.items.some((item) => item.id === own.offer.id)).toBe(false);

    const page = await applicantsOf(token, offer.id, 'pending');
    expect(page.offer.id).toBe(offer.id);
    expect(page.items.map((item) => [item.id, item.chef.name, item.stages.length, item.hire])).toEqual([
      [applicationId, 'Ana Sousa', 2, null],
    ]);
    // The applicants of an offer the venue answers itself are not the service's to read.
    expectRefused(
      await get('/api/admin/recruitment/applicants', token, { oid: String(own.offer.id), status: 'pending' }),
      404,
      'offer_not_found',
    );
    // A page of 20 applicants costs what a page of one does.
    const queries = await countQueries(t, () => applicantsOf(token, offer.id, 'pending'));
    for (let i = 0; i < 3; i++) {
      const chef = await insertChef(db());
      const res = await post('/api/offer/subscribe', await tokenOf(chef.account.email), {
        offers: String(offer.id),
        dates: JSON.stringify([inDays(11)]),
        disponibility: 1,
      });
      expect(res.status, res.text).toBe(201);
    }
    expect(await countQueries(t, () => applicantsOf(token, offer.id, 'pending'))).toBe(queries);
  });

  it("agrees a chef's date for the venue: the chef and the venue told, the move recorded as staff's", async () => {
    const { token, email } = await staffLogin(t, 'admin');
    const { owner, offer, chef, applicationId } = await freeVenueApplication();
    const [first] = (await applicantsOf(token, offer.id, 'pending')).items[0]!.stages;

    const accepted = await post<{ id: number; statusid: number }>('/api/admin/recruitment/accept', token, {
      id: first!.id,
      ...terms(),
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(dataOf(accepted)).toEqual({ id: applicationId, statusid: 4 });

    // The chef reads the usual news, from the venue; the venue reads what the service did.
    expect(await kindsOf(chef.account.id)).toContain('trial_agreed');
    expect(await kindsOf(owner.account.id)).toEqual(['application_received', 'recruitment_trial_agreed']);
    // The venue's mail of the agreed trial is its calendar invitation, in French.
    const venueMail = (await mailTo(owner.account.email)).at(-1)!;
    expect([venueMail.subject, venueMail.language]).toEqual([expect.stringContaining('Ana Sousa'), 'fr']);
    expect(venueMail.attachments).not.toEqual([]);
    expect((await mailTo(chef.account.email)).length).toBe(1);

    // The free venue reads what the service did for it on its offer; another venue does not.
    const ownerToken = await tokenOf(owner.account.email);
    const candidates = dataOf(
      await get<RecruitmentCandidate[]>('/api/offer/recruitment', ownerToken, { oid: String(offer.id) }),
    );
    expect(candidates).toEqual([
      {
        id: applicationId,
        chef: expect.objectContaining({ name: 'Ana Sousa' }),
        statusid: 4,
        withdrawn: 0,
        last: { kind: 'trial_agreed', at: expect.any(String) },
        trial: { date: first!.date, start: '10:00', end: '15:00', agreed: true },
        hiredon: null,
      },
    ]);
    const other = await insertRestaurant(db());
    expectRefused(
      await get('/api/offer/recruitment', await tokenOf(other.account.email), { oid: String(offer.id) }),
      404,
      'offer_not_found',
    );

    // A second accept of the same date is refused: it is not proposed any more.
    expectRefused(
      await post('/api/admin/recruitment/accept', token, { id: first!.id, ...terms() }),
      409,
      'application_moved_on',
    );
    const audit = dataOf(
      await get<{ items: AuditEntry[] }>('/api/admin/audit', token, { staff: email }),
    ).items;
    expect(audit.map((entry) => [entry.action, entry.kind, entry.object])).toContainEqual([
      'recruitment_trial_agreed',
      'application',
      applicationId,
    ]);
  });

  it('proposes another date, which the chef accepts, and turns another applicant down', async () => {
    const { token } = await staffLogin(t, 'admin');
    const { owner, offer, chef, chefToken, applicationId } = await freeVenueApplication();

    const proposed = await post<{ statusid: number }>('/api/admin/recruitment/propose', token, {
      applicationid: applicationId,
      replacedate: inDays(15),
      ...terms(),
    });
    expect(dataOf(proposed).statusid).toBe(3);
    expect((await kindsOf(owner.account.id)).at(-1)).toBe('recruitment_date_proposed');
    expect((await mailTo(owner.account.email)).at(-1)!.subject).toContain('Ana Sousa');
    // The service does not accept its own date; the chef does.
    const stage = (await applicantsOf(token, offer.id, 'in-review')).items[0]!.stages.find(
      (s) => s.status === 'Proposed',
    )!;
    expect(stage.proposedby).toBe('restaurant');
    expectRefused(
      await post('/api/admin/recruitment/accept', token, { id: stage.id, ...terms() }),
      409,
      'application_moved_on',
    );
    const taken = await post<{ statusid: number }>('/api/stage/accept', chefToken, {
      id: stage.id,
      ...terms(),
    });
    expect(dataOf(taken).statusid).toBe(4);
    expect(await kindsOf(chef.account.id)).toContain('date_proposed');
    // The chef's move is the venue's usual news: the venue is told as it is of any move of a chef.
    expect((await kindsOf(owner.account.id)).at(-1)).toBe('trial_agreed');

    // The service calls the trial off, then turns the applicant down.
    const back = await post<{ statusid: number }>('/api/admin/recruitment/takeback', token, { id: stage.id });
    expect(dataOf(back).statusid).toBe(2);
    const rejected = await post<{ statusid: number }>('/api/admin/recruitment/reject', token, {
      id: applicationId,
    });
    expect(dataOf(rejected).statusid).toBe(-1);
    expect((await kindsOf(owner.account.id)).slice(-2)).toEqual([
      'recruitment_trial_taken_back',
      'recruitment_application_rejected',
    ]);
    expectRefused(
      await post('/api/admin/recruitment/reject', token, { id: applicationId }),
      409,
      'application_moved_on',
    );
  });

  it("moves applications only through its own audited calls, never the venue's", async () => {
    const { token } = await staffLogin(t, 'admin');
    const { applicationId } = await freeVenueApplication();
    expectRefused(
      await post('/api/stage/reschedule', token, {
        applicationid: applicationId,
        replacedate: inDays(15),
        ...terms(),
      }),
      403,
      'forbidden',
    );
  });

  it('refuses to move the applicants of an offer whose venue answers them itself', async () => {
    const { token } = await staffLogin(t, 'admin');
    const { applicationId } = await freeVenueApplication({ premium: true, recruit: false });
    expectRefused(
      await post('/api/admin/recruitment/reject', token, { id: applicationId }),
      404,
      'application_not_found',
    );
    expectRefused(
      await post('/api/admin/recruitment/propose', token, {
        applicationid: applicationId,
        replacedate: inDays(15),
        ...terms(),
      }),
      404,
      'application_not_found',
    );
    expectRefused(
      await post('/api/admin/recruitment/hire', token, {
        application: applicationId,
        hiredon: inDays(0),
        salary: 30000,
        currency: 2,
      }),
      404,
      'application_not_found',
    );
  });

  /** An application of a new free venue's offer with its trial agreed by the service. */
  async function agreedTrial(token: string) {
    const parties = await freeVenueApplication();
    const [first] = (await applicantsOf(token, parties.offer.id, 'pending')).items[0]!.stages;
    const res = await post('/api/admin/recruitment/accept', token, { id: first!.id, ...terms() });
    expect(res.status, res.text).toBe(200);
    return parties;
  }

  it('records a hire whose 3% fee falls due after 30 days, is invoiced, and goes out as CSV', async () => {
    const { token, email } = await staffLogin(t, 'admin');
    const { owner, offer, applicationId } = await freeVenueApplication();
    // Not before the trial is agreed.
    const early = await post('/api/admin/recruitment/hire', token, {
      application: applicationId,
      hiredon: inDays(0),
      salary: 32000,
      currency: 2,
    });
    expectRefused(early, 409, 'application_moved_on');
    const [first] = (await applicantsOf(token, offer.id, 'pending')).items[0]!.stages;
    await post('/api/admin/recruitment/accept', token, { id: first!.id, ...terms() });

    // Bad input is told per field, in the request's language.
    const bad = await api(
      t.app,
      'admin/recruitment/hire',
      { application: applicationId, hiredon: '2026-02-30', salary: '-5', currency: 9, lang: 'es' },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(issuesOf(bad)).sort()).toEqual(['currency', 'hiredon', 'salary']);

    const hiredOn = inDays(0);
    const hire = dataOf(
      await post<HireView>('/api/admin/recruitment/hire', token, {
        application: applicationId,
        hiredon: hiredOn,
        salary: '32500.50',
        currency: 2,
      }),
    );
    expect(hire).toMatchObject({
      application: applicationId,
      hiredon: hiredOn,
      salary: 32500.5,
      currency: 2,
      endedon: null,
      fee: { amount: 975.02, state: 'pending', dueon: inDays(30) },
    });
    expectRefused(
      await post('/api/admin/recruitment/hire', token, {
        application: applicationId,
        hiredon: hiredOn,
        salary: 1,
        currency: 2,
      }),
      409,
      'already_hired',
    );
    // The venue is told in French, with the fee as French writes money.
    expect((await kindsOf(owner.account.id)).at(-1)).toBe('recruitment_hired');
    const told = (await mailTo(owner.account.email)).at(-1)!;
    expect(told.subject).toBe(frMail.news_recruitment_hired_subject.replace('{{name}}', 'Ana Sousa'));
    expect(told.text).toMatch(/975,02\s€/);
    expect((await applicantsOf(token, offer.id, 'accepted')).items[0]!.hire?.id).toBe(hire.id);
    const read = await get<RecruitmentCandidate[]>(
      '/api/offer/recruitment',
      await tokenOf(owner.account.email),
      {
        oid: String(offer.id),
      },
    );
    expect(dataOf(read).map((c) => c.hiredon)).toEqual([hiredOn]);
    // The dashboard counts it in this week.
    const weeks = dataOf(await get<{ weeks: { hires: number }[] }>('/api/admin/dashboard', token)).weeks;
    expect(weeks.at(-1)!.hires).toBeGreaterThanOrEqual(1);

    // The nightly job leaves it pending the day before, and makes it due on its day (clock injected).
    expect(await runFeesDay({ db: db() }, inDays(29))).not.toContain(hire.fee.id);
    expect(await runFeesDay({ db: db() }, inDays(30))).toContain(hire.fee.id);
    const due = dataOf(
      await get<{ items: FeeView[] }>('/api/admin/fees', token, { state: 'due', qty: '100' }),
    );
    expect(due.items.find((fee) => fee.id === hire.fee.id)).toMatchObject({
      state: 'due',
      amount: 975.02,
      venue: { name: 'Bistrot des Halles' },
      billing: owner.account.email,
      chef: 'Ana Sousa',
      offer: 'Chef de partie',
    });

    const invoiced = dataOf(await post<FeeView>('/api/admin/fees/invoice', token, { id: hire.fee.id }));
    expect(invoiced).toMatchObject({ state: 'invoiced', invoicedon: inDays(0) });
    expectRefused(await post('/api/admin/fees/invoice', token, { id: hire.fee.id }), 409, 'fee_moved_on');

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/fees.csv?state=invoiced',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'fee,state,amount,currency,due_on,invoiced_on,hired_on,ended_on,yearly_salary,venue,billing_email,chef,offer',
    );
    expect(lines).toContain(
      `${hire.fee.id},invoiced,975.02,EUR,${inDays(30)},${inDays(0)},${hiredOn},,32500.50,Bistrot des Halles,${owner.account.email},Ana Sousa,Chef de partie`,
    );
    const audit = dataOf(
      await get<{ items: AuditEntry[] }>('/api/admin/audit', token, { staff: email }),
    ).items;
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['recruitment_hire', 'fee_invoice']),
    );
  });

  it('cancels the fee of a contract that ends within the first 30 days, and keeps it after', async () => {
    const { token } = await staffLogin(t, 'admin');
    const hireOf = async (hiredOn: string) => {
      const { applicationId } = await agreedTrial(token);
      return dataOf(
        await post<HireView>('/api/admin/recruitment/hire', token, {
          application: applicationId,
          hiredon: hiredOn,
          salary: 30000,
          currency: 1,
        }),
      );
    };
    const short = await hireOf(inDays(-10));
    expectRefused(
      await post('/api/admin/recruitment/end', token, { hire: short.id, endedon: inDays(-11) }),
      422,
      'end_before_hire',
    );
    const ended = dataOf(
      await post<HireView>('/api/admin/recruitment/end', token, { hire: short.id, endedon: inDays(-1) }),
    );
    expect(ended).toMatchObject({ endedon: inDays(-1), fee: { state: 'cancelled' } });
    // A cancelled fee never falls due.
    expect(await runFeesDay({ db: db() }, inDays(60))).not.toContain(short.fee.id);

    // Hired 40 days ago: due at once; a contract ended after the first 30 days keeps its fee.
    const long = await hireOf(inDays(-40));
    expect(long.fee.state).toBe('due');
    const kept = dataOf(
      await post<HireView>('/api/admin/recruitment/end', token, { hire: long.id, endedon: inDays(-2) }),
    );
    expect(kept.fee.state).toBe('due');
    const fees = await rows<{ id: number; state: string }>(
      t,
      sql`select id, state from recruitment_fees where id in (${short.fee.id}, ${long.fee.id}) order by id`,
    );
    expect(fees.map((fee) => fee.state)).toEqual(['cancelled', 'due']);
  });

  it('keeps the fee and the account billed when the venue deletes its account', async () => {
    const { token } = await staffLogin(t, 'admin');
    const { owner, applicationId } = await agreedTrial(token);
    const hire = dataOf(
      await post<HireView>('/api/admin/recruitment/hire', token, {
        application: applicationId,
        hiredon: inDays(0),
        salary: 30000,
        currency: 2,
      }),
    );
    const ownerToken = await tokenOf(owner.account.email);
    const deleted = await post('/api/account/delete', ownerToken, { password: factoryPassword });
    expect(deleted.status, deleted.text).toBe(200);
    const fee = dataOf(await get<{ items: FeeView[] }>('/api/admin/fees', token, { qty: '100' })).items.find(
      (item) => item.id === hire.fee.id,
    );
    expect(fee).toMatchObject({
      venue: { id: null, name: 'Bistrot des Halles' },
      billing: '',
      chef: 'Ana Sousa',
    });
    const kept = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from hires where id = ${hire.id} and application_id is null`,
    );
    expect(kept[0]!.n).toBe(1);
  });
});
