import { beforeEach, describe, expect, it } from 'vitest';
import frValidation from '../../src/shared/i18n/fr/validation.json';
import { passwordResets } from '../../src/server/db/schema/index';
import { hashToken } from '../../src/server/lib/tokens';
import {
  api,
  clearRateLimits,
  countAccounts,
  freshIp,
  issueMessage,
  issuesOf,
  login,
  registerForm,
  registerUser,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';

/** The spec's 6-character minimum stays, but the most common passwords are refused everywhere. */
describe('common passwords', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  it.each(['123456', 'aaaaaa', 'Password', 'qwerty123'])(
    'register refuses %s with password_common',
    async (pw) => {
      const before = await countAccounts(t);
      const res = await api(
        t.app,
        'account/register',
        registerForm({ password: pw, rpassword: pw, lang: 'fr' }),
        {
          ip: freshIp(),
        },
      );
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({ password: 'password_common' });
      expect(issueMessage(res, 'password')).toBe(frValidation.password_common);
      expect(await countAccounts(t)).toBe(before);
    },
  );

  it('register still takes an uncommon 6-character password', async () => {
    const res = await api(
      t.app,
      'account/register',
      registerForm({ password: 'tx9!qz', rpassword: 'tx9!qz' }),
      {
        ip: freshIp(),
      },
    );
    expect(res.status).toBe(201);
  });

  it('settings refuses a common new password and keeps the old one', async () => {
    const { token, email, password } = await registerUser(t.app);
    const res = await api(
      t.app,
      'account/settings',
      { contactemail: email, currentpassword: password, password: '123456', rpassword: '123456' },
      { token },
    );
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual({ password: 'password_common' });
    expect((await login(t.app, email, password)).status).toBe(200);
  });

  it('a reset refuses a common new password and leaves the code usable', async () => {
    const { user, email } = await registerUser(t.app);
    const code = 'a-reset-code-for-the-common-password-test';
    await t.database.db.insert(passwordResets).values({
      accountId: user.id,
      codeHash: hashToken(t.config.sessionSecret, code),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const refused = await api(t.app, 'account/resetpassword', {
      code,
      password: 'aaaaaa',
      rpassword: 'aaaaaa',
    });
    expect(refused.status).toBe(400);
    expect(issuesOf(refused)).toEqual({ password: 'password_common' });
    const done = await api(t.app, 'account/resetpassword', {
      code,
      password: 'a-sturdy-new-pass',
      rpassword: 'a-sturdy-new-pass',
    });
    expect(done.status).toBe(200);
    expect((await login(t.app, email, 'a-sturdy-new-pass')).status).toBe(200);
  });
});
