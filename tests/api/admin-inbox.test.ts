import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminInboxCalls,
  type Dashboard,
  type DashboardWeek,
  type InboxMessage,
  type OutboxMail,
} from '../../src/shared/contracts/admin-inbox';
import { applicationStatusCodes } from '../../src/shared/applications/tabs';
import { buildApp } from '../../src/server/app';
import { applicationEvents, emailOutbox, staffActions } from '../../src/server/db/schema/index';
import { weekStarts } from '../../src/server/features/admin/dashboard.service';
import {
  api,
  clearRateLimits,
  countQueries,
  dataOf,
  errorOf,
  freshIp,
  login,
  multipartBody,
  staffLogin,
  uniqueEmail,
  type ApiOptions,
} from '../api-helpers';
import { testConfig, type TestApp } from '../build-test-app';
import {
  factoryPassword,
  insertAccount,
  insertApplication,
  insertChef,
  insertOffer,
  insertRestaurant,
} from '../factories/index';
import { takeServerErrors, testLogger, type ServerLogLine } from '../server-log';
import { addressesOf, startSmtpListener, type SmtpListener } from '../smtp-listener';
import { createTestDatabase } from '../test-db';

/**
 * The back office's inbox, e-mail outbox and dashboard (issue 33; docs/decisions/055): who may call
 * them, marking a message handled (audited), a failed e-mail sent again through its delivery job, and
 * the weekly figures on known data.
 */

/** The service's inbox (CONTACT_EMAIL) of this file's app. */
const inbox = 'inbox@brigade.test';

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * The app of this file, on a database of its own, with a real SMTP listener and a delivery that gives
 * up after its first attempt (a failed e-mail in a second, not in the hours of the real retries).
 */
function useInboxApp(listener: () => SmtpListener): TestApp {
  const state = {} as TestApp;
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.config = testConfig({ smtpUrl: listener().url, contactEmail: inbox });
    state.app = await buildApp({
      config: state.config,
      db: state.database.db,
      serveWeb: false,
      loggerInstance: testLogger(),
      jobs: { retryLimit: 0, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
    });
    await state.app.ready();
  });
  afterEach(() => {
    const undeclared = [...(state.app?.undeclaredErrors ?? [])];
    state.app?.undeclaredErrors.clear();
    if (undeclared.length) throw new Error(`undeclared error codes: ${undeclared.join('; ')}`);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
    if (state.config?.dataDir.includes('brigade-test-data-'))
      rmSync(state.config.dataDir, { recursive: true, force: true });
  });
  return state;
}

/** Waits until `read` gives a value that `done` accepts. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

describe('the back office: inbox, e-mail outbox and dashboard', () => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  const t = useInboxApp(() => listener);
  const db = () => t.database.db;
  beforeEach(() => clearRateLimits(t));

  const get = <T>(path: string, token: string | undefined, query: Record<string, string | number> = {}) =>
    api<T>(
      t.app,
      `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      {},
      { token, method: 'GET' },
    );
  const post = <T>(path: string, token: string | undefined, body: Record<string, unknown>) =>
    api<T>(t.app, path, body, { token });

  let serial = 0;
  function contactForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    serial += 1;
    return {
      name: 'Lucia',
      surname: 'Fernandez',
      phone: '600 123 456',
      phonecode: '+34',
      company: 'Casa Lucia',
      email: uniqueEmail('sender'),
      subject: `Summer brigade ${serial}`,
      enquiry: 'We are looking for a sous chef and two commis for the summer season.',
      ...overrides,
    };
  }
  const sendContact = async (body: Record<string, unknown>, options: ApiOptions = {}) =>
    dataOf(await api<{ id: number }>(t.app, 'contact', body, { ip: freshIp(), ...options })).id;
  async function sendCv(fields: Record<string, unknown>) {
    const { raw, contentType } = await multipartBody(fields, [
      { field: 'curriculum', filename: 'my cv.pdf', content: pdfBytes, contentType: 'application/pdf' },
    ]);
    return dataOf(await api<{ id: number }>(t.app, 'contact', {}, { raw, contentType, ip: freshIp() })).id;
  }

  const inboxOf = async (token: string, query: Record<string, string | number> = {}) =>
    dataOf(await get<{ items: InboxMessage[]; total: number }>('admin/inbox', token, { qty: 100, ...query }));
  const outboxOf = async (token: string, query: Record<string, string | number> = {}) =>
    dataOf(await get<{ items: OutboxMail[]; total: number }>('admin/outbox', token, { qty: 100, ...query }));
  const auditRows = (kind: string, objectId: number) =>
    db()
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.objectKind, kind), eq(staffActions.objectId, objectId)));

  describe('who may call it', () => {
    it('answers 404 to visitors, chefs and restaurants on every call', async () => {
      const chef = await insertChef(db());
      const restaurant = await insertRestaurant(db(), {
        account: { subscription: 1, subscriptionStatus: 1 },
      });
      const tokens = [
        undefined,
        (await login(t.app, chef.account.email, factoryPassword)).token!,
        (await login(t.app, restaurant.account.email, factoryPassword)).token!,
      ];
      for (const declared of adminInboxCalls)
        for (const token of tokens) {
          const path = declared.path.replace(/^\/api\//, '');
          const res =
            declared.method === 'GET'
              ? await get(path, token, { id: 1 })
              : await post(path, token, { id: 1 });
          expect([declared.name, res.status, errorOf(res).code]).toEqual([declared.name, 404, 'not_found']);
        }
    });

    it('gives a moderator the inbox and the dashboard, and refuses them the outbox with 403', async () => {
      const { token } = await staffLogin(t, 'moderator');
      expect((await get('admin/inbox', token)).status).toBe(200);
      expect((await get('admin/dashboard', token)).status).toBe(200);
      for (const res of [
        await get('admin/outbox', token),
        await post('admin/outbox/retry', token, { id: 1 }),
      ])
        expect([res.status, errorOf(res).code]).toEqual([403, 'forbidden']);
    });
  });

  describe('the inbox', () => {
    it('lists messages, callbacks and CVs newest first, by kind, with the CV to download', async () => {
      const { token } = await staffLogin(t, 'moderator');
      const { venues } = await insertRestaurant(db(), { venues: [{ name: 'Casa Lume', slug: 'casa-lume' }] });
      const offer = await insertOffer(db(), {
        restaurantProfileId: venues[0].id,
        name: 'Head chef',
        slug: 'head-chef',
      });
      const message = await sendContact(contactForm());
      const callback = await sendContact(contactForm({ callback: 1, enquiry: 'Call me back' }));
      const cv = await sendCv(contactForm({ offers: String(offer.id), enquiry: 'My CV' }));
      const mine = (items: InboxMessage[]) =>
        items.filter((m) => [message, callback, cv].includes(m.id)).map((m) => [m.id, m.kind]);

      const all = await inboxOf(token);
      expect(mine(all.items)).toEqual([
        [cv, 'cv'],
        [callback, 'callback'],
        [message, 'message'],
      ]);
      expect(mine((await inboxOf(token, { kind: 'callback' })).items)).toEqual([[callback, 'callback']]);
      expect(mine((await inboxOf(token, { kind: 'cv' })).items)).toEqual([[cv, 'cv']]);
      expect(mine((await inboxOf(token, { kind: 'message' })).items)).toEqual([[message, 'message']]);

      const sent = all.items.find((m) => m.id === cv)!;
      expect(sent).toMatchObject({
        name: 'Lucia Fernandez',
        phone: '+34 600 123 456',
        company: 'Casa Lucia',
        enquiry: 'My CV',
        language: 'en',
        account: null,
        handled: null,
        cv: { name: 'my cv.pdf', contentType: 'application/pdf', size: pdfBytes.length },
        offers: [
          {
            id: offer.id,
            name: 'Head chef',
            venue: 'Casa Lume',
            path: `/en/restaurant/view/offer/${venues[0].id}/casa-lume/${offer.id}/head-chef`,
          },
        ],
      });

      // The CV (which /media/ does not serve: a visitor's) downloads for staff, named by the message.
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/admin/inbox/cv?id=${cv}`,
        headers: { cookie: `token=${encodeURIComponent(token)}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="cv-${cv}.pdf"`);
      expect(file.rawPayload.equals(pdfBytes)).toBe(true);
      const none = await get('admin/inbox/cv', token, { id: message });
      expect([none.status, errorOf(none).code]).toEqual([404, 'not_found']);
    });

    it('marks a message handled by whoever did it, once, with an audit row, and files it under handled', async () => {
      const first = await staffLogin(t, 'moderator');
      const second = await staffLogin(t, 'admin');
      const id = await sendContact(contactForm());
      expect((await inboxOf(first.token, { state: 'open' })).items.map((m) => m.id)).toContain(id);

      const res = await post<InboxMessage>('admin/inbox/handle', first.token, { id });
      expect(res.status).toBe(200);
      const handled = dataOf(res).handled!;
      expect(handled.by).toEqual({ id: first.accountId, name: expect.any(String), email: first.email });
      expect(Date.now() - Date.parse(handled.at)).toBeLessThan(60_000);

      const [audit, ...more] = await auditRows('contact_message', id);
      expect(more).toEqual([]);
      expect(audit).toMatchObject({
        staffAccountId: first.accountId,
        staffEmail: first.email,
        action: 'handle',
        before: { handled: null },
        after: { handled: handled.at },
      });

      // Someone else marking it again changes nothing: it stays the first one's, recorded once.
      const again = dataOf(await post<InboxMessage>('admin/inbox/handle', second.token, { id }));
      expect(again.handled).toEqual(handled);
      expect(await auditRows('contact_message', id)).toHaveLength(1);

      expect((await inboxOf(first.token, { state: 'open' })).items.map((m) => m.id)).not.toContain(id);
      expect(
        (await inboxOf(first.token, { state: 'handled' })).items.find((m) => m.id === id)?.handled,
      ).toEqual(handled);
      const missing = await post('admin/inbox/handle', first.token, { id: 2_000_000_000 });
      expect([missing.status, errorOf(missing).code]).toEqual([404, 'not_found']);
    });
  });

  describe('the e-mail outbox', () => {
    it('sends a failed e-mail again through its delivery job, with its Reply-To, and records who did', async () => {
      const admin = await staffLogin(t, 'admin');
      const moderator = await staffLogin(t, 'moderator');
      await t.app.mailer.idle();
      const sender = uniqueEmail('refused');
      listener.refuseNext(1);
      await sendContact(contactForm({ email: sender }));
      const mailRow = async () =>
        (await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'contact'))).find((r) =>
          r.text.includes(sender),
        );
      const failed = await eventually(mailRow, (row) => row?.status === 'failed');
      // The delivery's one attempt was refused: the queue says so in the log, as it should.
      const logged: ServerLogLine[] = [];
      await eventually(
        async () => logged.push(...takeServerErrors()),
        () => logged.some((l) => l.msg === 'job failed: no retry left'),
      );

      const listed = (await outboxOf(admin.token, { status: 'failed' })).items.find(
        (m) => m.id === failed!.id,
      );
      expect(listed).toMatchObject({ status: 'failed', to: inbox, template: 'contact', attempts: 1 });
      expect(listed?.error).toMatch(/Try again later/);
      expect((await outboxOf(admin.token, { status: 'sent' })).items.map((m) => m.id)).not.toContain(
        failed!.id,
      );

      const refused = await post('admin/outbox/retry', moderator.token, { id: failed!.id });
      expect(refused.status).toBe(403);

      const retried = await post<OutboxMail>('admin/outbox/retry', admin.token, { id: failed!.id });
      expect(retried.status).toBe(200);
      expect(dataOf(retried)).toMatchObject({ id: failed!.id, status: 'queued' });

      // A new attempt goes out, with the Reply-To the first one had (kept in the delivery job).
      const mail = await listener.waitFor((m) => addressesOf(m.replyTo).includes(sender.toLowerCase()));
      expect(addressesOf(mail.to)).toEqual([inbox]);
      await eventually(mailRow, (row) => row?.status === 'sent');
      const after = (await outboxOf(admin.token, { status: 'sent' })).items.find((m) => m.id === failed!.id);
      expect(after).toMatchObject({ status: 'sent', attempts: 2 });

      const [audit, ...more] = await auditRows('email', failed!.id);
      expect(more).toEqual([]);
      expect(audit).toMatchObject({
        staffAccountId: admin.accountId,
        action: 'retry',
        before: { status: 'failed' },
        after: { status: 'queued' },
      });

      const twice = await post('admin/outbox/retry', admin.token, { id: failed!.id });
      expect([twice.status, errorOf(twice).code]).toEqual([409, 'outbox_not_failed']);
      const missing = await post('admin/outbox/retry', admin.token, { id: 2_000_000_000 });
      expect([missing.status, errorOf(missing).code]).toEqual([404, 'not_found']);
    });

    it('sends again a failed e-mail whose job is gone, unless an attachment lived only in that job', async () => {
      const admin = await staffLogin(t, 'admin');
      const row = (
        to: string,
        attachments: { filename: string; contentType: string; storageKey: string }[],
      ) => ({
        toAddress: to,
        subject: `Old news for ${to}`,
        html: '<p>Old</p>',
        text: 'Old',
        language: 'en' as const,
        template: 'test',
        attachments,
        status: 'failed' as const,
        error: 'Try again later',
      });
      const [plain] = await db()
        .insert(emailOutbox)
        .values(row('plain@brigade.test', []))
        .returning({ id: emailOutbox.id });
      const [withPdf] = await db()
        .insert(emailOutbox)
        .values(
          row('pdf@brigade.test', [{ filename: 'cv.pdf', contentType: 'application/pdf', storageKey: '' }]),
        )
        .returning({ id: emailOutbox.id });

      const listed = (await outboxOf(admin.token, { status: 'failed' })).items.find(
        (m) => m.id === plain!.id,
      );
      expect(listed?.attempts).toBeNull();

      const lost = await post('admin/outbox/retry', admin.token, { id: withPdf!.id });
      expect([lost.status, errorOf(lost).code]).toEqual([409, 'outbox_delivery_lost']);
      expect(await auditRows('email', withPdf!.id)).toEqual([]);

      expect((await post('admin/outbox/retry', admin.token, { id: plain!.id })).status).toBe(200);
      await listener.waitFor((m) => addressesOf(m.to).includes('plain@brigade.test'));
    });
  });

  describe('the dashboard', () => {
    it('counts each of the last 12 ISO weeks from its owners, with the median first answer, and the queues', async () => {
      const { token } = await staffLogin(t, 'moderator');
      const dashboard = async () => dataOf(await get<Dashboard>('admin/dashboard', token));
      const before = await dashboard();
      const mondays = weekStarts(new Date());
      expect(before.weeks.map((w) => w.week)).toEqual(mondays);
      expect(before.weeks).toHaveLength(12);
      const queries = await countQueries(t, dashboard);

      // Known data in two past weeks no other test writes to: week A (7 weeks ago) and week B (6 ago).
      const weekA = Date.parse(`${mondays[4]}T00:00:00Z`);
      const weekB = Date.parse(`${mondays[5]}T00:00:00Z`);
      const at = (week: number, days: number, hours = 0) => new Date(week + days * dayMs + hours * hourMs);
      for (const day of [0, 2, 6]) await insertAccount(db(), { type: 'chef', createdAt: at(weekA, day, 23) });
      await insertAccount(db(), { type: 'restaurant', createdAt: at(weekA, 3) });
      // Sunday 23:30 UTC is still week A; Monday 00:30 is week B.
      await insertAccount(db(), { type: 'restaurant', createdAt: at(weekA, 6, 23.5) });
      await insertAccount(db(), { type: 'chef', createdAt: at(weekB, 0, 0.5) });

      const { venues } = await insertRestaurant(db());
      const offerOf = (createdAt: Date, extra = {}) =>
        insertOffer(db(), { restaurantProfileId: venues[0].id, createdAt, ...extra });
      const offers = [
        await offerOf(at(weekA, 1)),
        await offerOf(at(weekA, 2), { status: 0 }),
        await offerOf(at(weekA, 4), { deletedAt: at(weekB, 1) }),
        await offerOf(at(weekB, 1)),
      ];
      const chefs = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertChef(db())));
      const application = (chef: number, created: Date, invited = false) =>
        insertApplication(db(), {
          offerId: offers[0]!.id,
          chefProfileId: chefs[chef]!.profile.id,
          createdAt: created,
          invited,
        });
      const {
        waitingForRestaurant: toVenue,
        waitingForChef: toChef,
        accepted,
        rejected,
      } = applicationStatusCodes;
      const event = (applicationId: number, kind: string, from: number | null, to: number, createdAt: Date) =>
        db()
          .insert(applicationEvents)
          .values({ applicationId, kind: kind as 'trial_agreed', fromStatus: from, toStatus: to, createdAt });
      // Answered in week A after 2 h, then agreed a trial later (not a first answer, but a trial).
      const a = await application(0, at(weekA, 0, 10));
      await event(a.id, 'application_received', null, toVenue, at(weekA, 0, 10));
      await event(a.id, 'date_proposed', toVenue, toChef, at(weekA, 0, 12));
      await event(a.id, 'date_proposed', toChef, toVenue, at(weekA, 1));
      await event(a.id, 'trial_agreed', toVenue, accepted, at(weekA, 1, 5));
      // Made in the week before A, answered in week A after 10 h.
      const b = await application(1, new Date(weekA - 5 * hourMs));
      await event(b.id, 'application_rejected', toVenue, rejected, new Date(weekA + 5 * hourMs));
      // Answered in week A after 4 h.
      const c = await application(2, at(weekA, 3));
      await event(c.id, 'trial_agreed', toVenue, accepted, at(weekA, 3, 4));
      // Withdrawn by the chef: no answer; an offer the venue sent: not a chef's application.
      const d = await application(3, at(weekA, 4));
      await event(d.id, 'application_withdrawn', toVenue, rejected, at(weekA, 4, 1));
      const e = await application(4, at(weekA, 4), true);
      await event(e.id, 'offer_taken', toChef, toVenue, at(weekA, 4, 1));
      await event(e.id, 'trial_agreed', toVenue, accepted, at(weekA, 4, 2));
      // Made in week B, answered in week B after 30 h: the trial agreed twice counts once.
      const f = await application(5, at(weekB, 0, 6));
      await event(f.id, 'trial_agreed', toVenue, accepted, at(weekB, 1, 12));
      await event(f.id, 'trial_taken_back', accepted, toVenue, at(weekB, 2));
      await event(f.id, 'trial_agreed', toVenue, accepted, at(weekB, 3));

      await sendContact(contactForm());
      const after = await dashboard();
      const week = (data: Dashboard, monday: string) => data.weeks.find((w) => w.week === monday)!;
      expect(week(after, mondays[4]!)).toEqual<DashboardWeek>({
        week: mondays[4]!,
        chefs: 3,
        restaurants: 2,
        offers: 3,
        applications: 4,
        trials: 3,
        hires: 0,
        medianFirstAnswer: 4 * 3600,
        firstAnswers: 3,
      });
      expect(week(after, mondays[5]!)).toEqual<DashboardWeek>({
        week: mondays[5]!,
        chefs: 1,
        restaurants: 0,
        offers: 1,
        applications: 1,
        trials: 1,
        hires: 0,
        medianFirstAnswer: 30 * 3600,
        firstAnswers: 1,
      });
      expect(week(after, mondays[3]!)).toMatchObject({
        applications: 1,
        medianFirstAnswer: null,
        firstAnswers: 0,
      });
      // What waits now: one more open message; the offers live now include the week-B one.
      expect(after.queues.inbox).toBe(before.queues.inbox + 1);
      expect(after.liveOffers).toBe(before.liveOffers + 2);
      // One query per figure whatever the data: no more with more weeks filled (the message's e-mail
      // sent first, so its delivery's queries are not counted).
      await t.app.mailer.idle();
      expect(await countQueries(t, dashboard)).toBe(queries);
    });
  });
});
