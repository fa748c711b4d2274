import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import { api, clearRateLimits, dataOf, errorOf, login, registerUser } from '../api-helpers';
import { useTestApp } from '../build-test-app';

type UserData = { user: SessionUser };

/** Where the session token may come from, which one wins, and who may keep the answers. */
describe('session tokens', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  const restores = async (token: string) =>
    (await api(t.app, 'account/user', {}, { bearer: token })).status === 200;

  it('never takes the token from the URL query', async () => {
    const { token } = await registerUser(t.app);
    const res = await api(
      t.app,
      `/api/account/user?token=${encodeURIComponent(token)}`,
      {},
      { method: 'GET' },
    );
    expect(res.status).toBe(401);
    expect(errorOf(res).code).toBe('not_logged_in');
    const post = await api(t.app, `/api/account/user?token=${encodeURIComponent(token)}`, {});
    expect(errorOf(post).code).toBe('not_logged_in');
  });

  it('still restores on GET from the cookie and the bearer header', async () => {
    const { token, user } = await registerUser(t.app);
    const fromCookie = await api<UserData>(t.app, 'account/user', {}, { token, method: 'GET' });
    expect(dataOf(fromCookie).user.id).toBe(user.id);
    const fromBearer = await api<UserData>(t.app, 'account/user', {}, { bearer: token, method: 'GET' });
    expect(dataOf(fromBearer).user.id).toBe(user.id);
  });

  it('a bad token in the body does not clear a valid cookie: the cookie restores', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await api<UserData>(t.app, 'account/user', { token: 'no-such-token' }, { token });
    expect(res.status).toBe(200);
    expect(dataOf(res).user.id).toBe(user.id);
    expect(res.cookie).toBeUndefined();
    expect(await restores(token)).toBe(true);
  });

  it('a bad bearer token does not hide or clear a valid cookie, on any call', async () => {
    const { token, email } = await registerUser(t.app);
    const res = await api<UserData>(t.app, 'account/user', {}, { token, bearer: 'no-such-token' });
    expect(res.status).toBe(200);
    expect(res.cookie).toBeUndefined();
    const saved = await api(t.app, 'account/settings', { contactemail: email }, { token, bearer: 'bad' });
    expect(saved.status).toBe(200);
  });

  it('logging out with a bearer token and another session’s cookie ends both sessions', async () => {
    const { token, email, password } = await registerUser(t.app);
    const other = (await login(t.app, email, password)).token!;
    // Logout with a bearer token of one session and the cookie of another: both end, as the cookie goes.
    const res = await api(t.app, 'account/logout', {}, { token: other, bearer: token });
    expect(res.status).toBe(200);
    expect(res.cookie!.value).toBe('');
    expect(await restores(other)).toBe(false);
    expect(await restores(token)).toBe(false);
  });

  it.each([
    ['account/user', 'restore'],
    ['account/login', 'login'],
    ['account/register', 'register'],
    ['account/settings', 'settings'],
  ])('%s answers carry Cache-Control: no-store', async (path) => {
    const { token, email, password } = await registerUser(t.app);
    const body: Record<string, Record<string, unknown>> = {
      'account/user': {},
      'account/login': { username: email, password },
      'account/register': {
        email: `x-${Date.now()}@example.com`,
        type: 'chef',
        name: 'Ana Lopez',
        phoneNumber: '600 111 222',
        password: 'kitchen-secret-9',
        rpassword: 'kitchen-secret-9',
      },
      'account/settings': { contactemail: email },
    };
    const res = await api(t.app, path, body[path], {
      token,
      ip: `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('error answers of account calls are not kept either', async () => {
    const res = await api(t.app, 'account/user', {}, { token: 'no-such-token' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
