import { test as base, expect as baseExpect } from '@playwright/test';
import { EXPECT_MS, scaleNow } from '../load-scale.mjs';

// Playwright's `test` and `expect`, whose timeouts grow with the machine's load when each test
// starts and each `expect` is called. The run's timeouts are scaled once, by the load when the run
// began (playwright.config.ts); a second run beginning beside it later would otherwise leave every
// later test a quiet machine's time on a machine four times as busy (docs/testing.md, "Timeouts").
export * from '@playwright/test';

export const test = base.extend<{ timeoutForLoad: void }>({
  timeoutForLoad: [
    async ({}, use, testInfo) => {
      const run = Number(process.env.E2E_TIMEOUT_SCALE) || 1;
      const now = scaleNow();
      if (now > run) testInfo.setTimeout((testInfo.timeout / run) * now);
      await use();
    },
    { auto: true },
  ],
});

/** `expect` whose default wait is the quiet machine's, scaled by the load now; a matcher's own
 * `timeout` still wins. `expect.poll`, `soft` and the rest are Playwright's own. */
export const expect = new Proxy(baseExpect, {
  apply: (_target, _this, args: Parameters<typeof baseExpect>) =>
    baseExpect.configure({ timeout: EXPECT_MS * scaleNow() })(...args),
});
