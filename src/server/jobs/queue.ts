import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/** The database the queue keeps its jobs in: its pool of connections (db/client.ts's Database has it). */
export interface QueueDatabase {
  $client: Pick<pg.Pool, 'query'>;
}

/** The PostgreSQL schema the queue keeps its tables in (installed with the migrations). */
export const jobSchema = 'pgboss';

/** One attempt of a job, as its handler sees it. */
export interface JobAttempt {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
}

/**
 * A kind of background job, declared by the feature that owns it: a name, what one run does, and how
 * it is retried. A handler that throws fails the attempt; the queue retries it after a delay that
 * doubles each time (with jitter) until `retryLimit` retries have failed, then keeps it as failed.
 */
export interface JobDefinition<T extends object = object> {
  /** Queue name: letters, digits, hyphens. */
  name: string;
  run(data: T, attempt: JobAttempt): Promise<void>;
  /** Retries after the first attempt (default 5). */
  retryLimit?: number;
  /** Delay before the first retry, doubled for each later one (default 30 s). */
  retryDelaySeconds?: number;
  /** An attempt still running after this long (a crashed instance) is failed and retried (default 15 min). */
  expireInSeconds?: number;
  /** A cron expression (UTC): the cluster runs the job once at each of these times, whatever the number of instances. */
  schedule?: string;
}

/** Declares a job with its data type (the queue stores the data as JSON). */
export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

/** Jobs of every instance, from the queue's tables: what waits, what is retried, what failed (kept 7 days). */
export interface JobCounts {
  waiting: number;
  active: number;
  retrying: number;
  failed: number;
}

/** A job as the queue keeps it (JobQueue.find). */
export interface KeptJob {
  id: string;
  /** The value of the field it was found by, as text. */
  key: string;
  /** Its data, when asked for. */
  data?: Record<string, unknown>;
  state: string;
  /** Attempts started: 0 while the first waits. */
  attempts: number;
  created: Date;
}

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs (seconds, at least 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** Replaces every definition's retry delay (tests). */
  retryDelaySeconds?: number;
  /** Replaces every definition's retry limit (tests). */
  retryLimit?: number;
}

export interface JobQueue {
  /** Adds a kind of job; before start(). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Creates the queues, records the schedules and starts a worker per kind of job. */
  start(): Promise<void>;
  /**
   * Queues one job and wakes this instance's worker for it; returns the job's id. With `client`, the
   * job is written on that connection, inside the caller's transaction: call wake() after the commit.
   */
  send<T extends object>(name: string, data: T, options?: { client?: pg.ClientBase }): Promise<string>;
  /** Makes this instance's worker of that kind look for jobs now. */
  wake(name: string): void;
  /** Resolves when each of these jobs has ended its current attempt (done, failed or waiting to be retried). */
  settled(name: string, ids: string[], timeoutMs?: number): Promise<void>;
  counts(): Promise<JobCounts>;
  /**
   * The jobs of a kind whose data's `field` is one of `values` (compared as text), still in the queue
   * or its archive (a finished job is kept some 8 days): newest first, each with the field's value, its
   * state and the attempts it made, and its data when `withData` (a job's data may be large: an
   * e-mail's attachment).
   */
  find(
    name: string,
    field: string,
    values: readonly string[],
    options?: { withData?: boolean },
  ): Promise<KeptJob[]>;
  /** Stops taking jobs and waits for the running ones (bounded); the database stays open. */
  close(): Promise<void>;
}

const defaults = { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 15 * 60 };

/**
 * Durable background jobs on the app's own PostgreSQL (pg-boss, decisions 018): jobs survive a crash
 * and are retried with backoff, schedules run once per cluster, failures are logged and counted.
 */
export function createJobQueue(db: QueueDatabase, options: JobQueueOptions): JobQueue {
  const { log } = options;
  const pollingMs = Math.max(500, (options.pollingIntervalSeconds ?? 2) * 1000);
  const definitions = new Map<string, JobDefinition>();
  /** One loop per kind of job; `wake` cuts its wait short when a job is queued here. */
  const loops = new Map<string, { done: Promise<void>; wake: () => void }>();
  // The queue runs its SQL on the app's pool: no second pool, and the same connection settings.
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.$client.query(text, values) },
    schema: jobSchema,
    // Finished jobs move to the archive after an hour (failed ones after a day) and leave it after 7 days.
    archiveCompletedAfterSeconds: 60 * 60,
    archiveFailedAfterSeconds: 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  let state: 'new' | 'starting' | 'started' | 'closed' = 'new';
  boss.on('error', (err) => {
    // pg-boss's own clock and schedule checks are not waited for when it stops: one under way when the
    // app closes its pool and database fails then, as expected of a stop.
    if (state === 'closed') log.info({ err }, 'job queue work cut short by the stop');
    else log.error({ err }, 'job queue error');
  });
  let starting: Promise<void> | undefined;

  /** Runs one attempt and records its outcome; the queue schedules the retry of a failed one. */
  async function handle(definition: JobDefinition, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const attempt: JobAttempt = {
      id: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    const started = performance.now();
    try {
      await definition.run(job.data, attempt);
    } catch (err) {
      const context = {
        err,
        job: job.name,
        jobId: job.id,
        attempt: attempt.attempt,
        retryLimit: job.retryLimit,
      };
      if (attempt.lastAttempt) log.error(context, 'job failed: no retry left');
      else log.warn(context, 'job failed: it will be retried');
      const message = err instanceof Error ? err.message : String(err);
      await boss.fail(job.name, job.id, { message });
      return;
    }
    log.debug({ job: job.name, jobId: job.id, ms: Math.round(performance.now() - started) }, 'job done');
    await boss.complete(job.name, job.id);
  }

  /**
   * Takes this kind's jobs one at a time while the queue runs: at once while there are some, else
   * after the polling interval (or when send() wakes it). close() waits for the loop to end, so no
   * query runs after the app's pool is closed.
   */
  function startLoop(definition: JobDefinition) {
    let wake = () => {};
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    const done = (async () => {
      while (state === 'started') {
        try {
          const [job] = await boss.fetch<object>(definition.name, { batchSize: 1, includeMetadata: true });
          if (job) {
            await handle(definition, job);
            continue;
          }
        } catch (err) {
          if (state !== 'started') break;
          log.error({ err, job: definition.name }, 'job queue error');
        }
        if (state === 'started') await pause(pollingMs);
      }
    })();
    loops.set(definition.name, { done, wake: () => wake() });
  }

  return {
    define(definition) {
      if (state !== 'new') throw new Error(`job ${definition.name} declared after the queue started`);
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} declared twice`);
      definitions.set(definition.name, definition as unknown as JobDefinition);
    },

    start() {
      starting ??= (async () => {
        state = 'starting';
        await boss.start();
        for (const definition of definitions.values()) {
          const queue = {
            name: definition.name,
            retryLimit: options.retryLimit ?? definition.retryLimit ?? defaults.retryLimit,
            retryDelay:
              options.retryDelaySeconds ?? definition.retryDelaySeconds ?? defaults.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: definition.expireInSeconds ?? defaults.expireInSeconds,
          };
          // Created once for the cluster; settings follow the declaration at each start.
          await boss.createQueue(definition.name, queue);
          await boss.updateQueue(definition.name, queue);
          if (definition.schedule)
            await boss.schedule(definition.name, definition.schedule, {}, { tz: 'UTC' });
        }
        // Closed while starting: close() stops pg-boss once this ends.
        if (state !== 'starting') return;
        state = 'started';
        for (const definition of definitions.values()) startLoop(definition);
      })();
      return starting;
    },

    async send(name, data, sendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      const { client } = sendOptions;
      const id = await boss.send(
        name,
        data,
        client ? { db: { executeSql: (text, values) => client.query(text, values) } } : {},
      );
      if (!id) throw new Error(`job ${name} was not queued`);
      if (!client) loops.get(name)?.wake();
      return id;
    },

    wake(name) {
      loops.get(name)?.wake();
    },

    async settled(name, ids, timeoutMs = 30_000) {
      const end = Date.now() + timeoutMs;
      let left = ids;
      while (left.length > 0) {
        const { rows } = await db.$client.query<{ id: string }>(
          `select id from ${jobSchema}.job where name = $1 and id = any($2::uuid[]) and state in ('created', 'active')`,
          [name, left],
        );
        left = rows.map((r) => r.id);
        if (left.length === 0) return;
        if (Date.now() > end) throw new Error(`jobs of ${name} still running after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },

    async counts() {
      const { rows } = await db.$client.query<{ state: string; count: number }>(
        `select state, count(*)::int as count from (
           select state from ${jobSchema}.job
             where name not like '\\_\\_pgboss%' and state in ('created', 'active', 'retry', 'failed')
           union all
           select state from ${jobSchema}.archive where name not like '\\_\\_pgboss%' and state = 'failed'
         ) j group by state`,
      );
      const of = (s: string) => rows.find((r) => r.state === s)?.count ?? 0;
      return { waiting: of('created'), active: of('active'), retrying: of('retry'), failed: of('failed') };
    },

    async find(name, field, values, findOptions = {}) {
      if (values.length === 0) return [];
      // pg-boss counts a retry when it takes the job again: a job never taken made no attempt.
      const columns = `id, data->>$2 as key, case when $4 then data end as data, state, created_on,
        case when started_on is null then 0 else retry_count + 1 end as attempts`;
      const { rows } = await db.$client.query<{
        id: string;
        key: string;
        data: Record<string, unknown> | null;
        state: string;
        created_on: Date;
        attempts: number;
      }>(
        `select ${columns} from ${jobSchema}.job where name = $1 and data->>$2 = any($3::text[])
         union all
         select ${columns} from ${jobSchema}.archive where name = $1 and data->>$2 = any($3::text[])
         order by created_on desc`,
        [name, field, values, findOptions.withData === true],
      );
      return rows.map((r) => ({
        id: r.id,
        key: r.key,
        ...(r.data ? { data: r.data } : {}),
        state: r.state,
        attempts: r.attempts,
        created: r.created_on,
      }));
    },

    async close() {
      if (state === 'closed') return;
      state = 'closed';
      if (!starting) return;
      await starting.catch(() => undefined);
      for (const loop of loops.values()) loop.wake();
      // Each loop ends after its current job (a job cut off by a crash is retried after expireInSeconds).
      await Promise.all([...loops.values()].map((l) => l.done));
      await boss.stop({ graceful: false, close: false });
    },
  };
}

/** Installs or upgrades the queue's tables (with the app's migrations, so every database has them). */
export async function installJobSchema(db: QueueDatabase): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.$client.query(text, values) },
    schema: jobSchema,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
