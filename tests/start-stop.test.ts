import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from './processes';

// `npm start` as a person runs it, on a data folder of its own; it builds first if dist is stale.
const dataDir = mkdtempSync(join(tmpdir(), 'brigade-start-'));
afterAll(() => {
  // As root, from a folder the postgres user cannot enter, the data lives elsewhere (decisions 009).
  const cluster = join(dataDir, 'postgres');
  if (existsSync(cluster) && lstatSync(cluster).isSymbolicLink())
    rmSync(realpathSync(cluster), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start() {
  const port = await freePort();
  // The embedded database is the point here, also when the suite itself runs against DATABASE_URL.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  const npm = spawn('npm', ['start'], {
    // A process group of its own, as in a terminal: Ctrl-C signals the whole group.
    detached: true,
    env: { ...env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Brigade is running')) resolve();
    };
    npm.stdout.on('data', read);
    npm.stderr.on('data', read);
    void exited.then(() => reject(new Error(`npm start ended early:\n${output}`)));
  });
  const pidFile = join(realpathSync(join(dataDir, 'postgres')), 'postmaster.pid');
  const postgres = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  expect(isAlive(postgres)).toBe(true);
  /** The server's log lines (JSON) of level error or above, so far. */
  const errorLines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 50);
  return { npm, exited, postgres, pidFile, port, errorLines };
}

async function gone(pid: number, ms = 20_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (isAlive(pid) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

async function serving(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
}

describe('stopping npm start', () => {
  // Each stops the server and the embedded PostgreSQL with no error in the server's log: npm passing a
  // group's signal on again while the server stops is expected.
  it.each([
    ['SIGTERM to npm alone', (npm: ChildProcess) => npm.kill('SIGTERM')],
    ['Ctrl-C (SIGINT to the process group)', (npm: ChildProcess) => process.kill(-npm.pid!, 'SIGINT')],
    ['SIGTERM to the process group', (npm: ChildProcess) => process.kill(-npm.pid!, 'SIGTERM')],
  ])(
    '%s stops the server and the embedded PostgreSQL, logging no error',
    async (_, stop) => {
      const { npm, exited, postgres, pidFile, port, errorLines } = await start();
      stop(npm);
      await exited;
      expect(await gone(postgres)).toBe(true);
      expect(existsSync(pidFile)).toBe(false);
      expect(await serving(port)).toBe(false);
      expect(errorLines()).toEqual([]);
    },
    240_000,
  );
});
