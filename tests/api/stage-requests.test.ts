import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stageRequestStatus, type StageRequestView } from '../../src/shared/contracts/stage-requests';
import type { NotificationView } from '../../src/shared/contracts/notifications';
import esApi from '../../src/shared/i18n/es/api.json';
import esMail from '../../src/shared/i18n/es/mail.json';
import frApi from '../../src/shared/i18n/fr/api.json';
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
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertChef, insertRestaurant } from '../factories/index';
import { recipients, startSmtpListener, type SmtpListener } from '../smtp-listener';

/**
 * Stage requests (spec doc 1 and doc 2 section 7 `stage/practice`; docs/decisions/052): a chef asks a
 * venue for a practice period; a premium venue accepts it, proposes another or declines; the chef
 * answers a proposal, or withdraws a request still open. Each move tells the other side: a notification
 * and an e-mail in their language, read back from a real SMTP server.
 */

const inDays = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);
const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => params[key] ?? '');

describe('stage requests', () => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  const t = useTestApp(() => ({ smtpUrl: listener.url }));
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const call = <T>(path: string, token: string, body: Record<string, unknown>) =>
    api<T>(t.app, path, body, { token });
  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;

  /** A venue (French account, its own contact address; premium unless told) and a Spanish chef. */
  async function parties(options: { subscription?: number; contactEmail?: string | null } = {}) {
    const venueAccount = await insertRestaurant(db(), {
      account: { subscription: options.subscription ?? 1, language: 'fr' },
      venues: [
        {
          name: 'Casa Lume',
          contactEmail: options.contactEmail === undefined ? 'kitchen@casa-lume.test' : options.contactEmail,
        },
      ],
    });
    const venue = venueAccount.venues[0];
    const chef = await insertChef(db(), {
      account: { language: 'es', name: 'Ana Ruiz' },
      profile: { name: 'Ana Ruiz' },
    });
    return {
      venue,
      chef,
      venueAccount,
      venueToken: await tokenOf(venueAccount.account.email),
      chefToken: await tokenOf(chef.account.email),
    };
  }
  type Parties = Awaited<ReturnType<typeof parties>>;

  const practice = (p: Parties, body: Record<string, unknown> = {}) =>
    call<StageRequestView>('stage/practice', p.chefToken, {
      restaurant: p.venue.id,
      date: inDays(10),
      ends: inDays(20),
      lang: 'es',
      ...body,
    });
  const notificationsOf = async (token: string, body: Record<string, unknown> = {}, lang = 'en') =>
    dataOf(await call<NotificationView[]>(`notifications/user?lang=${lang}`, token, body));
  const outbox = (address: string) =>
    rows<{ template: string; language: string }>(
      t,
      sql`select template, language from email_outbox where to_address = ${address} order by id`,
    );

  it('stage/practice: the chef asks, answers 2xx with the request, and the venue is told in French at its contact address', async () => {
    const p = await parties();
    const res = await practice(p);
    expect(res.status).toBeLessThan(300);
    const request = dataOf(res);
    expect(request).toMatchObject({
      date: inDays(10),
      ends: inDays(20),
      status: stageRequestStatus.waitingForVenue,
      proposed: null,
      agreed: null,
      restaurant: { id: p.venue.id, name: 'Casa Lume' },
      chef: { id: p.chef.profile.id, name: 'Ana Ruiz' },
    });

    const [told] = await notificationsOf(p.venueToken, { rid: p.venue.id }, 'fr');
    expect(told).toMatchObject({
      kind: 'stage_requested',
      rid: p.venue.id,
      payload: {
        title: fill(frApi.notification_stage_requested, { name: 'Ana Ruiz' }),
        link: `/fr/restaurant/profile/applicants/${p.venue.id}/stages`,
      },
    });
    const subject = fill(frMail.stage_requested_subject, { name: 'Ana Ruiz' });
    const mail = await listener.waitFor(
      (m) => recipients(m).includes('kitchen@casa-lume.test') && m.subject === subject,
    );
    expect(mail.text).toContain(`/fr/restaurant/profile/applicants/${p.venue.id}/stages`);
    expect(await outbox('kitchen@casa-lume.test')).toEqual([{ template: 'stage_requested', language: 'fr' }]);
  });

  it("e-mails the venue's account when it has no contact address", async () => {
    const p = await parties({ contactEmail: null });
    dataOf(await practice(p));
    expect(await outbox(p.venueAccount.account.email)).toEqual([
      { template: 'stage_requested', language: 'fr' },
    ]);
  });

  it('refuses past days (date_past), a period that does not start before it ends, and missing fields', async () => {
    const p = await parties();
    const past = await practice(p, { date: inDays(-3) });
    expect(past.status).toBe(400);
    expect(issuesOf(past)).toMatchObject({ date: 'date_past' });
    const reversed = await practice(p, { date: inDays(12), ends: inDays(11) });
    expect(issuesOf(reversed)).toEqual({ ends: 'stage_dates_order' });
    const same = await practice(p, { date: inDays(12), ends: inDays(12) });
    expect(issuesOf(same)).toEqual({ ends: 'stage_dates_order' });
    // The order error is a localized text.
    expect(
      errorOf(await practice(p, { date: inDays(12), ends: inDays(11), lang: 'es' })).issues?.[0],
    ).toMatchObject({
      field: 'ends',
      code: 'stage_dates_order',
    });
    const missing = await call('stage/practice', p.chefToken, {});
    expect(issuesOf(missing)).toMatchObject({
      restaurant: 'required',
      date: 'date_required',
      ends: 'date_required',
    });
  });

  it('is for chefs only, and a venue hidden or blocked either way is 404 venue_not_found', async () => {
    const p = await parties();
    const asVenue = await call('stage/practice', p.venueToken, {
      restaurant: p.venue.id,
      date: inDays(3),
      ends: inDays(4),
    });
    expect(asVenue.status).toBe(403);
    expect((await api(t.app, 'stage/practice', { restaurant: p.venue.id })).status).toBe(401);

    const hidden = await insertRestaurant(db(), { venues: [{ name: 'Hidden', approved: 0 }] });
    const res = await practice(p, { restaurant: hidden.venues[0].id });
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe('venue_not_found');

    await call('moderation/block', p.venueToken, { offender: p.chef.account.id });
    const blocked = await practice(p);
    expect(errorOf(blocked).code).toBe('venue_not_found');

    const q = await parties();
    await call('moderation/block', q.chefToken, { offender: q.venueAccount.account.id });
    expect(errorOf(await practice(q)).code).toBe('venue_not_found');
  });

  it('keeps one open request per chef and venue (409), even sent twice at once, and takes a new one once answered', async () => {
    const p = await parties();
    const [a, b] = await Promise.all([practice(p), practice(p)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(errorOf(loser).code).toBe('stage_already_requested');
    const winner = dataOf(a.status === 409 ? b : a);
    dataOf(await call('stage/answer', p.venueToken, { id: winner.id, action: 'decline' }));
    expect(dataOf(await practice(p)).status).toBe(stageRequestStatus.waitingForVenue);
  });

  it("lists the venue's requests, paged, newest first, in as many queries for 8 as for 2; another account's venue is 404", async () => {
    const p = await parties();
    const chefs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        insertChef(db(), { account: { name: `Chef ${i}` }, profile: { name: `Chef ${i}` } }),
      ),
    );
    for (const chef of chefs)
      dataOf(
        await call('stage/practice', await tokenOf(chef.account.email), {
          restaurant: p.venue.id,
          date: inDays(5),
          ends: inDays(9),
        }),
      );
    const list = (body: Record<string, unknown>) =>
      call<{ list: StageRequestView[] }>('stage/requests', p.venueToken, { rid: p.venue.id, ...body });
    const first = dataOf(await list({ page: 0, qty: 5 })).list;
    expect(first.map((r) => r.chef.name)).toEqual(['Chef 7', 'Chef 6', 'Chef 5', 'Chef 4', 'Chef 3']);
    expect(dataOf(await list({ page: 1, qty: 5 })).list).toHaveLength(3);
    const [two, eight] = [
      await countQueries(t, () => list({ qty: 2 })),
      await countQueries(t, () => list({ qty: 8 })),
    ];
    expect(eight).toBe(two);

    const other = await parties();
    const res = await call('stage/requests', other.venueToken, { rid: p.venue.id });
    expect(errorOf(res).code).toBe('venue_not_found');
  });

  it('a free venue sees its requests but may not answer them (403 premium_required)', async () => {
    const p = await parties({ subscription: 0 });
    const request = dataOf(await practice(p));
    expect(
      dataOf(await call<{ list: StageRequestView[] }>('stage/requests', p.venueToken, { rid: p.venue.id }))
        .list,
    ).toHaveLength(1);
    const res = await call('stage/answer', p.venueToken, { id: request.id, action: 'accept' });
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe('premium_required');
  });

  it('the venue accepts: the chef is told in Spanish, and both calendars show the period', async () => {
    const p = await parties();
    const request = dataOf(await practice(p));
    const accepted = dataOf(
      await call<StageRequestView>('stage/answer', p.venueToken, { id: request.id, action: 'accept' }),
    );
    expect(accepted).toMatchObject({
      status: stageRequestStatus.accepted,
      agreed: { date: inDays(10), ends: inDays(20) },
    });
    const [told] = await notificationsOf(p.chefToken, {}, 'es');
    expect(told).toMatchObject({
      kind: 'stage_accepted',
      payload: {
        title: fill(esApi.notification_stage_accepted, { name: 'Casa Lume' }),
        link: '/es/chef/profile/applications/stages',
      },
    });
    await listener.waitFor(
      (m) =>
        recipients(m).includes(p.chef.account.email) &&
        m.subject === fill(esMail.stage_accepted_subject, { name: 'Casa Lume' }),
    );
    // Answered already: 409.
    const again = await call('stage/answer', p.venueToken, { id: request.id, action: 'decline' });
    expect(errorOf(again).code).toBe('stage_request_moved_on');

    const chefCalendar = dataOf(
      await call<{ stages: StageRequestView[] }>('stage/chef/calendar', p.chefToken, {
        from: inDays(0),
        to: inDays(40),
      }),
    );
    expect(chefCalendar.stages.map((s) => s.id)).toEqual([request.id]);
    const venueCalendar = dataOf(
      await call<{ stages: StageRequestView[] }>('offer/calendar', p.venueToken, { rid: p.venue.id }),
    );
    expect(venueCalendar.stages.map((s) => s.agreed)).toEqual([{ date: inDays(10), ends: inDays(20) }]);
    // A range that ends before the stage starts leaves it out.
    const before = dataOf(
      await call<{ stages: StageRequestView[] }>('stage/chef/calendar', p.chefToken, {
        from: inDays(0),
        to: inDays(5),
      }),
    );
    expect(before.stages).toEqual([]);
  });

  it('the venue proposes another period, the chef accepts it from its list, and the venue is told in French', async () => {
    const p = await parties();
    const request = dataOf(await practice(p));
    const missing = await call('stage/answer', p.venueToken, { id: request.id, action: 'propose' });
    expect(issuesOf(missing)).toEqual({ date: 'date_required', ends: 'date_required' });
    const reversed = await call('stage/answer', p.venueToken, {
      id: request.id,
      action: 'propose',
      date: inDays(30),
      ends: inDays(25),
    });
    expect(issuesOf(reversed)).toEqual({ ends: 'stage_dates_order' });

    const proposed = dataOf(
      await call<StageRequestView>('stage/answer', p.venueToken, {
        id: request.id,
        action: 'propose',
        date: inDays(25),
        ends: inDays(30),
      }),
    );
    expect(proposed).toMatchObject({
      status: stageRequestStatus.waitingForChef,
      proposed: { date: inDays(25), ends: inDays(30) },
    });
    const [told] = await notificationsOf(p.chefToken, {}, 'es');
    expect(told).toMatchObject({ kind: 'stage_period_proposed' });
    await listener.waitFor(
      (m) =>
        recipients(m).includes(p.chef.account.email) &&
        m.subject === fill(esMail.stage_period_proposed_subject, { name: 'Casa Lume' }),
    );

    const mine = dataOf(
      await call<{ list: StageRequestView[] }>('stage/chef/requests', p.chefToken, {}),
    ).list;
    expect(mine.map((r) => [r.id, r.status])).toEqual([[request.id, stageRequestStatus.waitingForChef]]);
    // The venue cannot answer its own proposal; another chef cannot see the request.
    expect(errorOf(await call('stage/answer', p.venueToken, { id: request.id, action: 'accept' })).code).toBe(
      'stage_request_moved_on',
    );
    const stranger = await parties();
    expect(
      errorOf(await call('stage/chef/answer', stranger.chefToken, { id: request.id, action: 'accept' })).code,
    ).toBe('stage_request_not_found');

    const accepted = dataOf(
      await call<StageRequestView>('stage/chef/answer', p.chefToken, { id: request.id, action: 'accept' }),
    );
    expect(accepted).toMatchObject({
      status: stageRequestStatus.accepted,
      agreed: { date: inDays(25), ends: inDays(30) },
    });
    const [venueTold] = await notificationsOf(p.venueToken, { rid: p.venue.id }, 'fr');
    expect(venueTold).toMatchObject({
      kind: 'stage_period_accepted',
      payload: { title: fill(frApi.notification_stage_period_accepted, { name: 'Ana Ruiz' }) },
    });
    await listener.waitFor(
      (m) =>
        recipients(m).includes('kitchen@casa-lume.test') &&
        m.subject === fill(frMail.stage_period_accepted_subject, { name: 'Ana Ruiz' }),
    );
    expect(
      errorOf(await call('stage/chef/answer', p.chefToken, { id: request.id, action: 'decline' })).code,
    ).toBe('stage_request_moved_on');
  });

  it('the chef declines a proposal, and the venue declines a request: each other side is told', async () => {
    const p = await parties();
    const request = dataOf(await practice(p));
    dataOf(
      await call('stage/answer', p.venueToken, {
        id: request.id,
        action: 'propose',
        date: inDays(25),
        ends: inDays(30),
      }),
    );
    const declined = dataOf(
      await call<StageRequestView>('stage/chef/answer', p.chefToken, { id: request.id, action: 'decline' }),
    );
    expect(declined.status).toBe(stageRequestStatus.declinedByChef);
    await listener.waitFor(
      (m) =>
        recipients(m).includes('kitchen@casa-lume.test') &&
        m.subject === fill(frMail.stage_period_declined_subject, { name: 'Ana Ruiz' }),
    );

    const second = dataOf(await practice(p));
    const refused = dataOf(
      await call<StageRequestView>('stage/answer', p.venueToken, { id: second.id, action: 'decline' }),
    );
    expect(refused.status).toBe(stageRequestStatus.declinedByVenue);
    const [told] = await notificationsOf(p.chefToken, {}, 'es');
    expect(told).toMatchObject({
      kind: 'stage_declined',
      payload: { title: fill(esApi.notification_stage_declined, { name: 'Casa Lume' }) },
    });
    expect((await outbox(p.chef.account.email)).map((m) => m.template)).toEqual([
      'stage_period_proposed',
      'stage_declined',
    ]);
  });

  it('a block after the request hides it from the answers (404)', async () => {
    const p = await parties();
    const request = dataOf(await practice(p));
    await call('moderation/block', p.chefToken, { offender: p.venueAccount.account.id });
    const res = await call('stage/answer', p.venueToken, { id: request.id, action: 'accept' });
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe('stage_request_not_found');
  });

  it('the chef withdraws a request waiting for the venue: the venue is told in French, both lists show it withdrawn, and the chef may ask again', async () => {
    const p = await parties({ contactEmail: 'withdrawn@casa-lume.test' });
    const request = dataOf(await practice(p));
    // Only the chef withdraws, and only their own request.
    expect((await call('stage/chef/withdraw', p.venueToken, { id: request.id })).status).toBe(403);
    const stranger = await parties();
    expect(errorOf(await call('stage/chef/withdraw', stranger.chefToken, { id: request.id })).code).toBe(
      'stage_request_not_found',
    );

    const res = await call<StageRequestView>('stage/chef/withdraw', p.chefToken, {
      id: request.id,
      lang: 'es',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(esApi.stage_request_withdrawn);
    expect(dataOf(res)).toMatchObject({
      id: request.id,
      status: stageRequestStatus.withdrawnByChef,
      agreed: null,
    });

    const [told] = await notificationsOf(p.venueToken, { rid: p.venue.id }, 'fr');
    expect(told).toMatchObject({
      kind: 'stage_withdrawn',
      rid: p.venue.id,
      payload: {
        title: fill(frApi.notification_stage_withdrawn, { name: 'Ana Ruiz' }),
        link: `/fr/restaurant/profile/applicants/${p.venue.id}/stages`,
      },
    });
    await listener.waitFor(
      (m) =>
        recipients(m).includes('withdrawn@casa-lume.test') &&
        m.subject === fill(frMail.stage_withdrawn_subject, { name: 'Ana Ruiz' }),
    );
    expect((await outbox('withdrawn@casa-lume.test')).map((m) => m.template)).toEqual([
      'stage_requested',
      'stage_withdrawn',
    ]);
    const venueList = dataOf(
      await call<{ list: StageRequestView[] }>('stage/requests', p.venueToken, { rid: p.venue.id }),
    ).list;
    expect(venueList.map((r) => [r.id, r.status])).toEqual([
      [request.id, stageRequestStatus.withdrawnByChef],
    ]);
    // A withdrawn request stays as it ended: nobody moves it again.
    expect(errorOf(await call('stage/chef/withdraw', p.chefToken, { id: request.id })).code).toBe(
      'stage_request_moved_on',
    );
    expect(errorOf(await call('stage/answer', p.venueToken, { id: request.id, action: 'accept' })).code).toBe(
      'stage_request_moved_on',
    );
    // It is no longer open: the chef may ask the venue again.
    const again = dataOf(await practice(p));
    const mine = dataOf(
      await call<{ list: StageRequestView[] }>('stage/chef/requests', p.chefToken, {}),
    ).list;
    expect(mine.map((r) => [r.id, r.status])).toEqual([
      [again.id, stageRequestStatus.waitingForVenue],
      [request.id, stageRequestStatus.withdrawnByChef],
    ]);
  });

  it('the chef withdraws instead of answering a proposal, even across a block, but not an agreed stage', async () => {
    const p = await parties({ contactEmail: 'proposal-withdrawn@casa-lume.test' });
    const request = dataOf(await practice(p));
    dataOf(
      await call('stage/answer', p.venueToken, {
        id: request.id,
        action: 'propose',
        date: inDays(25),
        ends: inDays(30),
      }),
    );
    await call('moderation/block', p.chefToken, { offender: p.venueAccount.account.id });
    const withdrawn = dataOf(
      await call<StageRequestView>('stage/chef/withdraw', p.chefToken, { id: request.id }),
    );
    expect(withdrawn.status).toBe(stageRequestStatus.withdrawnByChef);
    // The venue is told of the period that was on the table: its own proposal.
    const mail = await listener.waitFor(
      (m) =>
        recipients(m).includes('proposal-withdrawn@casa-lume.test') &&
        m.subject === fill(frMail.stage_withdrawn_subject, { name: 'Ana Ruiz' }),
    );
    const day = (n: number) =>
      new Intl.DateTimeFormat('fr', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${inDays(n)}T12:00:00Z`));
    expect(mail.text).toContain(fill(frMail.stage_period, { start: day(25), end: day(30) }));

    const q = await parties();
    const agreed = dataOf(await practice(q));
    dataOf(await call('stage/answer', q.venueToken, { id: agreed.id, action: 'accept' }));
    const res = await call('stage/chef/withdraw', q.chefToken, { id: agreed.id });
    expect(res.status).toBe(409);
    expect(errorOf(res).code).toBe('stage_request_moved_on');
  });
});
