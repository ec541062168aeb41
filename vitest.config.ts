import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { POSTGRES_SUITE } from './lib/testing/postgres-suite.mjs';
import { sharedTestFiles } from './lib/testing/test-isolation.mjs';

// Two projects. `unit` is every test, the service's on SQLite. `postgres` runs the service's
// contract suite (the HTTP tests, the store and statistics contracts) and the app database's
// people tests again on PostgreSQL, plus what only PostgreSQL has (budgets shared by instances):
// whenever a server is named (OFD_TEST_DATABASE_URL or DATABASE_URL), and always in CI, where a
// missing server then fails the run instead of passing it silently
// (lib/service/testing/test-store.ts).
const postgresWanted = Boolean(
  process.env.OFD_TEST_DATABASE_URL || process.env.DATABASE_URL || process.env.CI,
);
const CONTRACT = POSTGRES_SUITE;
// Files that are plain functions of their inputs share a worker's loaded modules (project
// `unit-shared`); every other file gets a fresh process (`unit`). lib/testing/test-isolation.mjs
// says which and why.
const SHARED = process.env.OFD_BENCH ? [] : sharedTestFiles();

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside React Server Components; unit tests run server code directly.
      'server-only': fileURLToPath(new URL('./lib/testing/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // A timeout is a hang guard, not a speed check (speed is measured in bench/): at load 40 on
    // two cores, tests that take 3 s on a quiet machine took over 20.
    testTimeout: 60_000,
    // The same for set-ups: a `beforeAll` that starts the auth library loads it there (it is
    // loaded on first use, lib/auth/server/auth.ts), seconds at a load of 20.
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on two. Most files wait on
    // something (PostgreSQL, an HTTP server, a child process) more than they compute, so more
    // workers than cores keep both busy. The PostgreSQL project keeps one (below).
    maxWorkers: 4,
    // The import's memory test collects garbage before each measurement (import-hostile.test.ts).
    execArgv: ['--expose-gc'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Measurements in bench/ print figures instead of asserting speed; they run with
          // `npm run bench:micro`, not in `npm test`.
          include: process.env.OFD_BENCH
            ? ['bench/**/*.test.ts']
            : ['lib/**/*.test.ts', 'components/**/*.test.ts', 'app/**/*.test.ts'],
          exclude: [
            ...SHARED,
            'lib/service/store/postgres.test.ts',
            'lib/auth/server/app-database.test.ts',
            'lib/security/shared-limits.test.ts',
            'lib/alerts/server/two-evaluators.test.ts',
            '**/*.pg.test.ts',
            'node_modules/**',
          ],
        },
      },
      {
        extends: true,
        test: { name: 'unit-shared', include: SHARED, isolate: false },
      },
      ...(postgresWanted && !process.env.OFD_BENCH
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: CONTRACT,
                // Its files share one database: each works in a schema of its own, but the
                // mirror's one-syncer lock is the database's, so two files at once would see
                // each other's sync as a second syncer.
                maxWorkers: 1,
                env: { OFD_TEST_STORE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
