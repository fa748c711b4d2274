import { defineConfig } from 'vitest/config';
import { pathAliases } from './scripts/path-aliases';

export default defineConfig({
  resolve: { alias: pathAliases() },
  test: {
    // A test fails on an unexpected console.error (tests/fail-on-console.ts).
    setupFiles: ['./tests/fail-on-console.ts'],
    // Three workers on two cores: the API tests wait on PostgreSQL, and two workers left the cores idle a
    // quarter of the time (the whole run took 266 s with two, 239 s with three, on the CI machine).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          // Components and hooks of the web app, rendered in jsdom with the app's providers
          // (src/web/testing/render.tsx): what a browser test need not prove.
          name: 'component',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/web/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/global-setup.ts'],
          setupFiles: ['./tests/per-file.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Each file builds its app on a database of its own (tests/test-db.ts), so files may share a
          // worker's modules: the server is imported once per worker, not once per file.
          isolate: false,
        },
      },
    ],
  },
});
