import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases';

export default defineConfig({
  resolve: { alias: pathAliases() },
  test: {
    // A test fails on an unexpected console.error (tests/fail-on-console.ts).
    setupFiles: ['./tests/fail-on-console.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
