import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import enApi from '../../src/shared/i18n/en/api.json';
import enErrors from '../../src/shared/i18n/en/errors.json';
import esApi from '../../src/shared/i18n/es/api.json';
import frErrors from '../../src/shared/i18n/fr/errors.json';
import { accounts, sessions } from '../../src/server/db/schema/index';
import { rateLimits } from '../../src/server/features/accounts/rate-limits';
import {
  api,
  clearRateLimits,
  countAccounts,
  dataOf,
  day,
  errorOf,
  freshIp,
  issuesOf,
  login,
  registerForm,
  registerUser,
  rows,
  uniqueEmail,
} from '../api-helpers';
import { testOrigin, useTestApp } from '../build-test-app';

type UserData = { user: SessionUser };

const loginCombination = "The username/password combination doesn't exist";

describe('sessions and account settings', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  async function accountRow(id: number) {
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
    return row!;
  }

  describe('account/login', () => {
    it('logs in with the right password and answers data.user and a session cookie', async () => {
      const { email, password, user } = await registerUser(t.app, { type: 'restaurant', name: 'Casa Lucio' });
      const res = await login(t.app, email, password);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(enApi.logged_in);
      const data = dataOf(res);
      expect(data.user).toMatchObject({
        id: user.id,
        type: 'restaurant',
        isLogged: true,
        email,
        subscription: 0,
        subscription_status: 0,
      });
      expect(data.user.main).toMatchObject({ main: 1, name: 'Casa Lucio' });
      expect(data.user.session).not.toBe(user.session);
      expect(res.cookie).toMatchObject({ name: 'token', value: data.user.session });
      expect(res.cookie!.attributes).toMatchObject({ httponly: true, path: '/' });
      expect(String(res.cookie!.attributes.samesite).toLowerCase()).toBe('lax');
    });

    it('accepts the username in any letter case', async () => {
      const { email, password } = await registerUser(t.app);
      const res = await login(t.app, email.toUpperCase(), password);
      expect(res.status).toBe(200);
    });

    it('accepts the form the web client sends (submit=1, remember=1, lang)', async () => {
      const { email, password } = await registerUser(t.app);
      const res = await login(
        t.app,
        email,
        password,
        { submit: '1', remember: '1', lang: 'es' },
        { form: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(esApi.logged_in);
      expect(res.cookie?.expires).toBeDefined();
    });

    it('with remember=1 sets a cookie that expires about 7 days ahead', async () => {
      const { email, password } = await registerUser(t.app);
      const res = await login(t.app, email, password, { remember: 1 });
      const ahead = res.cookie!.expires!.getTime() - Date.now();
      expect(ahead).toBeGreaterThan(7 * day - 60_000);
      expect(ahead).toBeLessThan(7 * day + 60_000);
    });

    it.each([
      ['absent', {}],
      ['0', { remember: 0 }],
      ['"0"', { remember: '0' }],
    ])('with remember %s sets a browser-session cookie (no Expires, no Max-Age)', async (_, extra) => {
      const { email, password } = await registerUser(t.app);
      const res = await login(t.app, email, password, extra);
      expect(res.status).toBe(200);
      expect(res.token).toBeDefined();
      expect(res.cookie!.attributes.expires).toBeUndefined();
      expect(res.cookie!.attributes['max-age']).toBeUndefined();
      expect(res.cookie!.attributes.httponly).toBe(true);
    });

    it('ends a session on the server after 7 days with remember, after 24 hours without', async () => {
      const { email, password, user } = await registerUser(t.app);
      const remembered = await login(t.app, email, password, { remember: 1 });
      const browser = await login(t.app, email, password, { remember: 0 });
      const stored = await rows<{ remember: boolean; ends_in_ms: number }>(
        t,
        sql`select remember, extract(epoch from (expires_at - now())) * 1000 as ends_in_ms from sessions where account_id = ${user.id} and remember = ${true} order by id desc limit 1`,
      );
      expect(Number(stored[0]!.ends_in_ms)).toBeGreaterThan(7 * day - 60_000);
      expect(Number(stored[0]!.ends_in_ms)).toBeLessThan(7 * day + 60_000);
      const short = await rows<{ ends_in_ms: number }>(
        t,
        sql`select extract(epoch from (expires_at - now())) * 1000 as ends_in_ms from sessions where account_id = ${user.id} and remember = ${false}`,
      );
      expect(short).toHaveLength(1);
      expect(Number(short[0]!.ends_in_ms)).toBeGreaterThan(day - 60_000);
      expect(Number(short[0]!.ends_in_ms)).toBeLessThan(day + 60_000);
      expect(remembered.token).not.toBe(browser.token);
    });

    it('refuses a wrong password with 401 and the exact text of the spec', async () => {
      const { email } = await registerUser(t.app);
      const res = await login(t.app, email, 'not-the-password');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        data: null,
        code: 'login_combination',
        message: loginCombination,
      });
      expect(res.cookie).toBeUndefined();
    });

    it('refuses an unknown address with exactly the same answer as a wrong password', async () => {
      const { email } = await registerUser(t.app);
      const wrong = await login(t.app, email, 'not-the-password');
      const unknown = await login(t.app, uniqueEmail('nobody'), 'not-the-password');
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('keeps the exact text whatever the interface language', async () => {
      const res = await login(t.app, uniqueEmail('nobody'), 'whatever1', { lang: 'fr' });
      expect(res.body.message).toBe(loginCombination);
    });

    it.each([
      ['a missing username', { password: 'abcdef' }, { username: 'email_required' }],
      [
        'a username that is not an e-mail',
        { username: 'ana', password: 'abcdef' },
        { username: 'email_invalid' },
      ],
      ['a missing password', { username: 'ana@example.com' }, { password: 'password_required' }],
      [
        'a 5-character password',
        { username: 'ana@example.com', password: 'abcde' },
        { password: 'password_min' },
      ],
    ])('refuses %s with 400 and the issue on its field', async (_, body, issues) => {
      const res = await api(t.app, 'account/login', body);
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toBe('invalid_input');
      expect(issuesOf(res)).toEqual(issues);
    });
  });

  describe('account/user (session restore)', () => {
    it('restores the user from the cookie', async () => {
      const { token, user } = await registerUser(t.app);
      const res = await api<UserData>(t.app, 'account/user', {}, { token });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(enApi.session_restored);
      expect(dataOf(res).user).toEqual(user);
    });

    it('restores the user from `token` in the body (native apps)', async () => {
      const { token, user } = await registerUser(t.app);
      const res = await api<UserData>(t.app, 'account/user', { token, lang: 'es' }, { origin: null });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(esApi.session_restored);
      expect(dataOf(res).user.id).toBe(user.id);
      expect(dataOf(res).user.session).toBe(token);
    });

    it('restores the user from a form body with the token', async () => {
      const { token, user } = await registerUser(t.app);
      const res = await api<UserData>(
        t.app,
        'account/user',
        { token, submit: '1', lang: 'en' },
        { form: true },
      );
      expect(dataOf(res).user.id).toBe(user.id);
    });

    it('restores the user from Authorization: Bearer', async () => {
      const { token, user } = await registerUser(t.app);
      const res = await api<UserData>(t.app, 'account/user', {}, { bearer: token, origin: null });
      expect(res.status).toBe(200);
      expect(dataOf(res).user.id).toBe(user.id);
    });

    it('restores the user on GET too', async () => {
      const { token, user } = await registerUser(t.app);
      const res = await api<UserData>(t.app, 'account/user', {}, { token, method: 'GET' });
      expect(dataOf(res).user.id).toBe(user.id);
    });

    it('answers 401 not_logged_in without a token', async () => {
      const res = await api(t.app, 'account/user', {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        data: null,
        code: 'not_logged_in',
        message: enErrors.not_logged_in,
      });
    });

    it('answers 401 session_expired for an unknown token and clears the cookie', async () => {
      const res = await api(t.app, 'account/user', { lang: 'fr' }, { token: 'no-such-token-at-all' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        data: null,
        code: 'session_expired',
        message: frErrors.session_expired,
      });
      expect(res.cookie).toBeDefined();
      expect(res.cookie!.value).toBe('');
      expect(res.cookie!.expires!.getTime()).toBeLessThan(Date.now());
      expect(res.cookie!.attributes.path).toBe('/');
    });

    it('answers 401 session_expired for an unknown token in the body or the bearer header', async () => {
      const fromBody = await api(t.app, 'account/user', { token: 'no-such-token' });
      expect(fromBody.status).toBe(401);
      expect(errorOf(fromBody).code).toBe('session_expired');
      const fromHeader = await api(t.app, 'account/user', {}, { bearer: 'no-such-token' });
      expect(fromHeader.status).toBe(401);
      expect(errorOf(fromHeader).code).toBe('session_expired');
    });

    it('refuses an absurdly long token without error', async () => {
      const res = await api(t.app, 'account/user', {}, { token: 'x'.repeat(5000) });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('session_expired');
    });

    it('reflects the account as it is now (a later sign-in sees saved settings)', async () => {
      const { token, email, password } = await registerUser(t.app);
      await api(
        t.app,
        'account/settings',
        { contactemail: 'new@example.com', phone: '1234', language: 'pt' },
        { token },
      );
      const res = await login(t.app, email, password);
      expect(dataOf(res).user).toMatchObject({
        contactemail: 'new@example.com',
        phone: '1234',
        language: 'pt',
      });
    });
  });

  describe('session storage and lifetime', () => {
    it('stores sessions only as hashes: no column holds the raw token', async () => {
      const { token, user } = await registerUser(t.app);
      const stored = await rows<Record<string, unknown>>(
        t,
        sql`select * from sessions where account_id = ${user.id}`,
      );
      expect(stored).toHaveLength(1);
      for (const value of Object.values(stored[0]!)) {
        expect(String(value)).not.toContain(token);
      }
      // Nor can the token be found anywhere in the table.
      const hits = await rows(t, sql`select id from sessions s where s::text like ${'%' + token + '%'}`);
      expect(hits).toHaveLength(0);
    });

    it('ends the session on logout: the old token no longer restores', async () => {
      const { token } = await registerUser(t.app);
      const res = await api(t.app, 'account/logout', {}, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: null, message: enApi.logged_out });
      expect(res.cookie?.value).toBe('');
      const after = await api(t.app, 'account/user', {}, { token });
      expect(after.status).toBe(401);
      expect(errorOf(after).code).toBe('session_expired');
      // Also as a bearer token: the session is gone on the server, not only in the browser.
      const bearer = await api(t.app, 'account/user', {}, { bearer: token });
      expect(bearer.status).toBe(401);
    });

    it('logs out with a bearer token too', async () => {
      const { token } = await registerUser(t.app);
      await api(t.app, 'account/logout', {}, { bearer: token, origin: null });
      expect((await api(t.app, 'account/user', {}, { bearer: token })).status).toBe(401);
    });

    it('ends only the session that logs out', async () => {
      const { token, email, password } = await registerUser(t.app);
      const other = (await login(t.app, email, password)).token!;
      await api(t.app, 'account/logout', {}, { token: other });
      expect((await api(t.app, 'account/user', {}, { token })).status).toBe(200);
    });

    it('answers logout without a session with success', async () => {
      const res = await api(t.app, 'account/logout', {});
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
    });

    it('no longer restores a session past its end (expires_at in the past)', async () => {
      const { token, user } = await registerUser(t.app);
      await t.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute' where account_id = ${user.id}`,
      );
      const res = await api(t.app, 'account/user', {}, { token });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('session_expired');
    });

    it('no longer restores a session idle for 4 days', async () => {
      const { token, user } = await registerUser(t.app);
      await t.database.db.execute(
        sql`update sessions set last_seen_at = now() - interval '4 days' where account_id = ${user.id}`,
      );
      const res = await api(t.app, 'account/user', {}, { token });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('session_expired');
    });

    it('keeps a session used 2 days ago, and records its use', async () => {
      const { token, user } = await registerUser(t.app);
      await t.database.db.execute(
        sql`update sessions set last_seen_at = now() - interval '2 days' where account_id = ${user.id}`,
      );
      expect((await api(t.app, 'account/user', {}, { token })).status).toBe(200);
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.accountId, user.id));
      expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
    });

    it('treats an expired session as anonymous on calls that need login', async () => {
      const { token, user } = await registerUser(t.app);
      await t.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 second' where account_id = ${user.id}`,
      );
      const res = await api(t.app, 'account/settings', { contactemail: 'x@example.com' }, { token });
      expect(res.status).toBe(401);
    });
  });

  describe('account/settings', () => {
    it('requires login (401 not_logged_in)', async () => {
      const res = await api(t.app, 'account/settings', { contactemail: 'a@example.com', phone: '1234' });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('not_logged_in');
    });

    it('saves contactemail, phone and language for a chef and answers data.user', async () => {
      const { token, user } = await registerUser(t.app, { type: 'chef' });
      const res = await api<UserData>(
        t.app,
        'account/settings',
        { contactemail: 'Jobs@Example.com', phone: '611 222 333', language: 'fr' },
        { token },
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(enApi.settings_saved);
      expect(dataOf(res).user).toMatchObject({
        id: user.id,
        type: 'chef',
        contactemail: 'jobs@example.com',
        phone: '611 222 333',
        language: 'fr',
        session: token,
      });
      const row = await accountRow(user.id);
      expect(row).toMatchObject({ contactEmail: 'jobs@example.com', phone: '611 222 333', language: 'fr' });
      // The login e-mail is not the contact e-mail: it stays.
      expect(row.email).toBe(user.email);
    });

    it('saves contactemail, phone and language for a restaurant and answers data.user with its venues', async () => {
      const { token, user } = await registerUser(t.app, { type: 'restaurant', name: 'Casa Lucio' });
      const res = await api<UserData>(
        t.app,
        'account/settings',
        { contactemail: 'booking@casalucio.es', phone: '915 365 252', language: 'es', submit: '1' },
        { token, form: true },
      );
      expect(res.status).toBe(200);
      expect(dataOf(res).user).toMatchObject({
        type: 'restaurant',
        contactemail: 'booking@casalucio.es',
        phone: '915 365 252',
        language: 'es',
      });
      expect(dataOf(res).user.main).toMatchObject({ main: 1, name: 'Casa Lucio' });
      expect(await accountRow(user.id)).toMatchObject({
        contactEmail: 'booking@casalucio.es',
        phone: '915 365 252',
        language: 'es',
      });
    });

    it('accepts an empty phone and keeps the language when none is sent', async () => {
      const { token, user } = await registerUser(t.app, { lang: 'pt' });
      const res = await api<UserData>(
        t.app,
        'account/settings',
        { contactemail: 'x@example.com', phone: '' },
        { token },
      );
      expect(res.status).toBe(200);
      expect(dataOf(res).user).toMatchObject({ phone: '', language: 'pt' });
      expect((await accountRow(user.id)).language).toBe('pt');
    });

    it('treats `language` as the account language and `lang` as the language of the answer', async () => {
      const { token, user } = await registerUser(t.app, { lang: 'en' });
      const res = await api<UserData>(
        t.app,
        'account/settings',
        { contactemail: 'x@example.com', phone: '1234', language: 'fr', lang: 'es' },
        { token },
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(esApi.settings_saved);
      expect(dataOf(res).user.language).toBe('fr');
      expect((await accountRow(user.id)).language).toBe('fr');
    });

    it('does not take `language` as the interface language here (the answer follows Accept-Language)', async () => {
      const { token } = await registerUser(t.app);
      const res = await api<UserData>(
        t.app,
        'account/settings',
        { contactemail: 'x@example.com', language: 'fr' },
        { token, headers: { 'accept-language': 'es' } },
      );
      expect(res.body.message).toBe(esApi.settings_saved);
      expect(dataOf(res).user.language).toBe('fr');
    });

    it.each([
      ['a missing contact e-mail', { phone: '1234' }, 'contactemail', 'email_required'],
      [
        'a contact e-mail that is not one',
        { contactemail: 'jobs-at-example' },
        'contactemail',
        'email_invalid',
      ],
      ['a phone with letters', { contactemail: 'x@example.com', phone: '12ab' }, 'phone', 'phone_digits'],
      ['a phone of 3 digits', { contactemail: 'x@example.com', phone: '123' }, 'phone', 'phone_min'],
      [
        'a 5-character password',
        { contactemail: 'x@example.com', password: 'abcde', rpassword: 'abcde' },
        'password',
        'password_min',
      ],
      [
        'a repeat that differs',
        { contactemail: 'x@example.com', password: 'abcdef1', rpassword: 'abcdef2' },
        'rpassword',
        'passwords_mismatch',
      ],
      [
        'a password without its repeat',
        { contactemail: 'x@example.com', password: 'abcdef1' },
        'rpassword',
        'passwords_mismatch',
      ],
      [
        'an unknown account language',
        { contactemail: 'x@example.com', language: 'de' },
        'language',
        'language_invalid',
      ],
    ])('refuses %s (issue on %s: %s) and saves nothing', async (_, body, field, code) => {
      const { token, user } = await registerUser(t.app);
      const before = await accountRow(user.id);
      const res = await api(t.app, 'account/settings', body, { token });
      expect(res.status).toBe(400);
      expect(issuesOf(res)[field]).toBe(code);
      const after = await accountRow(user.id);
      expect(after).toEqual(before);
    });

    it('refuses a contact e-mail shorter than 4 characters (email_min or email_invalid)', async () => {
      const { token } = await registerUser(t.app);
      const res = await api(t.app, 'account/settings', { contactemail: 'a@b' }, { token });
      expect(res.status).toBe(400);
      expect(['email_min', 'email_invalid']).toContain(issuesOf(res).contactemail);
    });

    it('changes the password: the new one logs in, the old one no longer does', async () => {
      const { token, email, password } = await registerUser(t.app);
      const res = await api(
        t.app,
        'account/settings',
        { contactemail: email, password: 'brand-new-pass', rpassword: 'brand-new-pass' },
        { token },
      );
      expect(res.status).toBe(200);
      expect((await login(t.app, email, 'brand-new-pass')).status).toBe(200);
      const old = await login(t.app, email, password);
      expect(old.status).toBe(401);
      expect(old.body.message).toBe(loginCombination);
    });

    it('a password change ends the OTHER sessions of the account and keeps the current one', async () => {
      const { token, email, password } = await registerUser(t.app);
      const other = (await login(t.app, email, password, { remember: 1 })).token!;
      const third = (await login(t.app, email, password)).token!;
      const stranger = await registerUser(t.app);
      const res = await api(
        t.app,
        'account/settings',
        { contactemail: email, password: 'brand-new-pass', rpassword: 'brand-new-pass' },
        { token: other },
      );
      expect(res.status).toBe(200);
      expect((await api(t.app, 'account/user', {}, { token: other })).status).toBe(200);
      expect((await api(t.app, 'account/user', {}, { token })).status).toBe(401);
      expect((await api(t.app, 'account/user', {}, { token: third })).status).toBe(401);
      // Another account's session is untouched.
      expect((await api(t.app, 'account/user', {}, { token: stranger.token })).status).toBe(200);
    });

    it('a save without a password keeps every session', async () => {
      const { token, email, password } = await registerUser(t.app);
      const other = (await login(t.app, email, password)).token!;
      await api(t.app, 'account/settings', { contactemail: email, phone: '5555' }, { token });
      expect((await api(t.app, 'account/user', {}, { token: other })).status).toBe(200);
    });
  });

  describe('cross-origin requests', () => {
    const evil = 'https://evil.example';

    it.each([
      ['an Origin of another site', { origin: evil }],
      ['a Referer of another site and no Origin', { origin: null, referer: `${evil}/attack.html` }],
      ['Origin "null" (a sandboxed page or a data: URL)', { origin: 'null' }],
      [
        'a cross-site fetch marker and no Origin',
        { origin: null, headers: { 'sec-fetch-site': 'cross-site' } },
      ],
      ['an Origin of the same host on another port', { origin: 'http://localhost:4000' }],
    ])(
      'refuses a settings change sent with %s (403 cross_origin), and nothing is saved',
      async (_, options) => {
        const { token, user } = await registerUser(t.app);
        const before = await accountRow(user.id);
        const res = await api(
          t.app,
          'account/settings',
          {
            contactemail: 'attacker@evil.example',
            phone: '6666',
            password: 'hijacked1',
            rpassword: 'hijacked1',
          },
          { token, ...options },
        );
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          success: false,
          data: null,
          code: 'cross_origin',
          message: enErrors.cross_origin,
        });
        expect(await accountRow(user.id)).toEqual(before);
      },
    );

    it('refuses a sign-up from another site, and no account is created', async () => {
      const before = await countAccounts(t);
      const res = await api(t.app, 'account/register', registerForm(), { origin: evil, ip: freshIp() });
      expect(res.status).toBe(403);
      expect(errorOf(res).code).toBe('cross_origin');
      expect(res.cookie).toBeUndefined();
      expect(await countAccounts(t)).toBe(before);
    });

    it('refuses a login from another site (login CSRF) without a cookie', async () => {
      const { email, password } = await registerUser(t.app);
      const res = await login(t.app, email, password, {}, { origin: evil });
      expect(res.status).toBe(403);
      expect(res.cookie).toBeUndefined();
    });

    it('refuses a logout from another site, and the session lives on', async () => {
      const { token } = await registerUser(t.app);
      const res = await api(t.app, 'account/logout', {}, { token, origin: evil });
      expect(res.status).toBe(403);
      expect((await api(t.app, 'account/user', {}, { token })).status).toBe(200);
    });

    it('answers the refusal in the language of the request', async () => {
      const res = await api(t.app, 'account/login?lang=fr', {}, { origin: evil });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(frErrors.cross_origin);
    });

    it('accepts a same-origin POST (Origin of the app)', async () => {
      const { token } = await registerUser(t.app);
      const res = await api(
        t.app,
        'account/settings',
        { contactemail: 'same@example.com' },
        { token, origin: testOrigin },
      );
      expect(res.status).toBe(200);
    });

    it('accepts a cookie-authenticated POST with a same-origin Referer and Sec-Fetch-Site', async () => {
      const { token } = await registerUser(t.app);
      const res = await api(
        t.app,
        'account/settings',
        { contactemail: 'same@example.com' },
        {
          token,
          origin: null,
          referer: `${testOrigin}/en/chef/profile/home`,
          headers: { 'sec-fetch-site': 'same-origin' },
        },
      );
      expect(res.status).toBe(200);
    });

    it('accepts a POST with neither Origin nor Referer (a native client)', async () => {
      const { token, user } = await registerUser(t.app);
      const res = await api<UserData>(
        t.app,
        'account/settings',
        { contactemail: 'native@example.com', phone: '1234' },
        { bearer: token, origin: null },
      );
      expect(res.status).toBe(200);
      expect((await accountRow(user.id)).contactEmail).toBe('native@example.com');
    });

    it('lets a native client sign up and log in without Origin', async () => {
      const form = registerForm();
      const reg = await api<UserData>(t.app, 'account/register', form, { origin: null, ip: freshIp() });
      expect(reg.status).toBe(201);
      const res = await login(t.app, String(form.email), String(form.password), {}, { origin: null });
      expect(res.status).toBe(200);
    });

    it('lets a GET through whatever its Origin (reads change nothing)', async () => {
      const { token } = await registerUser(t.app);
      const res = await api(t.app, 'account/user', {}, { token, method: 'GET', origin: evil });
      expect(res.status).toBe(200);
    });
  });

  describe('rate limits', () => {
    it(`answers register with 429 past ${rateLimits.registerPerIp.limit} attempts from one address`, async () => {
      const ip = freshIp();
      const { email } = await registerUser(t.app);
      // Attempts on an address already used are cheap and count as attempts.
      for (let i = 0; i < rateLimits.registerPerIp.limit; i++) {
        const res = await api(t.app, 'account/register', registerForm({ email }), { ip });
        expect(res.status).toBe(409);
      }
      const before = await countAccounts(t);
      const res = await api(t.app, 'account/register', registerForm(), { ip });
      expect(res.status).toBe(429);
      expect(errorOf(res).code).toBe('rate_limited');
      expect(await countAccounts(t)).toBe(before);
    });

    it(`answers preregister with 429 past ${rateLimits.preregisterPerIp.limit} attempts from one address`, async () => {
      const ip = freshIp();
      for (let i = 0; i < rateLimits.preregisterPerIp.limit; i++) {
        const res = await api(t.app, 'account/preregister', { email: uniqueEmail('pre'), terms: 1 }, { ip });
        expect(res.status).toBe(200);
      }
      const res = await api(t.app, 'account/preregister', { email: uniqueEmail('pre'), terms: 1 }, { ip });
      expect(res.status).toBe(429);
      expect(errorOf(res).code).toBe('rate_limited');
    });

    it(`answers resetpassword with 429 past ${rateLimits.resetPerAddress.limit} requests for one address`, async () => {
      const { email } = await registerUser(t.app);
      for (let i = 0; i < rateLimits.resetPerAddress.limit; i++) {
        const res = await api(t.app, 'account/resetpassword', { email }, { ip: freshIp() });
        expect(res.status).toBe(200);
      }
      const res = await api(t.app, 'account/resetpassword', { email }, { ip: freshIp() });
      expect(res.status).toBe(429);
      expect(errorOf(res).code).toBe('rate_limited');
      // No e-mail was written for the refused request.
      await expect
        .poll(
          async () => (await rows(t, sql`select id from email_outbox where to_address = ${email}`)).length,
        )
        .toBe(rateLimits.resetPerAddress.limit);
    });

    it(`answers resetpassword with 429 past ${rateLimits.resetPerIp.limit} requests from one client address`, async () => {
      const ip = freshIp();
      for (let i = 0; i < rateLimits.resetPerIp.limit; i++) {
        expect(
          (await api(t.app, 'account/resetpassword', { email: uniqueEmail('nobody') }, { ip })).status,
        ).toBe(200);
      }
      expect(
        (await api(t.app, 'account/resetpassword', { email: uniqueEmail('nobody') }, { ip })).status,
      ).toBe(429);
    });

    it('does not count invalid input against the limit', async () => {
      const ip = freshIp();
      for (let i = 0; i < rateLimits.registerPerIp.limit + 5; i++) {
        expect((await api(t.app, 'account/register', { email: 'bad' }, { ip })).status).toBe(400);
      }
      expect((await api(t.app, 'account/register', registerForm(), { ip })).status).toBe(201);
    });
  });

  describe('security headers', () => {
    it.each([
      ['a success', 'account/user', 'GET'],
      ['an error', 'account/login', 'POST'],
    ] as const)('are present on %s', async (_, path, method) => {
      const { token } = await registerUser(t.app);
      const res = await api(t.app, path, {}, { token, method });
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const framing = String(res.headers['x-frame-options'] ?? '');
      expect(framing.length > 0 || /frame-ancestors/.test(csp)).toBe(true);
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      // Same-origin form posts must keep their Origin (the cross-origin check refuses `null`).
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
      // Left off in plugins/security.ts.
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      // Over plain http (this test app), no HSTS; the https case is below.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('sessions when the app is served over https', () => {
  const publicUrl = 'https://brigade.example';
  const t = useTestApp({ publicUrl });

  it('marks the session cookie Secure and sends HSTS', async () => {
    const res = await api<UserData>(t.app, 'account/register', registerForm(), {
      origin: publicUrl,
      ip: freshIp(),
    });
    expect(res.status).toBe(201);
    expect(res.cookie!.attributes.secure).toBe(true);
    expect(res.cookie!.attributes.httponly).toBe(true);
    expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
  });

  it('takes the configured public origin as its own, and refuses the plain-http one', async () => {
    const ok = await api(
      t.app,
      'account/preregister',
      { email: uniqueEmail(), terms: 1 },
      { origin: publicUrl },
    );
    expect(ok.status).toBe(200);
    const downgraded = await api(
      t.app,
      'account/preregister',
      { email: uniqueEmail(), terms: 1 },
      { origin: 'http://brigade.example' },
    );
    expect(downgraded.status).toBe(403);
    expect(errorOf(downgraded).code).toBe('cross_origin');
  });
});
