import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoDirectory, registerPath } from '../support/demo-service';
import { plantedWith } from '../support/health-world';

// Screenshots of the health board and a register's health card at desktop and phone width, in
// English and Russian (test-results/screens, not committed), and at 390 px nothing pushes the page
// wider than the screen.

const dir = process.env.SCREENS_DIR ?? 'test-results/screens';

async function capture(page: Page, name: string, width: number) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  // The picture first, and a soft check, so every page that fails the width check can be seen.
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  expect.soft(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
}

for (const locale of ['en-GB', 'ru-RU'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`${locale} at ${width}px`, () => {
      test.use({ locale, viewport: { width, height: width === 390 ? 844 : 900 } });

      test('health board and card', async ({ page, request }) => {
        const lang = locale.slice(0, 2);
        await page.goto('/health');
        await expect(page.locator('[data-reason]').first()).toBeVisible();
        await capture(page, `health-board-${lang}`, width);
        const directory = await demoDirectory(request);
        const pathOf = (rnm: string) =>
          registerPath(
            directory.find((d) => d.cashboxes.some((c) => c.regNumber === rnm))!.organization.id,
            rnm,
          );
        await page.goto(pathOf(plantedWith('fd-gap')));
        await expect(page.getByTestId('health-reason').first()).toBeVisible();
        await capture(page, `health-card-${lang}`, width);
        await page.goto(pathOf(plantedWith('drive-expiring')));
        await expect(page.getByTestId('health-reason').first()).toBeVisible();
        await capture(page, `health-card-drive-${lang}`, width);
      });
    });
  }
}
