// How much longer than on a quiet machine the browser tests may take, chosen once per run from the
// machine's load and handed on to the workers through the environment (as the ports are, in
// e2e/ports.mjs). The tests check behaviour, not speed (speed is measured in bench/); at a load of
// 30 on two cores a page that takes 3 s on a quiet machine took over 30, and the 30 s default
// failed tests that were right. E2E_TIMEOUT_SCALE=<n> sets it by hand.
import os from 'node:os';

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
