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
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: two browsers at a time.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
