import { test } from './load-aware-test';
import { setFaultMode } from '../fault-setup';

/**
 * The proxy's mode is global to the run: every test of the calling spec starts with it passing
 * calls through and leaves it so, whatever mode the test switched to (a failed test included),
 * so that no spec inherits another's fault.
 */
export function passThroughAroundEachTest() {
  test.beforeEach(async () => {
    await setFaultMode('pass');
  });
  test.afterEach(async () => {
    await setFaultMode('pass');
  });
}
