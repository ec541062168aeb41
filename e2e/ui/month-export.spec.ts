import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { addDays, localToday, registers } from '../support/documents-world';
import { onRussianPhone } from '../support/phone';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// The month export's control on the organization page, on a phone in Russian (docs/exports.md):
// last month by default, a visible wait, a file named in Russian, a failure said in words, and
// targets of 44 px.

test.describe.configure({ timeout: scaled(300_000) });

const today = localToday();
const lastMonth = addDays(`${today.slice(0, 8)}01`, -1).slice(0, 7);

/** The organization with the fewest registers: the quickest month to read. */
async function smallestOrganization(request: import('@playwright/test').APIRequestContext) {
  const counts = new Map<string, number>();
  for (const r of await registers(request)) counts.set(r.orgId, (counts.get(r.orgId) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[1] - b[1])[0]![0];
}

onRussianPhone();

test('downloads last month as CSV in Russian, with a wait shown meanwhile, and says when it fails', async ({
  page,
  request,
}) => {
  const orgId = await smallestOrganization(request);
  await page.goto(`/organizations/${orgId}`);
  const control = page.getByTestId('month-export');
  await expect(control.getByRole('heading', { name: 'Чеки за месяц' })).toBeVisible();
  const month = control.getByLabel('Месяц');
  await expect(month).toHaveValue(lastMonth);
  for (const target of [month, control.getByRole('button', { name: 'CSV' })]) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // Hold the answer back a moment, so that the wait can be seen whatever the machine's speed.
  await page.route('**/api/organizations/*/export?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const download = page.waitForEvent('download', { timeout: scaled(240_000) });
  await control.getByRole('button', { name: 'CSV' }).click();
  await expect(control.getByRole('status')).toContainText('Готовим файл');
  await expect(control.getByRole('button', { name: 'CSV' })).toBeDisabled();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Чеки .+ за \d\d\.\d{4}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.replace('\uFEFF', '').split('\r\n')[0]).toMatch(/^Касса;РНМ;Адрес;/);
  await expect(control.getByRole('status')).toHaveText('');
  await expect(control.getByRole('button', { name: 'CSV' })).toBeEnabled();

  // The same control, its next download failing: said in words. (A route added later is asked
  // first, so it answers before the delay above.)
  await page.route('**/api/organizations/*/export?*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503 }),
    }),
  );
  await control.getByRole('button', { name: 'Excel (XLSX)' }).click();
  await expect(control.getByRole('alert')).toHaveText(
    'Файл не выгружен. Попробуйте ещё раз, а если не выйдет — позже.',
  );
});

test('screenshots of the organization page with its month export', async ({
  page,
  request,
  baseURL,
}) => {
  const orgId = await smallestOrganization(request);
  for (const locale of ['ru', 'en']) {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
    // One load per language; the page is laid out again at each width.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/organizations/${orgId}`);
    await expect(page.getByTestId('month-export')).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, `organization-month-export-${locale}`, width);
    }
  }
});
