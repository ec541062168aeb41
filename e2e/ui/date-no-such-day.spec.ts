import { expect, test } from '../fixtures';
import { recentDocuments } from '../support/documents-world';
import { whenHydrated } from '../support/hydrated';
import { inRussian } from '../support/phone';
import { capture } from '../support/screens';

// "31.11.2026" is written right but is no day: the fields say so, with the month's days, instead
// of a hint of the format the person already used (lib/dates/parse-input.ts).

inRussian();

const NOVEMBER = 'Такого дня нет: в ноябре 30 дней.';

for (const width of [1280, 390]) {
  test(`the receipt search says there is no 31 November, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Sent without the page's code (a shared link, a GET of the form): the server says it.
    await page.goto('/receipts/search?from=31.11.2026&to=30.11.2026&amount=100');
    await expect(page.getByText(NOVEMBER)).toBeVisible();
    await expect(page.getByLabel('С', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Введите дату в виде')).toHaveCount(0);

    // Typed: the form says it before it asks anything.
    await page.goto('/receipts/search');
    const from = await whenHydrated(page.getByLabel('С', { exact: true }));
    await from.fill('29.02.2026');
    await page.getByLabel('Сумма').fill('100');
    await page.getByRole('button', { name: 'Искать', exact: true }).click();
    await expect(page.getByText('Такого дня нет: в феврале 2026 года 28 дней.')).toBeVisible();
    await expect(page).toHaveURL(/\/receipts\/search$/);
    await capture(page, 'date-no-such-day-ru', width);
  });
}

test('the documents period says there is no 31 November', async ({ page, request }) => {
  const { path } = await recentDocuments(request, 3);
  await page.goto(path);
  const from = await whenHydrated(page.getByLabel('С', { exact: true }));
  await from.fill('31.11.2026');
  await from.press('Enter');
  await expect(page.getByText(NOVEMBER)).toBeVisible();
});
