// `npm test` (and, with --check, `npm run check`): the stages in order, stopping at the first that
// fails, and each stage's time printed at the end, pass or fail, so that the suite's budget is
// seen on every run (docs/testing.md). A stage of several commands runs them side by side, each
// one's output held and printed whole when it ends: ESLint and the type checker each use one core,
// so on two cores they cost the time of the longer, not of both. The browser stage also leaves
// Playwright's JSON report, from which e2e/spec-times.mjs prints the time of each spec file.
import { spawn } from 'node:child_process';
import { busyShare, cpuTicks } from './cpu-use.mjs';

/** Whether vitest runs its PostgreSQL project too (the same test as vitest.config.ts). */
const postgresWanted = Boolean(
  process.env.OFD_TEST_DATABASE_URL || process.env.DATABASE_URL || process.env.CI,
);

/**
 * The PostgreSQL project runs its files one at a time (they share one database), and vitest starts
 * it only when the other projects are done: in a run of its own beside them, its waits on the
 * database overlap their computing instead of following it.
 */
const UNIT = postgresWanted
  ? ["npx vitest run --project 'unit*'", 'npx vitest run --project postgres']
  : 'npm run test:unit';

/** [name, command or commands run side by side]: each in a shell from the repository's root. */
const CHECK = [
  ['lint and types', ['npm run lint:eslint', 'npm run typecheck', 'npm run lint:rest']],
  ['unit tests', UNIT],
];
const STAGES = [
  ['skip note', 'node e2e/skipped.mjs --start'],
  ['chromium check', 'node e2e/check-chromium.mjs'],
  ...CHECK,
  ['build guard', 'npm run test:build-guard'],
  // The types were checked two stages before: the build skips its own pass (next.config.js).
  ['build', 'OFD_TYPES_CHECKED=1 npm run build'],
  ['bundle checks', 'npm run test:bundle && npm run test:js-budget'],
  ['browser tests', 'npm run test:e2e'],
  ['skip report', 'node e2e/skipped.mjs'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;

/** Runs one command; its output streams when alone, or is held and printed whole when `held`. */
function runOne(command, held) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: held ? 'pipe' : 'inherit' });
    const chunks = [];
    if (held) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (status) => {
      if (held) process.stdout.write(`\n> ${command}\n${Buffer.concat(chunks).toString()}`);
      resolve(status === 0);
    });
  });
}

async function runStage(commands) {
  if (typeof commands === 'string') return runOne(commands, false);
  const results = await Promise.all(commands.map((command) => runOne(command, true)));
  return results.every(Boolean);
}

async function run(stages, label) {
  const times = [];
  let failed;
  for (const [name, commands] of stages) {
    const started = Date.now();
    const ticks = cpuTicks();
    const ok = await runStage(commands);
    times.push([name, Date.now() - started, ok, busyShare(ticks, cpuTicks())]);
    if (!ok) {
      failed = name;
      break;
    }
  }
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\n${label}, stage by stage (and how busy the cores were):`);
  for (const [name, ms, ok, busy] of times)
    console.log(`  ${seconds(ms)}  ${busy.padStart(4)}  ${name}${ok ? '' : '  FAILED'}`);
  const budget = label === 'npm test' ? '15 min' : '3 min';
  console.log(`  ${seconds(total)}        in all (budget: ${budget} quiet, docs/testing.md)`);
  if (failed) {
    console.log(`${label} failed at: ${failed}`);
    process.exit(1);
  }
}

if (process.argv.includes('--check')) await run(CHECK, 'npm run check');
else await run(STAGES, 'npm test');
