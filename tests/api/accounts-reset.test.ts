import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enApi from '../../src/shared/i18n/en/api.json';
import enErrors from '../../src/shared/i18n/en/errors.json';
import esApi from '../../src/shared/i18n/es/api.json';
import esMail from '../../src/shared/i18n/es/mail.json';
import frMail from '../../src/shared/i18n/fr/mail.json';
import { emailOutbox } from '../../src/server/db/schema/index';
import {
  api,
  clearRateLimits,
  dataOf,
  errorOf,
  issuesOf,
  login,
  registerUser,
  rows,
  uniqueEmail,
} from '../api-helpers';
import { useTestApp, type TestApp } from '../build-test-app';
import { recipients, startSmtpListener, type SmtpListener } from '../smtp-listener';

/** The code of the reset link in a text, checking the link's shape on the way. */
function codeFromLink(text: string, publicUrl: string, lang: string): string {
  const prefix = `${publicUrl}/${lang}/resetpassword?code=`;
  const start = text.indexOf(prefix);
  expect(start, `no link ${prefix}... in:\n${text}`).toBeGreaterThanOrEqual(0);
  const url = new URL(text.slice(start).split(/\s/)[0]!);
  const code = url.searchParams.get('code');
  expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return code!;
}

async function requestReset(t: TestApp, email: string, extra: Record<string, unknown> = {}) {
  return api(t.app, 'account/resetpassword', { email, ...extra });
}

describe('account/resetpassword with real e-mail (SMTP)', () => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  const t = useTestApp(() => ({ smtpUrl: listener.url }));
  beforeEach(() => clearRateLimits(t));

  const mailFor = (address: string) => listener.waitFor((m) => recipients(m).includes(address.toLowerCase()));
  const mailsFor = (address: string) =>
    listener.messages.filter((m) => recipients(m).includes(address.toLowerCase()));

  /** Asks for a link for the address and returns the code of the e-mail that arrives. */
  async function codeFor(email: string, lang = 'en'): Promise<string> {
    const already = mailsFor(email).length;
    const res = await requestReset(t, email);
    expect(res.status).toBe(200);
    const end = Date.now() + 5000;
    while (mailsFor(email).length <= already) {
      if (Date.now() > end) throw new Error(`no reset e-mail arrived for ${email}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return codeFromLink(mailsFor(email).at(-1)!.text ?? '', t.config.publicUrl, lang);
  }

  it('e-mails a link to an existing account, in the account language, with HTML and text parts', async () => {
    const { email } = await registerUser(t.app, { lang: 'es', name: 'Lucía Pérez' });
    // The request itself is in English: the e-mail follows the account, not the request.
    const res = await requestReset(t, email, { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: enApi.reset_link_sent });

    const mail = await mailFor(email);
    expect(recipients(mail)).toEqual([email]);
    expect(mail.subject).toBe(esMail.reset_subject);
    expect(mail.text).toContain(esMail.greeting.replace('{{name}}', 'Lucía Pérez'));
    expect(mail.text).toContain(esMail.reset_intro);
    expect(mail.text).toContain(esMail.reset_expiry.replace('{{minutes}}', '60'));
    expect(typeof mail.html).toBe('string');
    expect(mail.html as string).toContain(esMail.reset_action);
    expect(mail.html as string).toContain('<html');

    const code = codeFromLink(mail.text ?? '', t.config.publicUrl, 'es');
    expect(mail.text).toContain(`${t.config.publicUrl}/es/resetpassword?code=${code}`);
    expect(mail.html as string).toContain(`${t.config.publicUrl}/es/resetpassword?code=${code}`);

    // The message is recorded as sent (the mail leaves after the answer: the record follows the delivery).
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
      expect(row).toMatchObject({ status: 'sent', language: 'es', template: 'reset_password' });
    });
    // The code is not stored as sent.
    const stored = await rows(
      t,
      sql`select id from password_resets r where r::text like ${'%' + code + '%'}`,
    );
    expect(stored).toHaveLength(0);
  });

  it('writes in French to a French account', async () => {
    const { email } = await registerUser(t.app, { lang: 'fr' });
    const res = await requestReset(t, email, { lang: 'es' });
    expect(res.body.message).toBe(esApi.reset_link_sent);
    const mail = await mailFor(email);
    expect(mail.subject).toBe(frMail.reset_subject);
    codeFromLink(mail.text ?? '', t.config.publicUrl, 'fr');
  });

  it('sets a new password with the code of the link: the new one logs in, the old one no longer does', async () => {
    const { email, password, user } = await registerUser(t.app, { lang: 'es' });
    const code = await codeFor(email, 'es');
    const res = await api(t.app, 'account/resetpassword', {
      code,
      password: 'fresh-password-9',
      rpassword: 'fresh-password-9',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null, message: enApi.password_changed });
    const fresh = await login(t.app, email, 'fresh-password-9');
    expect(fresh.status).toBe(200);
    expect(dataOf(fresh).user.id).toBe(user.id);
    const old = await login(t.app, email, password);
    expect(old.status).toBe(401);
    expect(errorOf(old).code).toBe('login_combination');
  });

  it('accepts the form the web client sends (submit=1, lang, the code from the query string)', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    const res = await api(
      t.app,
      'account/resetpassword',
      { code, password: 'fresh-password-9', rpassword: 'fresh-password-9', submit: '1', lang: 'es' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(esApi.password_changed);
  });

  it('refuses the same code a second time with 400 reset_code_invalid', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    const first = await api(t.app, 'account/resetpassword', {
      code,
      password: 'fresh-password-9',
      rpassword: 'fresh-password-9',
    });
    expect(first.status).toBe(200);
    const second = await api(t.app, 'account/resetpassword', {
      code,
      password: 'other-password-8',
      rpassword: 'other-password-8',
    });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      success: false,
      data: null,
      code: 'reset_code_invalid',
      message: enErrors.reset_code_invalid,
    });
    // The second try changed nothing.
    expect((await login(t.app, email, 'fresh-password-9')).status).toBe(200);
    expect((await login(t.app, email, 'other-password-8')).status).toBe(401);
  });

  it('refuses an expired code with 400', async () => {
    const { email, password, user } = await registerUser(t.app);
    const code = await codeFor(email);
    await t.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where account_id = ${user.id}`,
    );
    const res = await api(t.app, 'account/resetpassword', {
      code,
      password: 'fresh-password-9',
      rpassword: 'fresh-password-9',
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('reset_code_invalid');
    expect((await login(t.app, email, password)).status).toBe(200);
  });

  it('refuses a made-up code with 400', async () => {
    const res = await api(t.app, 'account/resetpassword', {
      code: 'made-up-code-made-up-code',
      password: 'fresh-password-9',
      rpassword: 'fresh-password-9',
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('reset_code_invalid');
  });

  describe('account/resetpassword/check', () => {
    const check = (code: string, ip?: string) =>
      api<{ valid: boolean }>(t.app, 'account/resetpassword/check', { code }, ip ? { ip } : {});

    it('says a fresh code is valid without using it up: the code still sets a password afterwards', async () => {
      const { email } = await registerUser(t.app);
      const code = await codeFor(email);
      const first = await check(code);
      expect(first.status).toBe(200);
      expect(dataOf(first)).toEqual({ valid: true });
      expect(first.body.message).toBe(enApi.reset_code_valid);
      expect(dataOf(await check(code))).toEqual({ valid: true });
      const used = await api(t.app, 'account/resetpassword', {
        code,
        password: 'fresh-password-9',
        rpassword: 'fresh-password-9',
      });
      expect(used.status).toBe(200);
    });

    it('says a used, an expired or a made-up code is not valid', async () => {
      const { email, user } = await registerUser(t.app);
      const code = await codeFor(email);
      await api(t.app, 'account/resetpassword', {
        code,
        password: 'fresh-password-9',
        rpassword: 'fresh-password-9',
      });
      const used = await check(code);
      expect(used.status).toBe(200);
      expect(dataOf(used)).toEqual({ valid: false });
      expect(used.body.message).toBe(enErrors.reset_code_invalid);

      const later = await codeFor(email);
      await t.database.db.execute(
        sql`update password_resets set expires_at = now() - interval '1 minute' where account_id = ${user.id}`,
      );
      expect(dataOf(await check(later))).toEqual({ valid: false });
      expect(dataOf(await check('made-up-code-made-up-code'))).toEqual({ valid: false });
    });

    it('asks for the code, and limits the checks from one address (429)', async () => {
      const empty = await api(t.app, 'account/resetpassword/check', {});
      expect(empty.status).toBe(400);
      expect(issuesOf(empty)).toHaveProperty('code');
      const ip = '10.250.1.1';
      let last = await check('made-up-code-made-up-code', ip);
      for (let i = 0; i < 40 && last.status === 200; i += 1) last = await check('made-up-code', ip);
      expect(last.status).toBe(429);
      expect(errorOf(last).code).toBe('rate_limited');
    });
  });

  it('ends the older links when one is used', async () => {
    const { email } = await registerUser(t.app);
    const first = await codeFor(email);
    const second = await codeFor(email);
    expect(second).not.toBe(first);
    expect(
      (
        await api(t.app, 'account/resetpassword', {
          code: second,
          password: 'fresh-password-9',
          rpassword: 'fresh-password-9',
        })
      ).status,
    ).toBe(200);
    const res = await api(t.app, 'account/resetpassword', {
      code: first,
      password: 'other-password-8',
      rpassword: 'other-password-8',
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('reset_code_invalid');
  });

  it('gives an unknown address exactly the same answer, and sends no e-mail', async () => {
    const { email } = await registerUser(t.app);
    const known = await requestReset(t, email);
    await mailFor(email);
    const nobody = uniqueEmail('nobody');
    const unknown = await requestReset(t, nobody);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    // The e-mail of a known address is sent before the answer; give a stray one time to arrive anyway.
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsFor(nobody)).toHaveLength(0);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, nobody)),
    ).toHaveLength(0);
  });

  it('finds the account whatever the letter case of the address', async () => {
    const { email } = await registerUser(t.app);
    await requestReset(t, email.toUpperCase());
    const mail = await mailFor(email);
    expect(recipients(mail)).toEqual([email]);
  });

  it('refuses mismatching passwords with 400 passwords_mismatch, and the code still works after', async () => {
    const { email } = await registerUser(t.app);
    const code = await codeFor(email);
    const res = await api(t.app, 'account/resetpassword', {
      code,
      password: 'fresh-password-9',
      rpassword: 'fresh-password-0',
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('invalid_input');
    expect(issuesOf(res)).toEqual({ rpassword: 'passwords_mismatch' });
    const ok = await api(t.app, 'account/resetpassword', {
      code,
      password: 'fresh-password-9',
      rpassword: 'fresh-password-9',
    });
    expect(ok.status).toBe(200);
  });

  it.each([
    ['a short password', { password: 'abc', rpassword: 'abc' }, 'password', 'password_min'],
    ['a missing password', { rpassword: 'fresh-password-9' }, 'password', 'password_required'],
    ['a missing repeat', { password: 'fresh-password-9' }, 'rpassword', 'confirm_password'],
  ])('refuses %s with the new-password rules', async (_, body, field, code) => {
    const { email, password } = await registerUser(t.app);
    const resetCode = await codeFor(email);
    const res = await api(t.app, 'account/resetpassword', { code: resetCode, ...body });
    expect(res.status).toBe(400);
    expect(issuesOf(res)[field]).toBe(code);
    expect((await login(t.app, email, password)).status).toBe(200);
  });

  it.each([
    ['a missing address', {}, 'email_required'],
    ['an address that is not one', { email: 'nope' }, 'email_invalid'],
  ])('refuses a request with %s', async (_, body, code) => {
    const res = await api(t.app, 'account/resetpassword', body);
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual({ email: code });
  });

  it('ends the existing sessions of the account', async () => {
    const { email, password, token } = await registerUser(t.app);
    const other = (await login(t.app, email, password, { remember: 1 })).token!;
    const stranger = await registerUser(t.app);
    expect((await api(t.app, 'account/user', {}, { token })).status).toBe(200);
    const code = await codeFor(email);
    const res = await api(
      t.app,
      'account/resetpassword',
      { code, password: 'fresh-password-9', rpassword: 'fresh-password-9' },
      { token },
    );
    expect(res.status).toBe(200);
    for (const old of [token, other]) {
      const restored = await api(t.app, 'account/user', {}, { token: old });
      expect(restored.status).toBe(401);
      expect(errorOf(restored).code).toBe('session_expired');
    }
    expect((await api(t.app, 'account/user', {}, { token: stranger.token })).status).toBe(200);
  });
});

describe('account/resetpassword without SMTP (the outbox)', () => {
  const t = useTestApp();

  it("stores the message in email_outbox with status 'stored', and its link works", async () => {
    const { email, password } = await registerUser(t.app, { lang: 'pt' });
    const res = await requestReset(t, email);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(enApi.reset_link_sent);
    // The e-mail leaves off the request path: it lands shortly after the answer.
    const storedMails = () =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    await expect.poll(async () => (await storedMails()).length).toBe(1);
    const stored = await storedMails();
    const [mail] = stored;
    expect(mail).toMatchObject({
      status: 'stored',
      language: 'pt',
      template: 'reset_password',
      sentAt: null,
    });
    expect(mail!.html).toContain('<html');
    const code = codeFromLink(mail!.text, t.config.publicUrl, 'pt');
    const reset = await api(t.app, 'account/resetpassword', {
      code,
      password: 'fresh-password-9',
      rpassword: 'fresh-password-9',
    });
    expect(reset.status).toBe(200);
    expect((await login(t.app, email, 'fresh-password-9')).status).toBe(200);
    expect((await login(t.app, email, password)).status).toBe(401);
  });

  it('stores nothing for an unknown address', async () => {
    const nobody = uniqueEmail('nobody');
    const res = await requestReset(t, nobody);
    expect(res.status).toBe(200);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, nobody)),
    ).toHaveLength(0);
  });
});
