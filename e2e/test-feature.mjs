// One feature's tests alone, the fast loop while working on it (README.md, docs/testing.md):
//   npm run test:feature -- alerts            its unit tests (paths containing "alerts")
//   npm run test:feature -- alerts --browser  and its browser specs, on a build made first when
//                                             the sources changed since the last one
// Vitest and Playwright both filter test files by the text given, so the name of a feature's
// folder (lib/alerts, components/alerts) or spec (e2e/ui/alerts.spec.ts) selects them.
import { spawnSync } from 'node:child_process';
import { buildReason } from '../lib/launch/start.mjs';

const [feature, ...flags] = process.argv.slice(2);
if (!feature || feature.startsWith('-')) {
  console.error(
    'usage: npm run test:feature -- <feature> [--browser]   e.g. alerts, receipt-search',
  );
  process.exit(2);
}

function step(command, args) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

step('npx', ['vitest', 'run', '--project', 'unit*', '--passWithNoTests', feature]);
if (flags.includes('--browser')) {
  const reason = buildReason();
  if (reason) {
    console.info(`[test:feature] ${reason}: building first`);
    step('npx', ['next', 'build']);
  }
  step('npx', ['playwright', 'test', '--pass-with-no-tests', feature]);
}
