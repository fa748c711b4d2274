import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/shared/contracts/accounts';
import { sql } from 'drizzle-orm';
import {
  api,
  clearRateLimits,
  dataOf,
  freshIp,
  issuesOf,
  registerUser,
  rows,
  uniqueEmail,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';

/** Numbers are decimal digits; reset answers do not tell who has an account; the outbox stays local. */
describe('strict numbers', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  it.each(['0x1', '1e0', ' 1', '1.0', '+1', '0b1', 'Infinity'])(
    'requestsubscription refuses type=%s',
    async (type) => {
      const { token } = await registerUser(t.app, { type: 'restaurant', name: 'Casa Pepe' });
      const res = await api(t.app, 'account/requestsubscription', { type }, { token, form: true });
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({ type: 'invalid_value' });
    },
  );

  it('requestsubscription still takes 1 as text or number', async () => {
    for (const type of ['1', 1]) {
      const { token } = await registerUser(t.app, { type: 'restaurant', name: 'Casa Pepe' });
      const res = await api<{ user: SessionUser }>(t.app, 'account/requestsubscription', { type }, { token });
      expect(dataOf(res).user.subscription_status).toBe(1);
    }
  });

  it('the contact form refuses an offer id written in hex', async () => {
    const res = await api(
      t.app,
      'contact',
      {
        name: 'Maria',
        surname: 'Lopes',
        email: uniqueEmail(),
        phone: '600 123 456',
        phonecode: '+34',
        subject: 'Hello there',
        message: 'A message long enough',
        offers: '0x10',
        terms: 1,
      },
      { ip: freshIp(), form: true },
    );
    expect(res.status).toBe(400);
    expect(issuesOf(res).offers).toBe('invalid_value');
  });
});

describe('password reset requests', () => {
  const t = useTestApp();
  beforeEach(() => clearRateLimits(t));

  it('answer as fast for an existing address as for an unknown one: the e-mail is queued, not sent', async () => {
    const { email } = await registerUser(t.app);
    const time = async (address: string) => {
      const start = performance.now();
      const res = await api(t.app, 'account/resetpassword', { email: address }, { ip: freshIp() });
      expect(res.status).toBe(200);
      return performance.now() - start;
    };
    // Warm up, then compare medians of a few runs.
    await time(uniqueEmail('nobody'));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(email));
      unknown.push(await time(uniqueEmail('nobody')));
      await clearRateLimits(t);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    expect(median(known)).toBeLessThan(median(unknown) + 150);
    // Each known request's e-mail waits in the outbox for the mail worker, written with its code.
    const [queued] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from email_outbox where to_address = ${email}`,
    );
    expect(queued!.n).toBe(5);
    await t.app.mailer.idle();
  });
});

describe('/dev/outbox', () => {
  const t = useTestApp();

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ['X-Client-IP', { 'x-client-ip': '203.0.113.9' }],
    ['Forwarded', { forwarded: 'for=203.0.113.9' }],
    ['CF-Connecting-IP', { 'cf-connecting-ip': '203.0.113.9' }],
    ['True-Client-IP', { 'true-client-ip': '203.0.113.9' }],
  ])('is refused (404) for a request carrying %s', async (_, headers) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { host: 'localhost', ...headers },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers a local request without forwarding headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('/dev/outbox in production', () => {
  const off = useTestApp({ env: 'production', isLocal: false, publicUrl: 'https://brigade.example' });
  const on = useTestApp({
    env: 'production',
    isLocal: false,
    publicUrl: 'https://brigade.example',
    outboxPage: true,
  });
  const disabled = useTestApp({ env: 'development', outboxPage: false });

  it('is off unless OUTBOX_PAGE=1 enables it', async () => {
    const get = (app: typeof off.app) =>
      app.inject({ method: 'GET', url: '/dev/outbox', headers: { host: 'localhost' } });
    expect((await get(off.app)).statusCode).toBe(404);
    expect((await get(on.app)).statusCode).toBe(200);
    expect((await get(disabled.app)).statusCode).toBe(404);
  });
});
