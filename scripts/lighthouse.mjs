// `npm run bench`, second part: Lighthouse (mobile preset, simulated throttling) on every public page of
// the built app, served by the production server on a free port with its own embedded PostgreSQL in a
// temporary folder, with the demo data: the information pages, the feed and find pages, and the first
// demo offer, venue and chef page of the sitemap, measured once the first start's background work (the
// demo pictures, the place index) is done. Prints each page's scores against its targets, and fails when one is below its floor
// (docs/performance.md): accessibility, best practices and SEO are held to their targets; performance,
// which moves by a few points with the machine's load, fails below its floor and is reported below its
// target (--strict holds it to the target too).
//
//   node scripts/lighthouse.mjs [--build] [--json file] [--runs n] [--strict] [--pages /en/,/en/find-chefs]
//
// A page below target on a busy machine is measured again (up to --runs times, 3 by default) and its
// best run counts: a slow machine can lower performance once, it cannot raise a score. The whole run is
// bounded: it stops and fails after 9 minutes.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The public pages (the browser test of the public pages reads the same list). */
const publicPages = JSON.parse(readFileSync(new URL('./public-pages.json', import.meta.url), 'utf8'));
/** Minimum score per Lighthouse category (0-100). */
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
const categories = Object.keys(targets);
const strict = process.argv.includes('--strict');
/**
 * Below these the bench fails. Performance's floor guards against regressions: the simulated score
 * starts from real task durations, so the same page scores a few points lower on a busy machine.
 */
const floors = strict ? targets : { ...targets, performance: 75 };

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(name);
  return i === -1 ? undefined : argv[i + 1];
};
const runs = Number(option('--runs') ?? 3);
/** Some of the public pages only (a comma-separated list), while working on them. */
const onlyPages = option('--pages')?.split(',');
const jsonOut = option('--json');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The demo pictures take a minute or two on a small machine before the first page is measured.
const deadlineMs = 9 * 60 * 1000;
const retryBudgetMs = 6 * 60 * 1000;
const startedAt = Date.now();

if (!existsSync(chromiumPath)) {
  const message = `Lighthouse: no Chromium at ${chromiumPath} (apt-get install chromium)`;
  if (process.env.REQUIRE_BROWSER_TESTS === '1') {
    console.error(`${message}: required`);
    process.exit(1);
  }
  console.log(`${message}: skipped`);
  process.exit(0);
}

function build(script, args) {
  const r = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}
if (!existsSync('dist/web/index.html') || argv.includes('--build'))
  build('node_modules/vite/bin/vite.js', ['build', '--logLevel', 'warn']);
if (!existsSync('dist/server/main.js') || argv.includes('--build')) build('scripts/build-server.mjs', []);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const cleanups = [];
async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => {});
}
const timer = setTimeout(async () => {
  console.error(`Lighthouse: not finished after ${deadlineMs / 60000} minutes; stopping`);
  await cleanUp();
  process.exit(1);
}, deadlineMs);

/**
 * The production server on its own embedded database with the demo data, ready when /api/health
 * answers and the start's background work is done: the demo pictures drawn (the server logs when), the
 * gazetteer built, no job waiting.
 */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-lighthouse-'));
  // The embedded PostgreSQL runs as another user when started as root: it must reach its folder.
  chmodSync(dataDir, 0o755);
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
    },
  });
  // The server logs JSON lines: warnings and errors are shown, and the end of the demo pictures awaited.
  let picturesDone = false;
  let pending = '';
  server.stdout.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        console.log(line);
        continue;
      }
      if (/demo pictures are ready|demo photos could not be made/.test(entry.msg ?? '')) picturesDone = true;
      if ((entry.level ?? 0) >= 40) console.log(line);
    }
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  cleanups.push(async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
  });
  for (const started = Date.now(); Date.now() - started < 240_000;) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    const health = await fetch(`${base}/api/health`)
      .then((r) => (r.ok ? r.json() : undefined))
      .catch(() => undefined);
    const jobs = health?.data?.jobs;
    if (health && picturesDone && (!jobs || jobs.waiting + jobs.active === 0)) {
      console.log(`The server's start-up work took ${Math.round((Date.now() - started) / 1000)} s`);
      return base;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not finish its start-up work within 4 minutes');
}

function scoresOf(lhr) {
  return Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
}
const meets = (scores, limits = targets) => categories.every((c) => scores[c] >= limits[c]);
/** The audits of a category that lost points, for the report of a page below target. */
function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} ${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score}`);
}

/** The first offer, venue and chef page of the sitemap (the demo data's), in English. */
async function itemPages(base) {
  const xml = async (path) => (await fetch(new URL(path, base))).text();
  const locs = (text) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const children = locs(await xml('/sitemap.xml'));
  const found = [];
  for (const pattern of [
    /^\/en\/restaurant\/view\/offer\//,
    /^\/en\/restaurant\/view\/home\//,
    /^\/en\/chef\/view\//,
  ]) {
    for (const child of children) {
      const page = locs(await xml(child)).find((path) => pattern.test(path));
      if (page) {
        found.push(page);
        break;
      }
    }
  }
  return found;
}

/** What the largest paint was (a selector and its text), to tell what a page waits for. */
function lcpElement(lhr) {
  const item = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return item ? `${item.selector} "${(item.snippet ?? '').slice(0, 100)}"` : 'unknown';
}

let failed = false;
let belowTarget = false;
try {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const base = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  cleanups.push(async () => chrome.kill());

  const results = [];
  console.log(
    `Lighthouse (mobile preset) on ${base}; targets ${JSON.stringify(targets)}; fails below ${JSON.stringify(floors)}`,
  );
  for (const path of onlyPages ?? [...publicPages, ...(await itemPages(base))]) {
    let best;
    let bestLhr;
    for (let run = 1; run <= runs; run++) {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      // A broken trace (Chromium starved on a busy machine) is measured again.
      if (lhr.runtimeError) {
        console.log(`${path}: run ${run} failed (${lhr.runtimeError.code}); measuring again`);
        continue;
      }
      const scores = scoresOf(lhr);
      if (!best || categories.reduce((s, c) => s + scores[c] - best[c], 0) > 0) {
        best = scores;
        bestLhr = lhr;
      }
      // A retry only while time remains for the pages after this one.
      if (meets(best) || Date.now() - startedAt > retryBudgetMs) break;
    }
    if (!bestLhr) throw new Error(`${path}: no run of Lighthouse finished`);
    const metrics = {
      // Lighthouse's measure of this machine's speed at the time (a busy machine scores lower).
      benchmarkIndex: Math.round(bestLhr.environment.benchmarkIndex),
      lcpMs: Math.round(bestLhr.audits['largest-contentful-paint'].numericValue),
      cls: Number(bestLhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      tbtMs: Math.round(bestLhr.audits['total-blocking-time'].numericValue),
    };
    results.push({ path, ...best, ...metrics });
    const ok = meets(best);
    const aboveFloor = meets(best, floors);
    failed ||= !aboveFloor;
    belowTarget ||= !ok;
    console.log(
      `${path.padEnd(26)} ${categories.map((c) => `${c} ${best[c]}`).join(', ')}; LCP ${metrics.lcpMs} ms, CLS ${metrics.cls}, TBT ${metrics.tbtMs} ms (machine ${metrics.benchmarkIndex})${aboveFloor ? (ok ? '' : '  BELOW TARGET') : '  BELOW FLOOR'}`,
    );
    if (!ok)
      for (const c of categories.filter((c) => best[c] < targets[c]))
        console.log(`    ${c}: ${lostPoints(bestLhr, c).join('; ')}`);
    if (!ok) console.log(`    largest paint: ${lcpElement(bestLhr)}`);
  }
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    failed
      ? 'Lighthouse: a page is below its floor'
      : belowTarget
        ? 'Lighthouse: every page is above its floor; the pages marked BELOW TARGET are not yet at the target'
        : 'Lighthouse: every public page meets its targets',
  );
} catch (error) {
  console.error('Lighthouse could not run:', error instanceof Error ? error.message : error);
  failed = true;
} finally {
  clearTimeout(timer);
  await cleanUp();
}
process.exit(failed ? 1 : 0);
