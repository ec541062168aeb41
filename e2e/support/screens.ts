import { expect, type Page } from '@playwright/test';

// Screenshots of whole pages for a person to look at (test-results/screens, not committed), plus
// the check a screenshot cannot make on its own: nothing pushes the page wider than the screen.

/** test-results is emptied by every run; SCREENS_DIR keeps a set elsewhere (never in git). */
const dir = process.env.SCREENS_DIR ?? 'test-results/screens';

/**
 * Saves `<name>-<width>.png` once the page and its fonts have loaded. The picture comes first and
 * the width check is soft, so that every page failing it (the test still fails) can be seen.
 */
export async function capture(page: Page, name: string, width: number) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  expect.soft(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
}
