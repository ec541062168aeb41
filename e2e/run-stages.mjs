// `npm test`: the stages in order, stopping at the first that fails, and each stage's time printed
// at the end, pass or fail, so that the suite's budget is seen on every run (docs/testing.md).
// The browser stage also leaves Playwright's JSON report, from which e2e/spec-times.mjs prints
// the time of each spec file.
import { spawnSync } from 'node:child_process';

/** [name, command]: each runs in a shell from the repository's root, as npm scripts do. */
const STAGES = [
  ['skip note', 'node e2e/skipped.mjs --start'],
  ['chromium check', 'node e2e/check-chromium.mjs'],
  ['lint', 'npm run lint'],
  ['types', 'npm run typecheck'],
  ['unit tests', 'npm run test:unit'],
  ['build guard', 'npm run test:build-guard'],
  ['build', 'npm run build'],
  ['bundle checks', 'npm run test:bundle && npm run test:js-budget'],
  ['browser tests', 'npm run test:e2e'],
  ['skip report', 'node e2e/skipped.mjs'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;

function run() {
  const times = [];
  let failed;
  for (const [name, command] of STAGES) {
    const started = Date.now();
    const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
    times.push([name, Date.now() - started, status === 0]);
    if (status !== 0) {
      failed = name;
      break;
    }
  }
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log('\nnpm test, stage by stage:');
  for (const [name, ms, ok] of times)
    console.log(`  ${seconds(ms)}  ${name}${ok ? '' : '  FAILED'}`);
  console.log(`  ${seconds(total)}  in all (budget: 15 min quiet, docs/testing.md)`);
  if (failed) {
    console.log(`npm test failed at: ${failed}`);
    process.exit(1);
  }
}

run();
