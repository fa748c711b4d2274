import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive } from '../processes';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';

const root = mkdtempSync(join(tmpdir(), 'brigade-embedded-'));
chmodSync(root, 0o755);
const dataDir = join(root, 'pg');
const password = 'recovery-test';

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select 1 as n')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** Starts the embedded server in another process and kills that process with SIGKILL once it is up. */
async function startAndKill(): Promise<number> {
  const script = `import { startEmbeddedPostgres } from './src/server/db/embedded.ts';
await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, password: ${JSON.stringify(password)}, durable: false });
console.log('READY');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  const postmasterPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  return postmasterPid;
}

describe('embedded PostgreSQL (decisions D2)', () => {
  it('starts again after the previous run was killed and left its server running', async () => {
    const orphan = await startAndKill();
    expect(isAlive(orphan)).toBe(true);
    const embedded = await startEmbeddedPostgres({ dataDir, password, durable: false });
    try {
      expect(isAlive(orphan)).toBe(false);
      expect(await selectOne(embedded.adminUrl)).toBe(1);
    } finally {
      await embedded.stop();
    }
  });

  it('starts again over a stale postmaster.pid of a dead process', async () => {
    writeFileSync(join(dataDir, 'postmaster.pid'), `999999\n${dataDir}\n0\n5432\n`);
    const embedded = await startEmbeddedPostgres({ dataDir, password, durable: false });
    try {
      expect(await selectOne(embedded.adminUrl)).toBe(1);
    } finally {
      await embedded.stop();
    }
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});

describe('embedded PostgreSQL from a private folder (decisions 009)', () => {
  const asRoot = process.getuid?.() === 0;

  it('starts from inside a mode-700 folder without changing its permissions, keeps its data, and starts afresh once DATA_DIR is deleted', async () => {
    // A clone in root's home: /root is mode 700, so the `postgres` system user cannot enter it.
    const home = mkdtempSync(join(tmpdir(), 'brigade-private-'));
    const systemDir = mkdtempSync(join(tmpdir(), 'brigade-system-'));
    chmodSync(systemDir, 0o755);
    const appData = join(home, 'data');
    mkdirSync(appData);
    const modes = () => [statSync(home).mode & 0o777, statSync(appData).mode & 0o777];
    const before = modes();
    const privateDir = join(appData, 'postgres');
    const start = (pass: string) =>
      startEmbeddedPostgres({ dataDir: privateDir, password: pass, durable: false, systemDir });
    try {
      let embedded = await start('first');
      try {
        expect(await selectOne(embedded.adminUrl)).toBe(1);
        await query(embedded.adminUrl, 'create database kept');
      } finally {
        await embedded.stop();
      }
      expect(modes()).toEqual(before);
      expect(before[0]).toBe(0o700);
      if (asRoot) {
        // The data lives where `postgres` can reach it, and DATA_DIR/postgres says where.
        expect(lstatSync(privateDir).isSymbolicLink()).toBe(true);
        expect(realpathSync(privateDir).startsWith(join(systemDir, 'postgres'))).toBe(true);
      }

      embedded = await start('first');
      try {
        expect(await query(embedded.urlFor('kept'), 'select 1 as n')).toBe(1);
      } finally {
        await embedded.stop();
      }

      // Reset: the folder (and its password) deleted, the next start begins with an empty database.
      rmSync(appData, { recursive: true, force: true });
      mkdirSync(appData, { mode: 0o755 });
      embedded = await start('second');
      try {
        await expect(query(embedded.urlFor('kept'), 'select 1 as n')).rejects.toThrow(/does not exist/);
      } finally {
        await embedded.stop();
      }
    } finally {
      rmSync(home, { recursive: true, force: true });
      rmSync(systemDir, { recursive: true, force: true });
    }
  });

  it('a start that fails says what to do in one line, exits with 1, and leaves no password behind', async () => {
    const home = mkdtempSync(join(tmpdir(), 'brigade-failing-'));
    const before = new Set(leftovers());
    try {
      // An unknown locale makes initdb itself fail, after the password was handed to it.
      const { code, stderr } = await runServer({ DATA_DIR: join(home, 'data'), LC_ALL: 'zz_ZZ.UTF-8' });
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/PostgreSQL could not initialise .*invalid locale settings.*DATABASE_URL/);
      // Other runs may be initialising at the same moment: whatever is new must be private.
      const exposed = leftovers().filter(
        (name) => !before.has(name) && (modeIn(tmpdir(), name) & 0o077) !== 0,
      );
      expect(exposed).toEqual([]);
    } finally {
      const link = join(home, 'data', 'postgres');
      if (existsSync(link) && lstatSync(link).isSymbolicLink())
        rmSync(realpathSync(link), { recursive: true });
      rmSync(home, { recursive: true, force: true });
    }
  });
});

/** Password files (or their folders) an embedded server's first start writes in the temporary folder. */
function leftovers(): string[] {
  return readdirSync(tmpdir()).filter((name) => /^(pg-password-|brigade-initdb-)/.test(name));
}

/** The permission bits of a file, 0 once it is gone. */
function modeIn(dir: string, name: string): number {
  try {
    return statSync(join(dir, name)).mode & 0o777;
  } catch {
    return 0;
  }
}

async function query(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  // The embedded database is the point here, also when the suite itself runs against DATABASE_URL.
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}
