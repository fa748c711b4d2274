// `npm test`: unit and API tests (embedded PostgreSQL, or DATABASE_URL when set), then the browser
// tests when Debian's Chromium is installed. Prints a closing "N passed, N failed" line.
//   --only-e2e        run only the browser tests
//   --no-e2e          skip the browser tests
//   REQUIRE_BROWSER_TESTS=1  fail instead of skipping when Chromium is missing (CI sets it)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-state.mjs';

const args = new Set(process.argv.slice(2));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;
mkdirSync('.tmp', { recursive: true });

function vitest(label, extraArgs) {
  const report = `.tmp/${label}-report.json`;
  rmSync(report, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { stdio: 'inherit' },
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    if ((json.numTotalTests ?? 0) === 0) {
      console.error(`${label}: no test ran`);
      failed = true;
    }
  }
  if (result.status !== 0) failed = true;
}

if (!args.has('--only-e2e')) {
  console.log(
    `\n== Unit and API tests (${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'}) ==`,
  );
  vitest('unit-api', []);
}

if (!args.has('--no-e2e')) {
  if (existsSync(chromium)) {
    console.log(`\n== Browser tests (Playwright driving ${chromium}) ==`);
    // The build `npm start` made (its test starts it) is reused when the web sources have not changed.
    if (!buildStale(fileURLToPath(new URL('..', import.meta.url)), ['web'])) {
      console.error('The web app did not build; browser tests not run.');
      failed = true;
    } else {
      vitest('e2e', ['--config', 'vitest.e2e.config.ts']);
    }
  } else if (process.env.REQUIRE_BROWSER_TESTS === '1') {
    console.error(
      `\nBrowser tests are required but ${chromium} is not installed (apt-get install chromium).`,
    );
    failed = true;
  } else {
    console.log(
      `\n== Browser tests SKIPPED: ${chromium} is not installed. Install Debian's chromium (apt-get install chromium) to run them. ==`,
    );
  }
}

console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failed || totals.failed > 0 ? 1 : 0);
