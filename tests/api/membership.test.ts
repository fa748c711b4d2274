import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import enApi from '../../src/shared/i18n/en/api.json';
import enErrors from '../../src/shared/i18n/en/errors.json';
import enMail from '../../src/shared/i18n/en/mail.json';
import enValidation from '../../src/shared/i18n/en/validation.json';
import esErrors from '../../src/shared/i18n/es/errors.json';
import frApi from '../../src/shared/i18n/fr/api.json';
import { accounts, emailOutbox, membershipRequests } from '../../src/server/db/schema/index';
import {
  api,
  clearRateLimits,
  dataOf,
  errorOf,
  issueMessage,
  issuesOf,
  registerUser,
  type ApiOptions,
  type RegisteredUser,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { addressesOf, startSmtpListener, type SmtpListener } from '../smtp-listener';

/** The service's inbox (CONTACT_EMAIL) of this file's app. */
const inbox = 'team@brigade.test';

type UserData = { user: SessionUser };

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(params[key] ?? ''));

describe('POST /api/account/requestsubscription', () => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  const t = useTestApp(() => ({ smtpUrl: listener.url, contactEmail: inbox }));
  beforeEach(() => clearRateLimits(t));

  const request = (body: Record<string, unknown>, options: ApiOptions = {}) =>
    api<UserData>(t.app, 'account/requestsubscription', body, options);

  let serial = 0;
  /** A fresh restaurant account (with its main venue), named so its e-mail can be found. */
  function restaurant(): Promise<RegisteredUser> {
    serial += 1;
    return registerUser(t.app, {
      type: 'restaurant',
      name: `Casa Lucio ${'abcdefghij'[serial % 10]}${'klmnopqrst'[Math.floor(serial / 10) % 10]}`,
    });
  }

  async function accountRow(id: number) {
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
    return row!;
  }

  const requestsOf = (accountId: number) =>
    t.database.db.select().from(membershipRequests).where(eq(membershipRequests.accountId, accountId));

  /** The e-mails about an account (Reply-To is the account's address). */
  async function mailsAbout(email: string) {
    await t.app.mailer.idle();
    return listener.messages.filter((m) => addressesOf(m.replyTo).includes(email));
  }

  /** Nothing was recorded for the account: no request, not marked requested, no e-mail. */
  async function expectNothingRecorded(owner: RegisteredUser) {
    expect(await requestsOf(owner.user.id)).toEqual([]);
    expect(await accountRow(owner.user.id)).toMatchObject({ subscription: 0, subscriptionStatus: 0 });
    expect(await mailsAbout(owner.email)).toEqual([]);
  }

  it('records a Premium request, marks the account and tells the team by e-mail', async () => {
    const owner = await restaurant();
    expect(owner.user).toMatchObject({ type: 'restaurant', subscription: 0, subscription_status: 0 });

    const res = await request({ type: 1, submit: 1, lang: 'fr' }, { token: owner.token, form: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: frApi.membership_requested });
    const { user } = dataOf(res);
    expect(user).toMatchObject({
      id: owner.user.id,
      type: 'restaurant',
      email: owner.email,
      isLogged: true,
      // Requested, not active: the plan changes in the back office.
      subscription: 0,
      subscription_status: 1,
    });
    expect(user.profiles).toHaveLength(1);
    expect(user.profiles[0]).toMatchObject({ premium: 0 });

    const rows = await requestsOf(owner.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan: 1,
      status: 'pending',
      language: 'fr',
      handledAt: null,
      handledByAccountId: null,
    });
    expect(await accountRow(owner.user.id)).toMatchObject({ subscription: 0, subscriptionStatus: 1 });

    const mail = await listener.waitFor((m) => addressesOf(m.replyTo).includes(owner.email));
    expect(addressesOf(mail.to)).toEqual([inbox]);
    expect(mail.subject).toBe(fill(enMail.membership_subject, { name: owner.user.name }));
    expect(mail.subject).toContain(owner.user.name);
    expect(mail.text).toContain(owner.user.name);
    expect(mail.text).toContain(owner.email);
    expect(mail.text).toContain(
      fill(enMail.membership_intro, { name: owner.user.name, email: owner.email, venues: 1 }),
    );

    await t.app.mailer.idle();
    const [outbox] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, mail.subject!));
    expect(outbox).toMatchObject({ toAddress: inbox, status: 'sent', template: 'membership_request' });
  });

  it('answers in English from JSON, and account/user afterwards shows the request', async () => {
    const owner = await restaurant();
    const res = await request({ type: '1' }, { token: owner.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(enApi.membership_requested);
    expect(dataOf(res).user.subscription_status).toBe(1);
    expect((await requestsOf(owner.user.id))[0]).toMatchObject({ language: 'en', plan: 1 });

    for (const method of ['GET', 'POST'] as const) {
      const restored = await api<UserData>(t.app, 'account/user', {}, { token: owner.token, method });
      expect(restored.status).toBe(200);
      expect(dataOf(restored).user).toMatchObject({
        id: owner.user.id,
        subscription: 0,
        subscription_status: 1,
      });
    }
    // A native client with the bearer token sees the same.
    const viaBearer = await api<UserData>(t.app, 'account/user', {}, { bearer: owner.token, origin: null });
    expect(dataOf(viaBearer).user.subscription_status).toBe(1);
  });

  it('refuses a second request while the first is pending (409), recording nothing more', async () => {
    const owner = await restaurant();
    expect((await request({ type: 1 }, { token: owner.token })).status).toBe(200);
    await listener.waitFor((m) => addressesOf(m.replyTo).includes(owner.email));

    const again = await request({ type: 1, lang: 'es' }, { token: owner.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      data: null,
      message: esErrors.membership_already_requested,
      code: 'membership_already_requested',
    });
    expect(await requestsOf(owner.user.id)).toHaveLength(1);
    expect(await accountRow(owner.user.id)).toMatchObject({ subscriptionStatus: 1 });
    expect(await mailsAbout(owner.email)).toHaveLength(1);

    // The free card is refused as well while the request is pending.
    expect((await request({ type: 0 }, { token: owner.token })).status).toBe(409);
    expect(await requestsOf(owner.user.id)).toHaveLength(1);
  });

  it('records one request when two arrive at the same moment', async () => {
    const owner = await restaurant();
    const results = await Promise.all([
      request({ type: 1 }, { token: owner.token }),
      request({ type: 1 }, { token: owner.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await requestsOf(owner.user.id)).toHaveLength(1);
    expect(await mailsAbout(owner.email)).toHaveLength(1);
  });

  it('refuses the free plan for an account already on it (409)', async () => {
    const owner = await restaurant();
    const res = await request({ type: 0 }, { token: owner.token });
    expect(res.status).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'membership_already_requested',
      message: enErrors.membership_already_requested,
    });
    await expectNothingRecorded(owner);
  });

  it('needs a logged-in user (401 not_logged_in)', async () => {
    const before = await t.database.db.select().from(membershipRequests);
    const res = await request({ type: 1 });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      data: null,
      message: enErrors.not_logged_in,
      code: 'not_logged_in',
    });
    expect(await t.database.db.select().from(membershipRequests)).toEqual(before);
  });

  it('refuses an unknown session token (401)', async () => {
    const res = await request({ type: 1 }, { token: 'not-a-real-session-token' });
    expect(res.status).toBe(401);
    expect(['not_logged_in', 'session_expired']).toContain(errorOf(res).code);
  });

  it('is for restaurants only: a chef gets 403 forbidden', async () => {
    const chef = await registerUser(t.app, { type: 'chef', name: 'Pedro Ruiz' });
    const res = await request({ type: 1 }, { token: chef.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, data: null, message: enErrors.forbidden, code: 'forbidden' });
    await expectNothingRecorded(chef);
  });

  it.each([
    { label: "'x'", body: { type: 'x' }, form: true },
    { label: '2', body: { type: 2 }, form: false },
    { label: "'2' (form)", body: { type: '2' }, form: true },
    { label: '-1', body: { type: -1 }, form: false },
    { label: '1.5', body: { type: 1.5 }, form: false },
    { label: 'missing', body: {}, form: false },
    { label: 'missing (form)', body: { submit: 1 }, form: true },
    // A form sends an unset value as empty (or the text null): missing, not the free plan 0.
    { label: "'' (form)", body: { type: '' }, form: true },
    { label: "'null' (form)", body: { type: 'null' }, form: true },
    { label: 'null', body: { type: null }, form: false },
  ])('refuses type $label with 400 invalid_input', async ({ body, form }) => {
    const owner = await restaurant();
    const res = await request(body, { token: owner.token, form });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'invalid_input', message: enErrors.invalid_input });
    expect(issuesOf(res)).toEqual({ type: 'invalid_value' });
    expect(issueMessage(res, 'type')).toBe(enValidation.invalid_value);
    await expectNothingRecorded(owner);
  });

  it('refuses a request posted from another site (403 cross_origin) and records nothing', async () => {
    const owner = await restaurant();
    const res = await request({ type: 1 }, { token: owner.token, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(errorOf(res)).toMatchObject({ code: 'cross_origin', message: enErrors.cross_origin });
    await expectNothingRecorded(owner);

    // A foreign page that sends only a Referer is refused too.
    const viaReferer = await request(
      { type: 1 },
      { token: owner.token, origin: null, referer: 'https://evil.example/page' },
    );
    expect(viaReferer.status).toBe(403);
    await expectNothingRecorded(owner);

    const restored = await api<UserData>(t.app, 'account/user', {}, { token: owner.token, method: 'GET' });
    expect(dataOf(restored).user.subscription_status).toBe(0);
  });
});
