import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import esValidation from '../../src/shared/i18n/es/validation.json';
import { sessions } from '../../src/server/db/schema/index';
import { api, clearRateLimits, issueMessage, issuesOf, login, registerUser } from '../api-helpers';
import { useTestApp } from '../build-test-app';

/** A new password in account/settings needs the current one, or a login of the last 15 minutes. */
describe('account/settings: changing the password', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  /** Makes the session look opened `minutes` ago. */
  async function ageSession(token: string, minutes: number) {
    const res = await api<{ user: { id: number } }>(t.app, 'account/user', {}, { token });
    const accountId = (res.body as { data: { user: { id: number } } }).data.user.id;
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(sessions.accountId, accountId));
  }

  function change(token: string, email: string, extra: Record<string, unknown> = {}, lang = 'en') {
    return api(
      t.app,
      'account/settings',
      { contactemail: email, password: 'brand-new-pass', rpassword: 'brand-new-pass', lang, ...extra },
      { token },
    );
  }

  it('accepts the right current password, even long after the login', async () => {
    const { token, email, password } = await registerUser(t.app);
    await ageSession(token, 60 * 24);
    const res = await change(token, email, { currentpassword: password });
    expect(res.status).toBe(200);
    expect((await login(t.app, email, 'brand-new-pass')).status).toBe(200);
  });

  it('refuses a wrong current password with a field issue, and keeps the old password', async () => {
    const { token, email, password } = await registerUser(t.app);
    const res = await change(token, email, { currentpassword: 'not-my-password' }, 'es');
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual({ currentpassword: 'current_password_wrong' });
    expect(issueMessage(res, 'currentpassword')).toBe(esValidation.current_password_wrong);
    expect((await login(t.app, email, password)).status).toBe(200);
    expect((await login(t.app, email, 'brand-new-pass')).status).toBe(401);
  });

  it('refuses a wrong current password even right after the login', async () => {
    const { token, email } = await registerUser(t.app);
    const res = await change(token, email, { currentpassword: 'not-my-password' });
    expect(issuesOf(res)).toEqual({ currentpassword: 'current_password_wrong' });
  });

  it('accepts the spec payload (no current password) within 15 minutes of the login', async () => {
    const { email, password } = await registerUser(t.app);
    const { token } = await login(t.app, email, password);
    await ageSession(token!, 14);
    const res = await change(token!, email);
    expect(res.status).toBe(200);
    expect((await login(t.app, email, 'brand-new-pass')).status).toBe(200);
  });

  it.each([
    ['no current password', {}],
    ['an empty current password', { currentpassword: '' }],
  ])('refuses %s after a login older than 15 minutes', async (_, extra) => {
    const { token, email, password } = await registerUser(t.app);
    await ageSession(token, 16);
    const res = await change(token, email, extra);
    expect(res.status).toBe(400);
    expect(issuesOf(res)).toEqual({ currentpassword: 'current_password_required' });
    expect((await login(t.app, email, password)).status).toBe(200);
  });

  it('still saves other settings from an old session without any password', async () => {
    const { token, email } = await registerUser(t.app);
    await ageSession(token, 60);
    const res = await api(t.app, 'account/settings', { contactemail: email, phone: '5555' }, { token });
    expect(res.status).toBe(200);
  });

  it('limits wrong current passwords per account (429)', async () => {
    const { token, email } = await registerUser(t.app);
    let last = 0;
    for (let i = 0; i < 11; i += 1)
      last = (await change(token, email, { currentpassword: `wrong-${i}` })).status;
    expect(last).toBe(429);
  });
});
