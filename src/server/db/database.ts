import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readOrCreateSecret, type Config } from '../config';
import { createDatabase, runMigrations, type Database } from './client';
import { EmbeddedDatabaseError, embeddedUrl, startEmbeddedPostgres } from './embedded';

export interface DatabaseHandle {
  db: Database;
  url: string;
  /** Closes the pool, and stops the embedded server when this process started it. */
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded server (decisions D2), then migrates. */
export async function openDatabase(
  config: Config,
  logger: FastifyBaseLogger,
  /** Work done once per start under the same lock as the migrations (demo data). */
  afterMigrations?: (db: Database) => Promise<void>,
  /**
   * A command (not the server) works on the embedded server `npm start` runs when there is one; the
   * server itself always starts its own, stopping one a killed run left behind.
   */
  options: { joinRunning?: boolean } = {},
): Promise<DatabaseHandle> {
  let url = config.databaseUrl ?? (options.joinRunning ? await runningEmbeddedUrl(config) : undefined);
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dataDir: join(config.dataDir, 'postgres'),
      password: readOrCreateSecret(config.dataDir, 'postgres-password'),
      logger,
    });
    try {
      await ensureDatabase(embedded.adminUrl, 'brigade');
    } catch (error) {
      await embedded.stop();
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL started but refused the app (${error instanceof Error ? error.message : String(error)}): if DATA_DIR/secrets was deleted or changed, stop, delete DATA_DIR/postgres and start again.`,
      );
    }
    url = embedded.urlFor('brigade');
    const portFile = join(config.dataDir, embeddedPortFile);
    writeFileSync(portFile, `${embedded.port}\n`, { mode: 0o600 });
    stopEmbedded = async () => {
      rmSync(portFile, { force: true });
      await embedded.stop();
    };
  }
  const db = createDatabase(url);
  try {
    await withStartupLock(db, async () => {
      await runMigrations(db);
      await afterMigrations?.(db);
    });
  } catch (error) {
    await db.$client.end();
    await stopEmbedded?.();
    throw error;
  }
  return {
    db,
    url,
    async close() {
      await db.$client.end();
      await stopEmbedded?.();
    },
  };
}

/** Where a process that started the embedded server writes its port, for the commands to join it. */
const embeddedPortFile = 'postgres.port';

/**
 * The embedded server another process of this DATA_DIR runs (`npm start`), when one answers: a command
 * (`npm run staff:create`, `npm run moderation`) then works on it beside the server instead of starting
 * its own on the same folder, which would stop the server's. Undefined when none runs.
 */
async function runningEmbeddedUrl(config: Config): Promise<string | undefined> {
  let port: number;
  try {
    port = Number(readFileSync(join(config.dataDir, embeddedPortFile), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(port) || port <= 0) return undefined;
  const password = readOrCreateSecret(config.dataDir, 'postgres-password');
  const url = embeddedUrl(password, port, 'brigade');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    // A file left by a server that was killed: start one as usual.
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Two instances starting together against one database take turns: migrations and demo data run
 * under a PostgreSQL advisory lock held by one connection.
 */
async function withStartupLock(db: Database, work: () => Promise<void>): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', ['brigade:startup']);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', ['brigade:startup']);
    }
  } finally {
    client.release();
  }
}
