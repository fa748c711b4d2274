import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases';

/** Browser tests: Playwright (playwright-core) driving Debian's Chromium against the real server. */
export default defineConfig({
  resolve: { alias: pathAliases() },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    // Ten axe scans of one page and its dialogs took 63 s on a slower machine (each scan 5-10 s there).
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // A page's first answer can take a few seconds while the other browser and the server share the
    // two cores: expect.poll waits up to 10 s for it (Vitest's 1 s made first loads fail at random).
    expect: { poll: { timeout: 10_000 } },
    // Two cores: two browsers at a time.
    maxWorkers: 2,
    fileParallelism: true,
    // The files of a worker share its modules, and so its one browser (e2e/fixtures.ts).
    isolate: false,
  },
});
