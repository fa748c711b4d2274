import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import enErrors from '../../src/shared/i18n/en/errors.json';
import { loginDelays, rateLimits } from '../../src/server/features/accounts/rate-limits';
import { api, clearRateLimits, freshIp, login, registerUser, uniqueEmail } from '../api-helpers';
import { useTestApp } from '../build-test-app';

/** Wrong passwords slow further attempts down with growing waits; nobody can lock an account. */
describe('login delays', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  /** Moves every recorded failure `seconds` into the past (time passing). */
  async function wait(seconds: number) {
    await t.database.db.execute(
      sql`update rate_limits set window_start = window_start - make_interval(secs => ${seconds})`,
    );
  }

  it('after 10 wrong passwords from one address, the right one works again once the wait is over', async () => {
    const { email, password } = await registerUser(t.app);
    const ip = freshIp();
    for (let failures = 0; failures < 10;) {
      const res = await login(t.app, email, 'wrong-password', {}, { ip });
      if (res.status === 429) await wait(Number(res.headers['retry-after']));
      else failures += Number(res.status === 401);
    }
    const refused = await login(t.app, email, password, {}, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      data: null,
      code: 'rate_limited',
      message: enErrors.rate_limited,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await wait(retryAfter);
    expect((await login(t.app, email, password, {}, { ip })).status).toBe(200);
  });

  it('waits grow with each further failure', async () => {
    const { email } = await registerUser(t.app);
    const ip = freshIp();
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await login(t.app, email, 'wrong-password', {}, { ip });
      if (res.status === 429) {
        waits.push(Number(res.headers['retry-after']));
        await wait(Number(res.headers['retry-after']));
        await login(t.app, email, 'wrong-password', {}, { ip });
      }
    }
    expect(waits.length).toBeGreaterThan(2);
    expect(waits.at(-1)!).toBeGreaterThan(waits[0]!);
  });

  it('100 wrong passwords from everywhere do not lock the owner out: from a fresh address, a short wait at most', async () => {
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 100; i++) {
      const res = await login(t.app, email, 'wrong-password');
      if (res.status === 429) await wait(Number(res.headers['retry-after']));
    }
    const res = await login(t.app, email, password);
    if (res.status === 429) {
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeLessThanOrEqual(loginDelays.perAccount.maxMs / 1000);
      await wait(retryAfter);
      expect((await login(t.app, email, password)).status).toBe(200);
    } else {
      expect(res.status).toBe(200);
    }
  });

  it('counts the address whatever its letter case', async () => {
    const { email, password } = await registerUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < loginDelays.perAccountAndAddress.free + 1; i++)
      await login(t.app, i % 2 ? email.toUpperCase() : email, 'wrong-password', {}, { ip });
    expect((await login(t.app, email, password, {}, { ip })).status).toBe(429);
  });

  it('does not slow another account down', async () => {
    const victim = await registerUser(t.app);
    const other = await registerUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < 8; i++) await login(t.app, victim.email, 'wrong-password', {}, { ip });
    expect((await login(t.app, other.email, other.password, {}, { ip })).status).toBe(200);
  });

  it('slows one client address trying many accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < loginDelays.perAddress.free; i++)
      expect((await login(t.app, uniqueEmail('spray'), 'wrong-password', {}, { ip })).status).toBe(401);
    const res = await login(t.app, uniqueEmail('spray'), 'wrong-password', {}, { ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('fixed-window limits carry Retry-After too (sign-up)', async () => {
    const ip = freshIp();
    let res = await api(t.app, 'account/preregister', { email: uniqueEmail(), terms: 1 }, { ip });
    for (let i = 0; i < rateLimits.preregisterPerIp.limit; i++)
      res = await api(t.app, 'account/preregister', { email: uniqueEmail(), terms: 1 }, { ip });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rateLimits.preregisterPerIp.windowMs / 1000);
  });
});
