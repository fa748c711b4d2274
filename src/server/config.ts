import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const flagFromEnv = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** An external PostgreSQL server; when unset the app runs its own embedded one (decisions D2). */
  DATABASE_URL: optionalUrl,
  /** smtp://user:pass@host:port; when unset e-mail is kept in the outbox (decisions D11). */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Brigade <no-reply@brigade.localhost>'),
  /** The address people reach the app at; used in e-mail links and the allowed origin. */
  PUBLIC_URL: optionalUrl,
  /** 1 or 0: the /dev/outbox page on or off (unset: see outboxPageEnabled). */
  OUTBOX_PAGE: z.enum(['0', '1']).optional(),
  CONTACT_EMAIL: z.email().default('hello@brigade.localhost'),
  /** Approve new profiles and offers at once (decisions D6). */
  AUTO_APPROVE: flagFromEnv,
  /** Secret for keyed hashes (session tokens, reset codes); generated once into DATA_DIR when unset. */
  SESSION_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load demo accounts into an empty database at start. */
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  /**
   * How many proxies in front of the app set X-Forwarded-For (0: none). Only that many hops are
   * trusted, so a client cannot choose its own address for the rate limits.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * A Photon-compatible geocoder (…/api answering ?q=&lang=&limit=) for place suggestions; when unset
   * the built-in offline gazetteer answers (decisions D8).
   */
  GEOCODER_URL: optionalUrl,
  /** Scales every rate limit (e.g. 10 for a load test from one address). */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  /**
   * How long a visitor's answer to a public search is kept, in ms (0: not kept; unset: 2000, and 0 under
   * NODE_ENV=test). docs/decisions/029-visitor-answers.md.
   */
  VISITOR_ANSWERS_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * How long a visitor's search page waits at most for the answer of its first search, to send it with
   * the HTML, in ms (0: never sent with the page; unset: 250, and 5000 under NODE_ENV=test, where a
   * cold first search on a busy machine must not leave a page without it).
   * docs/decisions/031-first-answers-in-the-page.md.
   */
  PAGE_ANSWERS_WAIT_MS: z.coerce.number().int().min(0).max(10_000).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /**
   * PUBLIC_URL was set. Unset, `publicUrl` is this machine's `http://localhost:PORT`, and the app is
   * also accepted as opened at `http://127.0.0.1:PORT` or `http://[::1]:PORT` (plugins/cross-origin.ts).
   */
  publicUrlGiven: boolean;
  contactEmail: string;
  autoApprove: boolean;
  sessionSecret: string;
  logLevel: string;
  seedDemo: boolean;
  /** Number of trusted proxy hops (0: the socket's address is the client's). */
  trustProxy: number;
  /** PUBLIC_URL is this machine (localhost): a local demo or development, not a public service. */
  isLocal: boolean;
  rateLimitMultiplier: number;
  /** GEOCODER_URL: an external geocoder for place suggestions; undefined for the built-in gazetteer. */
  geocoderUrl: string | undefined;
  /** OUTBOX_PAGE: undefined when unset. */
  outboxPage?: boolean;
  /** VISITOR_ANSWERS_MS: how long visitors' search answers are kept (0: not at all). */
  visitorAnswersMs: number;
  /** PAGE_ANSWERS_WAIT_MS: how long a page waits for its first answers (0: none sent with pages). */
  pageAnswersWaitMs: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; fails at start with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(publicUrl).hostname);
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    publicUrlGiven: e.PUBLIC_URL !== undefined,
    isLocal,
    contactEmail: e.CONTACT_EMAIL,
    autoApprove: e.AUTO_APPROVE,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir, 'session-secret'),
    logLevel: e.LOG_LEVEL,
    // Demo accounts (with a published password) only where nobody else can reach them, unless asked.
    seedDemo:
      e.SEED_DEMO !== undefined
        ? e.SEED_DEMO === '1' || e.SEED_DEMO === 'true'
        : e.NODE_ENV !== 'test' && isLocal,
    trustProxy: e.TRUST_PROXY,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    geocoderUrl: e.GEOCODER_URL,
    outboxPage: e.OUTBOX_PAGE === undefined ? undefined : e.OUTBOX_PAGE === '1',
    visitorAnswersMs: e.VISITOR_ANSWERS_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
    pageAnswersWaitMs: e.PAGE_ANSWERS_WAIT_MS ?? (e.NODE_ENV === 'test' ? 5000 : 250),
  };
}

/** A secret generated once and kept in DATA_DIR/secrets, readable by the owner only. */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
