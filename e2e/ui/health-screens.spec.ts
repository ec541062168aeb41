import { expect, test } from '../fixtures';
import { demoDirectory, registerPath } from '../support/demo-service';
import { plantedWith } from '../support/health-world';
import { capture } from '../support/screens';

// Screenshots of the health board and a register's health card at desktop and phone width, in
// English and Russian (test-results/screens, not committed), and at 390 px nothing pushes the page
// wider than the screen.

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
