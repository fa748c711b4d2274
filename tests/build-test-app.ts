import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Envelope } from '../src/shared/contracts/envelope';
import { buildApp } from '../src/server/app';
import { loadConfig, type Config } from '../src/server/config';
import { testLogger } from './server-log';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
}

export const testOrigin = 'http://localhost:3000';

/**
 * Test configuration: no demo data, a fixed secret, quiet logs (the apps of `useTestApp` log their
 * errors to tests/server-log.ts, where an unexpected one fails the test); overrides per file.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-keys',
      LOG_LEVEL: 'silent',
    }),
    publicUrl: testOrigin,
    // As if PUBLIC_URL named it: the test apps answer one origin only.
    publicUrlGiven: true,
    smtpUrl: undefined,
    // Uploads of a test file go to a folder of its own.
    dataDir: mkdtempSync(join(tmpdir(), 'brigade-test-data-')),
    ...overrides,
  };
}

/**
 * Builds the app on a fresh database for the test file (fastify/demo's helper): `const t = useTestApp()`,
 * then `t.app`, `t.database.db` inside tests. Closed and dropped after the file. `serveWeb` adds the web
 * app's pages (the built index.html, or its stand-in).
 */
export function useTestApp(
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  { serveWeb = false }: { serveWeb?: boolean } = {},
): TestApp {
  const state = {} as TestApp;
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.config = testConfig(typeof overrides === 'function' ? overrides() : overrides);
    state.app = await buildApp({
      config: state.config,
      db: state.database.db,
      serveWeb,
      loggerInstance: testLogger(),
    });
    await state.app.ready();
  });
  // A call answered an error code its declaration does not list (src/shared/contracts/call-errors.ts):
  // the test that made it answer so fails, and the code goes into the call's `errors`.
  afterEach(() => {
    const undeclared = [...(state.app?.undeclaredErrors ?? [])];
    state.app?.undeclaredErrors.clear();
    if (undeclared.length)
      throw new Error(
        `error codes their calls do not declare (add them to \`errors\`): ${undeclared.join('; ')}`,
      );
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
    if (state.config?.dataDir.includes('brigade-test-data-'))
      rmSync(state.config.dataDir, { recursive: true, force: true });
  });
  return state;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
  /** The session cookie the answer set, if any. */
  token: string | undefined;
  setCookie: string | undefined;
}

export interface CallOptions {
  token?: string;
  origin?: string | null;
  form?: boolean;
  headers?: Record<string, string>;
  method?: InjectOptions['method'];
}

/** Calls `/api/{path}` through the HTTP layer as the web app does: same origin, JSON (or a form). */
export async function call<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown> | string = {},
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.origin !== null) headers.origin = options.origin ?? testOrigin;
  if (options.token) headers.cookie = `token=${options.token}`;
  let payload: string;
  if (typeof body === 'string') {
    payload = body;
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  } else {
    headers['content-type'] ??= 'application/json';
    payload = JSON.stringify(body);
  }
  const method = options.method ?? 'POST';
  const response = await app.inject({
    method,
    url: `/api/${path}`,
    headers,
    ...(method === 'GET' ? {} : { payload }),
  });
  const setCookie = [response.headers['set-cookie']]
    .flat()
    .find((c): c is string => typeof c === 'string' && c.startsWith('token='));
  const token = setCookie
    ? decodeURIComponent(setCookie.slice(6).split(';')[0] ?? '') || undefined
    : undefined;
  return {
    status: response.statusCode,
    body: response.json() as Envelope<T>,
    headers: response.headers,
    token,
    setCookie,
  };
}
