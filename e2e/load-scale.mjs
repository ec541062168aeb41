// How much longer than on a quiet machine the browser tests may take, from the machine's load: the
// run's scale is chosen once when it starts and handed on to the workers through the environment
// (as the ports are, in e2e/ports.mjs); each test then grows it to the load when it starts
// (`scaleNow`, e2e/support/load-aware-test.ts), since the load at the start of a run says little of
// the load an hour into it (another run may begin beside it). The tests check behaviour, not speed (speed is measured in bench/); at a load of
// 30 on two cores a page that takes 3 s on a quiet machine took over 30, and the 30 s default
// failed tests that were right. E2E_TIMEOUT_SCALE=<n> sets it by hand.
import os from 'node:os';

/** A quiet machine's wait for an `expect`: even in a quiet full run the suite's own two browsers
 * and servers keep the load near 12 on two cores, and a documents page's first load took up to 15 s. */
export const EXPECT_MS = 15_000;

/** Runnable work per core at which the machine counts as quiet, and the most the scale grows. */
const QUIET_PER_CORE = 3;
const MOST = 4;

/** The 1-minute load average per core over QUIET_PER_CORE, between 1 and MOST. */
export function scaleFor(loadAverage, cores) {
  const scale = loadAverage / Math.max(1, cores) / QUIET_PER_CORE;
  return Math.round(Math.min(MOST, Math.max(1, scale)) * 10) / 10;
}

export function timeoutScale(env = process.env) {
  const given = Number(env.E2E_TIMEOUT_SCALE);
  if (Number.isFinite(given) && given >= 1) return given;
  const scale = scaleFor(os.loadavg()[0], os.availableParallelism());
  env.E2E_TIMEOUT_SCALE = String(scale);
  if (scale > 1) console.log(`[e2e] load ${os.loadavg()[0].toFixed(1)}: timeouts ×${scale}`);
  return scale;
}

/** The run's scale, or the load's now if that is higher: a test's or a wait's scale. */
export function scaleNow(
  env = process.env,
  loadAverage = os.loadavg()[0],
  cores = os.availableParallelism(),
) {
  const run = Number(env.E2E_TIMEOUT_SCALE) >= 1 ? Number(env.E2E_TIMEOUT_SCALE) : 1;
  return Math.max(run, scaleFor(loadAverage, cores));
}
