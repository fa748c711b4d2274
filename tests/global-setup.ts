import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, runMigrations } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string for creating and dropping databases on the test server. */
    adminUrl: string;
    /** The migrated database every test file copies (CREATE DATABASE ... TEMPLATE). */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL server per run: DATABASE_URL's when set (CI runs the API tests again against the
 * machine's server), else an embedded one in a temporary folder. Migrations run once, into a template
 * database that each test file copies, so files never share state (decisions D2).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'brigade-test-pg-'));
    // PostgreSQL runs as its own system user when we are root; it must be able to enter the folder.
    chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'pg'),
      password: 'test-only',
      durable: false,
    });
    adminUrl = embedded.adminUrl;
    stop = embedded.stop;
  }
  const templateDatabase = `brigade_template_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database ${templateDatabase}`);
  const db = createDatabase(withDatabase(adminUrl, templateDatabase), 2);
  try {
    await runMigrations(db);
  } finally {
    await db.$client.end();
  }
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await adminQuery(adminUrl, `drop database if exists ${templateDatabase} with (force)`).catch(
      () => undefined,
    );
    await stop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
