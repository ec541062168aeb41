// What `npm test` could not run on this machine, said out loud: the first and last line of the run
// (package.json). The PostgreSQL half (the unit suite again on PostgreSQL, and the two-instance
// browser tests) needs a server; without one it is skipped and named here, never silently. In CI
// (CI=true) a missing server is a failure instead (docs/testing.md).
//
//   node e2e/skipped.mjs --start   in CI without DATABASE_URL: fail at once
//   node e2e/skipped.mjs           the closing line: what was skipped and how to run it
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { POSTGRES_SUITE } from '../lib/testing/postgres-suite.mjs';

/** The files of the suite, with `*` in the file name expanded. */
function suiteFiles(root) {
  return POSTGRES_SUITE.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const dir = path.dirname(pattern);
    const [head, tail] = path.basename(pattern).split('*');
    return readdirSync(path.join(root, dir))
      .filter((name) => name.startsWith(head) && name.endsWith(tail))
      .map((name) => `${dir}/${name}`);
  });
}

/** The closing report, and whether the run must fail. */
export function skippedReport(env, root = process.cwd()) {
  if (env.OFD_TEST_DATABASE_URL || env.DATABASE_URL) {
    return { fail: false, line: 'npm test ran everything, the PostgreSQL half included.' };
  }
  const files = suiteFiles(root).length;
  const what =
    `${files} PostgreSQL unit test files (vitest project "postgres") and the two-instance ` +
    'browser tests (e2e/instances)';
  if (env.CI) {
    return {
      fail: true,
      line: `CI=true but no DATABASE_URL: ${what} cannot run. bash .ci/run starts a server.`,
    };
  }
  return {
    fail: false,
    line:
      `skipped: ${what}: no DATABASE_URL; run with DATABASE_URL=postgres://… npm test, ` +
      'or bash .ci/run (it starts a throwaway PostgreSQL).',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { fail, line } = skippedReport(process.env);
  const start = process.argv.includes('--start');
  if (fail) {
    console.error(line);
    process.exit(1);
  }
  if (!start) console.log(line);
}
