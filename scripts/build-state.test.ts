import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordBuild, staleness } from './build-state.mjs';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

function build(part: 'web' | 'server') {
  const { hash } = staleness(root, part);
  write(part === 'web' ? 'dist/web/index.html' : 'dist/server/main.js', 'built');
  recordBuild(root, part, hash);
}

describe('npm start: what needs building', () => {
  it('builds on the first start, not on the next, and again after a pull changed the sources', () => {
    root = mkdtempSync(join(tmpdir(), 'brigade-build-'));
    write('src/web/main.tsx', 'one');
    write('src/server/main.ts', 'one');
    write('src/shared/schema.ts', 'one');
    write('package-lock.json', '{}');
    expect(staleness(root, 'web').reason).toBe('first start');
    build('web');
    build('server');
    expect(staleness(root, 'web').reason).toBeUndefined();
    expect(staleness(root, 'server').reason).toBeUndefined();

    write('src/web/main.tsx', 'two');
    expect(staleness(root, 'web').reason).toBe('the sources changed since the last build');
    expect(staleness(root, 'server').reason).toBeUndefined();
    build('web');

    // Shared code, new files and the lockfile concern both; tests concern neither.
    write('src/shared/new.ts', 'new');
    expect(staleness(root, 'web').reason).toBeDefined();
    expect(staleness(root, 'server').reason).toBeDefined();
    build('web');
    build('server');
    write('src/server/main.test.ts', 'a test');
    expect(staleness(root, 'server').reason).toBeUndefined();
    write('package-lock.json', '{"changed":true}');
    expect(staleness(root, 'server').reason).toBeDefined();
  });

  it('builds again when the build output was removed', () => {
    root = mkdtempSync(join(tmpdir(), 'brigade-build-'));
    write('src/server/main.ts', 'one');
    build('server');
    rmSync(join(root, 'dist/server/main.js'));
    expect(staleness(root, 'server').reason).toBe('first start');
  });
});
