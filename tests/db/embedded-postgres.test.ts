import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
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

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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
