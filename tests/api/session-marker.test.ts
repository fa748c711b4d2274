import { beforeEach, describe, expect, it } from 'vitest';
import { api, clearRateLimits, login, parseSetCookie, registerUser, type ApiResult } from '../api-helpers';
import { useTestApp } from '../build-test-app';

/**
 * The `logged_in` marker (docs/decisions/012-public-pages.md): set and cleared with the HttpOnly token
 * cookie, readable by the page, so the web app asks account/user only when a session may exist.
 */

function cookiesOf(res: ApiResult<unknown>) {
  return [res.headers['set-cookie']]
    .flat()
    .filter((c): c is string => typeof c === 'string')
    .map(parseSetCookie);
}

function marker(res: ApiResult<unknown>) {
  return cookiesOf(res).find((c) => c.name === 'logged_in');
}

describe('the session marker cookie', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  it('login sets it beside the token, readable by scripts, with the same lifetime', async () => {
    const { email, password } = await registerUser(t.app);
    for (const remember of [1, 0]) {
      const res = await login(t.app, email, password, { remember });
      expect(res.status).toBe(200);
      const set = marker(res);
      expect(set).toMatchObject({ value: '1' });
      expect(set!.attributes.httponly).toBeUndefined();
      expect(set!.attributes).toMatchObject({ path: '/' });
      expect(String(set!.attributes.samesite).toLowerCase()).toBe('lax');
      expect(res.cookie!.attributes.httponly).toBe(true);
      expect(set!.expires?.getTime()).toBe(res.cookie!.expires?.getTime());
      if (remember === 0) expect(set!.expires).toBeUndefined();
    }
  });

  it('sign-up sets it too', async () => {
    const res = await api(t.app, 'account/register', {
      email: `marker-${Date.now()}@example.com`,
      type: 'chef',
      name: 'Ana Chef',
      phoneNumber: '600 000 000',
      password: 'secret-pass-1',
      rpassword: 'secret-pass-1',
    });
    expect(res.status).toBe(201);
    expect(marker(res)?.value).toBe('1');
  });

  it('logout clears it with the token', async () => {
    const { token } = await registerUser(t.app);
    const res = await api(t.app, 'account/logout', {}, { token });
    expect(res.status).toBe(200);
    const cleared = marker(res);
    expect(cleared?.value).toBe('');
    expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
    expect(res.cookie?.value).toBe('');
  });

  it('a token that no longer restores clears it with the token', async () => {
    const res = await api(t.app, 'account/user', {}, { token: 'not-a-session' });
    expect(res.status).toBe(401);
    expect(marker(res)?.value).toBe('');
    expect(res.cookie?.value).toBe('');
  });

  it('a visitor (no cookie) gets neither cookie from account/user', async () => {
    const res = await api(t.app, 'account/user', {});
    expect(res.status).toBe(401);
    expect(cookiesOf(res)).toEqual([]);
  });
});
