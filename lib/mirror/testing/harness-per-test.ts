import { afterEach } from 'vitest';
import { STAND_IN_KEY, STAND_IN_SESSION } from './published-stand-in';
import { startMirrorHarness, type MirrorHarness } from './mirror-harness';

// The mirror's tests start a harness of their own (a world, a stand-in operator, a store) and must
// close it whatever the test's outcome; and the dashboard's readers reach the stand-in only when
// it is their configured operator.

/** Returns a `start` for the file's tests; the harness a test started is closed after it. */
export function harnessPerTest() {
  let current: MirrorHarness | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return async (options?: Parameters<typeof startMirrorHarness>[0]) =>
    (current = await startMirrorHarness(options));
}

/** Makes the harness's stand-in the dashboard's configured operator (lib/env.ts reads it first). */
export function dashboardOnStandIn(h: MirrorHarness) {
  process.env.OFD_BASE_URL = h.standIn.origin;
  process.env.OFD_API_KEY = STAND_IN_KEY;
  process.env.OFD_SESSION_ID = STAND_IN_SESSION;
}

/** A harness whose stand-in is the dashboard's operator, after the mirror's first pass. */
export async function startForDashboard(options?: Parameters<typeof startMirrorHarness>[0]) {
  const h = await startMirrorHarness(options);
  dashboardOnStandIn(h);
  await h.pass();
  return h;
}
