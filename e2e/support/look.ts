import { expect, type Locator, type Page } from './load-aware-test';
import { scaled } from './scaled';
import { capture } from './screens';

/**
 * The page as it is at a desktop's and a phone's width, nothing wider than the screen: loaded again
 * at the phone's width (a chart keeps the width it was drawn at), `ready` once it is shown.
 */
export async function look(page: Page, name: string, ready: (page: Page) => Locator) {
  await capture(page, name, 1280);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.reload();
  await expect(ready(page)).toBeVisible({ timeout: scaled(60_000) });
  await capture(page, name, 390);
  await page.setViewportSize({ width: 1280, height: 900 });
}
