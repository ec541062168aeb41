import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { capture } from '../support/screens';
import { knownReceipt, roughly } from '../support/receipt-world';
import { scaled } from '../support/scaled';

// The receipt search from the overview and an organization's page: a real receipt of the demo
// world found from a rough amount, at 390 px in Russian and at 1280 px in English
// (docs/receipt-search.md).

test.describe.configure({ timeout: scaled(180_000) });

/** Visible controls of the page's main part smaller than 44 × 44 px. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main select, main input, td a')]
      .filter((e) => e.getBoundingClientRect().width > 0 && !e.closest('.sr-only'))
      .filter((e) => {
        const box = e.getBoundingClientRect();
        return box.width < 43.5 || box.height < 43.5;
      })
      .map((e) =>
        (e.getAttribute('aria-label') ?? e.getAttribute('name') ?? e.textContent ?? '').trim(),
      ),
  );
}

test('a phone in Russian: a rough amount on the overview finds the receipt and opens it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
  const { register, receipt } = await knownReceipt(request);
  await page.goto('/');
  await page
    .getByRole('searchbox', { name: 'Найти чек' })
    .fill(roughly(receipt.totalSum as number));
  await page.getByRole('button', { name: 'Найти', exact: true }).click();
  await expect(page).toHaveURL(/\/receipts\/search\?.*amount=/);
  const results = page.getByTestId('receipt-search-results');
  await expect(results).toBeVisible({ timeout: scaled(90_000) });
  const link = results.getByRole('link', {
    name: `Чек ФД ${receipt.fiscalDocumentNumber}, касса ${register.name}`,
  });
  await expect(link).toBeVisible();
  // The way to the receipt is on the screen, not behind a sideways scroll of the table.
  const box = (await link.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await smallTargets(page)).toEqual([]);
  await capture(page, 'receipt-search-ru', 390);
  // The same results at desktop width, laid out again without a second load.
  await page.setViewportSize({ width: 1280, height: 900 });
  await capture(page, 'receipt-search-ru', 1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await link.click();
  await expect(page).toHaveURL(
    new RegExp(`/cashboxes/${register.rnm}/documents/${receipt.fiscalDocumentNumber}\\?`),
  );
});

test('a desktop in English: the organization’s search sorts, says when nothing is found, and Back keeps it', async ({
  page,
  request,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { register, receipt } = await knownReceipt(request);
  await page.goto(`/organizations/${register.orgId}`);
  await page
    .getByRole('searchbox', { name: 'Find a receipt' })
    .fill(roughly(receipt.totalSum as number));
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`organizationId=${register.orgId}`));
  const results = page.getByTestId('receipt-search-results');
  await expect(results).toBeVisible({ timeout: scaled(90_000) });
  await expect(page.getByRole('combobox', { name: 'Organization' })).toHaveValue(register.orgId);
  await expectAccessible();
  await capture(page, 'receipt-search-en', 1280);
  // The same results on a phone, laid out again without a second load.
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, 'receipt-search-en', 390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sorting by amount: ascending, as the header says.
  await results.getByRole('button', { name: 'Sort by Amount' }).click();
  await expect(results.getByRole('columnheader', { name: 'Sort by Amount' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const amounts = await results
    .locator('tbody tr td:nth-child(2)')
    .evaluateAll((cells) =>
      cells.map((c) => Number(c.firstChild!.textContent!.replace(/[^\d.]/g, ''))),
    );
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  // An item nobody sells: nothing found, with what was searched.
  await page.getByLabel('Item name').fill('zzz-no-such-item');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nothing found' })).toBeVisible({
    timeout: scaled(90_000),
  });
  await expect(page.getByText('item “zzz-no-such-item”')).toBeVisible();
  // One form: the new query's, not the old one's beside it.
  await expect(page.getByRole('group', { name: 'What to look for' })).toHaveCount(1);
  await capture(page, 'receipt-search-empty-en', 1280);

  await page.goBack();
  await expect(page).not.toHaveURL(/zzz/);
  await expect(results).toBeVisible({ timeout: scaled(90_000) });
});

test('a wrong amount is said beside its field, before anything is asked', async ({ page }) => {
  await page.goto('/receipts/search');
  await page.getByLabel('Amount').fill('lots');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Not an amount. Type it as 1670 or 1 670,50.')).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/receipts\/search$/);
});
