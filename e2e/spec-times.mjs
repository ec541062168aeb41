// The time each browser spec file took in the last run, slowest first, from Playwright's JSON
// report (playwright.config.ts writes it): `node e2e/spec-times.mjs [report.json]`. Retries count.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/e2e-report.json';
const report = JSON.parse(readFileSync(file, 'utf8'));

/** Every spec's file and the summed durations of its results, walking nested suites. */
function collect(suite, into) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      const key = `${test.projectName}: ${spec.file}`;
      const entry = into.get(key) ?? { ms: 0, tests: 0 };
      into.set(key, { ms: entry.ms + ms, tests: entry.tests + 1 });
    }
  }
  for (const child of suite.suites ?? []) collect(child, into);
  return into;
}

const files = collect({ suites: report.suites }, new Map());
const rows = [...files.entries()].sort((a, b) => b[1].ms - a[1].ms);
const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
console.log(
  `browser tests: ${rows.length} spec files, ${(total / 1000).toFixed(0)} s of test time`,
);
console.log(
  `(wall: ${((report.stats?.duration ?? 0) / 1000).toFixed(0)} s with the run's workers)`,
);
for (const [key, { ms, tests }] of rows) {
  console.log(
    `${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} tests  ${key}`,
  );
}
