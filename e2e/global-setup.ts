import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDatabase, runMigrations } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { gazetteer } from '../src/server/features/places/gazetteer';
import { startSmtpListener } from '../tests/smtp-listener';
import { e2eSessionSecret } from './secrets';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** A local HTTP endpoint listing the e-mails the SMTP listener received (JSON). */
    mailboxURL: string;
    /** The test database, for set-up the API cannot do (approving a profile, as staff will). */
    databaseURL: string;
  }
}

/**
 * One real server for the browser tests: the built web app (dist/web) served by buildApp() on a free
 * port, an embedded PostgreSQL (or DATABASE_URL's server) with a fresh database, and a real SMTP
 * listener whose messages the tests read through a small local JSON endpoint.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stopPg: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'brigade-e2e-pg-'));
    chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'pg'),
      password: 'test-only',
      durable: false,
    });
    adminUrl = embedded.adminUrl;
    stopPg = embedded.stop;
  }
  const dbName = `brigade_e2e_${process.pid}`;
  await admin(adminUrl, `drop database if exists ${dbName} with (force)`);
  await admin(adminUrl, `create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const db = createDatabase(url.toString(), 10);
  await runMigrations(db);

  // The place gazetteer loaded before the first test, as `npm start` loads it after the start: places
  // are then named in the reader's language whichever test runs first.
  gazetteer();

  const smtp = await startSmtpListener();
  const mailbox: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        smtp.messages.map((m) => ({
          to: [m.to].flat().map((a) => a?.text ?? ''),
          subject: m.subject ?? '',
          text: m.text ?? '',
          html: m.html || '',
          attachments: m.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            size: a.size,
          })),
        })),
      ),
    );
  });
  await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
  const mailboxAddress = mailbox.address();
  const mailboxPort = typeof mailboxAddress === 'object' && mailboxAddress ? mailboxAddress.port : 0;

  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: e2eSessionSecret,
      LOG_LEVEL: 'warn',
    }),
    smtpUrl: smtp.url,
    rateLimitMultiplier: 100,
    port: 0,
  };
  const app = await buildApp({ config, db, serveWeb: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // Links in e-mails must point at this server.
  config.publicUrl = `http://localhost:${port}`;

  project.provide('baseURL', `http://localhost:${port}`);
  project.provide('mailboxURL', `http://127.0.0.1:${mailboxPort}/`);
  project.provide('databaseURL', url.toString());

  return async () => {
    await app.close();
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    await smtp.close();
    await db.$client.end();
    await admin(adminUrl, `drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await stopPg?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

async function admin(connectionString: string, query: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
