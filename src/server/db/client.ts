import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { join } from 'node:path';
import pg from 'pg';
import { installJobSchema } from '../jobs/queue';
import { appRoot } from '../lib/app-root';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** An open transaction: what locks rows (`for update`) takes, so that calling it on the pool does not compile. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The pool or a transaction; reads accept either. */
export type Executor = Database | Transaction;

/**
 * A change that runs in a transaction of its own: the service owns the transaction, its caller (a route,
 * a job) hands it the pool. Written once so that no route opens one.
 */
export function transactional<A extends unknown[], R>(work: (tx: Transaction, ...args: A) => Promise<R>) {
  return (db: Database, ...args: A): Promise<R> => db.transaction((tx) => work(tx, ...args));
}

export const migrationsFolder = join(appRoot, 'src/server/db/migrations');

export function createDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    // A database that hangs must not hold requests forever: fail, answer 503, recover later.
    connectionTimeoutMillis: 5_000,
    statement_timeout: 15_000,
  });
  // A dropped connection must not crash the process; the next query gets a new one.
  pool.on('error', () => undefined);
  return drizzle(pool, { schema }) as Database;
}

/**
 * Applies pending migrations; safe to run at every start (Drizzle keeps a journal table). The job
 * queue's own schema (pgboss) is installed or upgraded by the queue library alongside.
 */
export async function runMigrations(db: Database): Promise<void> {
  // An index built over a large table takes longer than any request may: no statement timeout here.
  const client = await db.$client.connect();
  try {
    await client.query('set statement_timeout = 0');
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    // Back to the pool's own timeout, even after a failed migration.
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
  await installJobSchema(db);
}

/**
 * Runs independent reads side by side when `db` is the pool (each on a connection of its own: one
 * round trip's wait instead of one each), and one after another inside a transaction, whose single
 * connection takes one statement at a time.
 */
export async function sideBySide<T extends readonly unknown[]>(
  db: Executor,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/**
 * The connection a transaction runs on, for what writes beside Drizzle in the same transaction (the
 * job queue's rows); undefined for the pool itself.
 */
export function transactionClient(db: Executor): pg.ClientBase | undefined {
  if ((db as { $client?: unknown }).$client instanceof pg.Pool) return undefined;
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Pool ? undefined : (client as pg.ClientBase | undefined);
}
