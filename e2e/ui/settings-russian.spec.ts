import { expect, test } from '../fixtures';
import { firstRegisterExport } from '../support/first-export';
import { speak } from '../support/phone';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// The settings pages speak their reader's language whoever the data is for: the audit trail's
// details are labelled fields, an export's format in words. Screens at 1280 and 390 px in Russian.
// The delivery log's reasons in the reader's words: e2e/ui/alerts.spec.ts.

test.describe.configure({ timeout: scaled(180_000) });

test('a month export in the audit trail names its format in words, at Moscow time', async ({
  page,
  request,
  baseURL,
}) => {
  // The current month of the first organization: part of a month, quick to read.
  const { orgId } = await firstRegisterExport(request);
  const month = new Date().toISOString().slice(0, 7);
  const made = await request.get(`/api/organizations/${orgId}/export?month=${month}&format=xlsx`);
  expect(made.status()).toBe(200);
  await made.body();
  await speak(page.context(), baseURL!, 'ru');
  await page.goto('/settings/audit?action=export');
  const row = page
    .getByTestId('audit-row')
    .filter({ has: page.locator('dt:text-is("Формат") + dd:text-is("XLSX, чеки за месяц")') })
    .first();
  await expect(row).toBeVisible();
  // In the labelled fields; the whole record below them stays as recorded, for support.
  for (const dd of await page.getByTestId('audit-table').locator('dd').all()) {
    await expect(dd).not.toHaveText('xlsx-month');
  }
  // Moscow time, its offset named: never the UTC clock (UTC+0).
  await expect(page.getByTestId('audit-table').locator('td').first()).toContainText('(UTC+3)');
  await expect(row.locator('td').first()).toContainText('(UTC+3)');
});

test('an export in the audit trail reads as labelled fields, its format in words', async ({
  page,
  request,
  baseURL,
}) => {
  const { rnm, drive, day, url } = await firstRegisterExport(request);
  expect((await request.get(url)).status()).toBe(200);

  await speak(page.context(), baseURL!, 'ru');
  await page.goto(`/settings/audit?action=export&who=${rnm}`);
  const details = page.getByRole('table').getByRole('row').nth(1);
  const field = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
  await expect(field('Формат')).toHaveText('CSV, документы');
  await expect(field('С')).toHaveText(`${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`);
  await expect(field('Касса')).toHaveText(rnm);
  await expect(field('Фискальный накопитель')).toHaveText(drive);
  // When: the app's zone, named (lib/dates/zone-time.ts), never UTC.
  const when = details.locator('td').first();
  await expect(when).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} \(UTC\+3\)$/);
  // Each page once, looked at in both widths: a load costs more than a look.
  for (const [path, name] of [
    ['/settings/audit', 'settings-audit-ru'],
    ['/settings/mirror', 'settings-mirror-ru'],
  ]) {
    await page.goto(path!);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await capture(page, name!, width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
