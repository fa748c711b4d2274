import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readOrCreateSecret, type Config } from '../config';
import { createDatabase, runMigrations, type Database } from './client';
import { EmbeddedDatabaseError, startEmbeddedPostgres } from './embedded';

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
): Promise<DatabaseHandle> {
  let url = config.databaseUrl;
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
    stopEmbedded = embedded.stop;
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
