// The unit tests that run a second time on PostgreSQL (the vitest project `postgres`,
// vitest.config.ts): the service's contract suite, the people tests, and what only PostgreSQL has.
// One list, read by vitest and by the end-of-run report of what was skipped (e2e/skipped.mjs).
export const POSTGRES_SUITE = [
  'lib/service/http-*.test.ts',
  'lib/service/store/store-contract.test.ts',
  'lib/service/store/figures-contract.test.ts',
  'lib/service/store/table-counts.test.ts',
  'lib/auth/server/people.test.ts',
  'lib/auth/server/app-database.test.ts',
  'lib/service/store/postgres.test.ts',
  'lib/security/shared-limits.test.ts',
  'lib/alerts/server/two-evaluators.test.ts',
  'lib/alerts/server/evaluate.test.ts',
  'lib/alerts/server/send.test.ts',
  'lib/mirror/server/sync.test.ts',
  'lib/mirror/server/steady.test.ts',
  'lib/mirror/server/*.pg.test.ts',
  'lib/mirror/server/copy-tables.test.ts',
];
