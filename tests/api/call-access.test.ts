import type { SessionUser } from '../../src/shared/contracts/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, clearRateLimits, dataOf, errorOf, registerUser, staffLogin } from '../api-helpers';
import { useTestApp } from '../build-test-app';

/** Who may make a declared call: checked before its input is read, the same way on every call. */
describe('access of declared calls', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  it('answers a missing session before looking at the input', async () => {
    const res = await api(t.app, 'account/settings', { contactemail: 'not an e-mail' });
    expect(res.status).toBe(401);
    expect(errorOf(res).code).toBe('not_logged_in');
    expect(errorOf(res).issues).toBeUndefined();
  });

  it('gives the same code for the same bad token on every call', async () => {
    for (const path of ['account/user', 'account/settings', 'account/requestsubscription']) {
      const bearer = await api(t.app, path, { type: 1 }, { bearer: 'no-such-token' });
      expect([path, bearer.status, errorOf(bearer).code]).toEqual([path, 401, 'session_expired']);
      const cookie = await api(t.app, path, { type: 1 }, { token: 'no-such-token' });
      expect([path, cookie.status, errorOf(cookie).code]).toEqual([path, 401, 'session_expired']);
    }
  });

  it('refuses an account of another type with forbidden', async () => {
    const { token } = await registerUser(t.app, { type: 'chef' });
    const res = await api(t.app, 'account/requestsubscription', { type: 1 }, { token });
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe('forbidden');
  });

  it('lets staff in as an account, and not into the calls of restaurants', async () => {
    const { token } = await staffLogin(t);
    expect(dataOf<{ user: SessionUser }>(await api(t.app, 'account/user', {}, { token })).user.type).toBe(
      'staff',
    );
    const settings = await api(t.app, 'account/settings', { contactemail: 'team@brigade.test' }, { token });
    expect(settings.status).toBe(200);
    const membership = await api(t.app, 'account/requestsubscription', { type: 1 }, { token });
    expect(errorOf(membership).code).toBe('forbidden');
  });
});
