import { afterAll, afterEach, beforeAll } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { setLocalCopy } from '@/lib/ofd/local-copy';
import { createLocalCopy } from '../server/local-copy';
import { STAND_IN_KEY, STAND_IN_SESSION } from './published-stand-in';
import { firstReceiptOf } from './late-receipt';
import { ANCHOR, NOW, startMirrorHarness, type MirrorHarness } from './mirror-harness';

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

/**
 * One harness for a file's tests, as `startForDashboard` gives it: started before them and handed
 * to `use`, closed after them with the dashboard's local copy unset, so that none is left behind
 * for the next file of the worker.
 */
export function dashboardForFile(
  options: Parameters<typeof startMirrorHarness>[0],
  use: (h: MirrorHarness) => void,
) {
  let started: MirrorHarness | undefined;
  beforeAll(async () => {
    started = await startForDashboard(options);
    use(started);
  }, 120_000);
  afterAll(async () => {
    setLocalCopy(undefined);
    await started?.close();
  });
}

/** Makes the harness's copy the dashboard's local copy, read at the harness's clock. */
export const copyOn = (h: MirrorHarness) =>
  setLocalCopy(createLocalCopy(h.store, h.mirror, () => NOW));

/**
 * The dashboard on the copy with a day short: a file's harness whose stand-in holds back
 * yesterday's first receipt, its copy the dashboard's local copy before the file's tests, handed
 * to `use`. Returns the receipt held back.
 */
export function copyWithYesterdayShort(use: (h: MirrorHarness) => void) {
  const lateReceipt = firstReceiptOf(addDays(ANCHOR, -1));
  dashboardForFile({ holdBack: lateReceipt }, (h) => {
    copyOn(h);
    use(h);
  });
  return lateReceipt;
}
