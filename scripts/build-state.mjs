// What `npm start` builds, from which sources, and whether the last build is older than those sources.
// Each part's stamp (dist/.stamps/<part>) holds a hash of the contents of the files it is built from.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const shared = ['src/shared', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

export const parts = {
  web: {
    output: 'dist/web/index.html',
    inputs: [...shared, 'src/web', 'index.html', 'vite.config.ts', 'tsconfig.web.json'],
  },
  server: {
    output: 'dist/server/main.js',
    inputs: [...shared, 'src/server', 'scripts/build-server.mjs', 'tsconfig.server.json'],
  },
};

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx'))
    .flatMap((entry) => filesUnder(root, join(path, entry.name)))
    .sort();
}

/** A hash of the names and contents of a part's source files (tests left out: they are not built). */
export function sourceHash(root, part) {
  const hash = createHash('sha256');
  for (const file of parts[part].inputs.flatMap((input) => filesUnder(root, input))) {
    hash.update(`${relative(root, join(root, file))}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampFile(root, part) {
  return join(root, 'dist', '.stamps', part);
}

/** Why the part must be built (undefined when its build is up to date), and its sources' hash. */
export function staleness(root, part) {
  const hash = sourceHash(root, part);
  if (!existsSync(join(root, parts[part].output))) return { reason: 'first start', hash };
  const stamp = stampFile(root, part);
  const built = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  return { reason: built === hash ? undefined : 'the sources changed since the last build', hash };
}

/** Records the hash of the sources a build was made from (taken before it started). */
export function recordBuild(root, part, hash) {
  const stamp = stampFile(root, part);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${hash}\n`);
}

const builders = {
  web: ['Building the web app', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']],
  server: ['Building the server', ['scripts/build-server.mjs']],
};

/**
 * Builds each named part that is missing or older than its sources and records it; a part already up
 * to date is left as it is (`npm start` and the browser tests share one build). False if a build failed.
 */
export function buildStale(root, names = Object.keys(parts)) {
  for (const part of names) {
    const { reason, hash } = staleness(root, part);
    if (!reason) continue;
    const [label, args] = builders[part];
    console.log(`${label} (${reason})...`);
    const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
    if (result.status !== 0) return false;
    recordBuild(root, part, hash);
  }
  return true;
}
