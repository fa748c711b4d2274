import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import { emailOutbox, rateLimits } from '../../src/server/db/schema/index';
import { mailDeliveryJob } from '../../src/server/lib/mailer';
import { api, rows } from '../api-helpers';
import { testConfig } from '../build-test-app';
import { insertAccount } from '../factories/index';
import { recipients, startSmtpListener, type SmtpListener } from '../smtp-listener';
import { createTestDatabase, type TestDatabase } from '../test-db';

/**
 * Background jobs (decisions 018): e-mail leaves through a durable queue that retries a refused
 * delivery with backoff, a job with no retry left is logged and counted, and the hourly housekeeping
 * is one schedule for the whole cluster however many instances start.
 */

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  attempt?: number;
}

/** An app on its own database whose warnings and errors are kept, with jobs retried after about a second. */
function useJobsApp(jobs: BuildOptions['jobs'], overrides: () => Partial<Config>) {
  const state = {} as { app: FastifyInstance; database: TestDatabase; config: Config; logs: LogLine[] };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.config = testConfig(overrides());
    state.logs = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          state.logs.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    state.app = await buildApp({
      config: state.config,
      db: state.database.db,
      serveWeb: false,
      loggerInstance: pino({ level: 'warn' }, sink),
      jobs,
    });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
    rmSync(state.config.dataDir, { recursive: true, force: true });
  });
  return state;
}

/** Waits until `read` gives a value that `done` accepts. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('e-mail delivery as a background job', () => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  const t = useJobsApp({ retryDelaySeconds: 1, retryLimit: 2, pollingIntervalSeconds: 0.5 }, () => ({
    smtpUrl: listener.url,
  }));

  const outboxRow = async (to: string) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0];
  const health = async () =>
    (await api<{ jobs: Record<string, number> }>(t.app, 'health', {}, { method: 'GET' })).body.data!;

  it('retries a delivery the mail server refuses, and delivers it later', async () => {
    const account = await insertAccount(t.database.db);
    listener.refuseNext(2);
    const refusedBefore = listener.refused;
    const res = await api(t.app, 'account/resetpassword', { email: account.email });
    expect(res.status).toBe(200);

    // The first attempt is refused: the message waits for a retry, with the server's answer.
    const waiting = await eventually(
      () => outboxRow(account.email),
      (row) => row?.error != null,
    );
    expect(waiting).toMatchObject({ status: 'queued', sentAt: null });
    expect(waiting?.error).toMatch(/Try again later/);

    // Two refusals later, the third attempt goes through.
    const mail = await listener.waitFor((m) => recipients(m).includes(account.email.toLowerCase()), 15_000);
    expect(mail.subject).toBeTruthy();
    expect(listener.refused - refusedBefore).toBe(2);
    const sent = await eventually(
      () => outboxRow(account.email),
      (row) => row?.status === 'sent',
    );
    expect(sent?.sentAt).toBeInstanceOf(Date);

    // Each retry was logged as one, and the job ended done.
    const retries = t.logs.filter(
      (l) => l.job === mailDeliveryJob && l.msg === 'job failed: it will be retried',
    );
    expect(retries.map((l) => l.attempt)).toEqual([1, 2]);
    const [job] = await rows<{ state: string; retry_count: number }>(
      t,
      sql`select state, retry_count from pgboss.job where name = ${mailDeliveryJob} and data->>'outboxId' = ${String(sent!.id)}`,
    );
    expect(job).toEqual({ state: 'completed', retry_count: 2 });
    expect((await health()).jobs).toMatchObject({ failed: 0 });
  });

  it('delivers a message queued by an instance that stopped before sending it', async () => {
    // An instance whose workers never ran (it stops, or dies, right after answering).
    const stopped = await buildApp({ config: t.config, db: t.database.db, serveWeb: false });
    const to = 'left-behind@brigade.test';
    const { status } = await stopped.mailer.send({
      to,
      subject: 'Left behind',
      html: '<p>Still here</p>',
      text: 'Still here',
      language: 'en',
      template: 'test',
    });
    expect(status).toBe('queued');
    await stopped.close();
    expect(await outboxRow(to)).toMatchObject({ status: 'queued' });

    // The running instance takes the job from the database and sends it.
    const mail = await listener.waitFor((m) => recipients(m).includes(to), 10_000);
    expect(mail.subject).toBe('Left behind');
    await eventually(
      () => outboxRow(to),
      (row) => row?.status === 'sent',
    );
  });

  it("queues an e-mail in the caller's transaction: gone with a rollback, delivered after a commit", async () => {
    const mail = (to: string) => ({
      to,
      subject: `For ${to}`,
      html: '<p>Told</p>',
      text: 'Told',
      language: 'en' as const,
      template: 'test',
    });
    const lost = 'rolled-back@brigade.test';
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.mailer.send(mail(lost), { tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxRow(lost)).toBeUndefined();
    const [jobs] = await rows<{ count: number }>(
      t,
      sql`select count(*)::int as count from pgboss.job where name = ${mailDeliveryJob} and data->>'outboxId' is not null and data->>'outboxId' not in (select id::text from email_outbox)`,
    );
    expect(jobs?.count).toBe(0);

    const told = 'committed@brigade.test';
    await t.database.db.transaction(async (tx) => {
      const { status } = await t.app.mailer.send(mail(told), { tx });
      expect(status).toBe('queued');
    });
    const delivered = await listener.waitFor((m) => recipients(m).includes(told), 10_000);
    expect(delivered.subject).toBe(`For ${told}`);
    await eventually(
      () => outboxRow(told),
      (row) => row?.status === 'sent',
    );
  });

  it('marks a delivery failed when no retry is left, logs it and counts it in /api/health', async () => {
    const account = await insertAccount(t.database.db);
    listener.refuseNext(3);
    const res = await api(t.app, 'account/resetpassword', { email: account.email });
    expect(res.status).toBe(200);

    const failed = await eventually(
      () => outboxRow(account.email),
      (row) => row?.status === 'failed',
    );
    expect(failed?.error).toMatch(/Try again later/);
    expect(failed?.sentAt).toBeNull();
    expect(listener.messages.some((m) => recipients(m).includes(account.email.toLowerCase()))).toBe(false);

    const last = await eventually(
      async () => t.logs.filter((l) => l.job === mailDeliveryJob && l.msg === 'job failed: no retry left'),
      (lines) => lines.length > 0,
    );
    expect(last).toEqual([expect.objectContaining({ level: 50, attempt: 3 })]);
    expect((await health()).jobs).toEqual({ waiting: 0, active: 0, retrying: 0, failed: 1 });
  });
});

describe('the hourly housekeeping', () => {
  const t = useJobsApp({}, () => ({}));

  it('is one schedule for the cluster, however many instances start on the database', async () => {
    // A second instance of the app on the same database.
    const other = await buildApp({ config: t.config, db: t.database.db, serveWeb: false });
    await other.ready();
    try {
      const schedules = await rows<{ name: string; cron: string; timezone: string }>(
        t,
        sql`select name, cron, timezone from pgboss.schedule order by name`,
      );
      expect(schedules).toEqual([
        { name: 'housekeeping', cron: '0 * * * *', timezone: 'UTC' },
        { name: 'premium-periods', cron: '10 0 * * *', timezone: 'UTC' },
        { name: 'recruitment-fees', cron: '20 0 * * *', timezone: 'UTC' },
        { name: 'trial-reminders', cron: '7 * * * *', timezone: 'UTC' },
      ]);
    } finally {
      await other.close();
    }
  });

  it('deletes what has expired when it runs', async () => {
    const db = t.database.db;
    await db.insert(rateLimits).values([
      { key: 'jobs-test:old', windowStart: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000), hits: 1 },
      { key: 'jobs-test:new', windowStart: new Date(), hits: 1 },
    ]);
    const id = await t.app.jobs.send('housekeeping', {});
    await t.app.jobs.settled('housekeeping', [id]);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(left.map((r) => r.key).filter((k) => k.startsWith('jobs-test:'))).toEqual(['jobs-test:new']);
  });
});
