import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { accounts } from '../../src/server/db/schema/index';
import { api, clearRateLimits, errorOf, login, registerUser } from '../api-helpers';
import { testOrigin, useTestApp } from '../build-test-app';

/** State changes authenticated by a cookie must prove they come from a page of PUBLIC_URL. */
describe('cross-origin checks', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  async function contactEmailOf(id: number) {
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
    return row!.contactEmail;
  }

  it('refuses a cookie-authenticated POST with no Origin, Referer or Sec-Fetch-Site, and saves nothing', async () => {
    const { token, user, email } = await registerUser(t.app);
    const res = await api(
      t.app,
      'account/settings',
      { contactemail: 'forged@example.com' },
      { token, origin: null },
    );
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe('cross_origin');
    expect(await contactEmailOf(user.id)).toBe(email);
  });

  it('refuses a cookie-authenticated POST whose only marker is a same-origin Referer', async () => {
    const { token } = await registerUser(t.app);
    const res = await api(t.app, 'account/logout', {}, { token, origin: null, referer: `${testOrigin}/en/` });
    expect(res.status).toBe(403);
    expect((await api(t.app, 'account/user', {}, { token })).status).toBe(200);
  });

  it('accepts a cookie-authenticated POST with Sec-Fetch-Site: same-origin only', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await api(
      t.app,
      'account/settings',
      { contactemail: 'fetch@example.com' },
      { token, origin: null, headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(res.status).toBe(200);
    expect(await contactEmailOf(user.id)).toBe('fetch@example.com');
  });

  it('does not trust an Origin that merely equals a forged Host header', async () => {
    const { token, user, email } = await registerUser(t.app);
    const res = await api(
      t.app,
      'account/settings',
      { contactemail: 'forged@example.com' },
      { token, origin: 'http://evil.example', headers: { host: 'evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(await contactEmailOf(user.id)).toBe(email);
    // Nor without a cookie (a login CSRF through a forged Host).
    const { email: other, password } = await registerUser(t.app);
    const forgedLogin = await login(
      t.app,
      other,
      password,
      {},
      { origin: 'http://evil.example', headers: { host: 'evil.example' } },
    );
    expect(forgedLogin.status).toBe(403);
  });

  it('refuses a cross-site Sec-Fetch-Site without Origin', async () => {
    const { token } = await registerUser(t.app);
    const res = await api(
      t.app,
      'account/logout',
      {},
      { token, origin: null, headers: { 'sec-fetch-site': 'same-site' } },
    );
    expect(res.status).toBe(403);
  });

  it('leaves bearer-token clients alone: no Origin needed, even with a stale cookie', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await api(
      t.app,
      'account/settings',
      { contactemail: 'native@example.com' },
      { bearer: token, origin: null },
    );
    expect(res.status).toBe(200);
    expect(await contactEmailOf(user.id)).toBe('native@example.com');
    const { email, password } = await registerUser(t.app);
    const again = await login(t.app, email, password, {}, { origin: null, token: 'an-old-cookie' });
    expect(again.status).toBe(200);
  });
});

/**
 * PUBLIC_URL unset: the app is this machine's, `http://localhost:PORT`, and a browser may have opened it
 * at any spelling of the loopback address; none of another port, scheme or host.
 */
describe('cross-origin checks with PUBLIC_URL unset', () => {
  const unset = loadConfig({ NODE_ENV: 'test', PORT: '3000', SESSION_SECRET: 'x'.repeat(40) });
  const t = useTestApp({ publicUrl: unset.publicUrl, publicUrlGiven: unset.publicUrlGiven });
  beforeEach(() => clearRateLimits(t));

  it('reads the default address as localhost with the port', () => {
    expect([unset.publicUrl, unset.publicUrlGiven]).toEqual([testOrigin, false]);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'takes the forms of a page at %s',
    async (origin) => {
      const { token, user } = await registerUser(t.app);
      const res = await api(
        t.app,
        'account/settings',
        { contactemail: 'loop@example.com' },
        { token, origin },
      );
      expect(res.status, res.text).toBe(200);
      const signup = await api(
        t.app,
        'account/preregister',
        { email: `new-${user.id}@example.com` },
        { origin },
      );
      expect(signup.status, signup.text).toBe(200);
    },
  );

  it.each([
    'http://127.0.0.1:3001',
    'https://127.0.0.1:3000',
    'http://127.0.0.2:3000',
    'http://localhost.example:3000',
  ])('refuses a page at %s', async (origin) => {
    const { token } = await registerUser(t.app);
    const res = await api(t.app, 'account/settings', { contactemail: 'loop@example.com' }, { token, origin });
    expect([res.status, errorOf(res).code]).toEqual([403, 'cross_origin']);
  });
});

describe('cross-origin checks with PUBLIC_URL naming localhost', () => {
  const t = useTestApp();

  it('takes that origin only', async () => {
    const { token } = await registerUser(t.app);
    const res = await api(
      t.app,
      'account/settings',
      { contactemail: 'loop@example.com' },
      { token, origin: 'http://127.0.0.1:3000' },
    );
    expect([res.status, errorOf(res).code]).toEqual([403, 'cross_origin']);
  });
});
