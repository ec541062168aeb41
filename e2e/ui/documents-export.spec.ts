import { readFile } from 'node:fs/promises';
import type { Download, Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { kopecksOf, recentDocuments } from '../support/documents-world';
import { parseCsv } from '../../lib/testing/csv';

// Both CSV exports, downloaded as a person would, parsed, and checked against the page they were
// exported from (with a filter on, which they must honour).

/** `1285.21` → kopecks, exactly (no floating point). */
function kopecks(text: string): number {
  const [rubles = '0', fraction = ''] = text.trim().split('.');
  return Number(rubles) * 100 + Number(fraction.padEnd(2, '0'));
}

async function download(page: Page, name: string): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Export the selection' }).getByRole('link', { name }).click(),
  ]);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)], 'UTF-8 BOM first').toEqual([0xef, 0xbb, 0xbf]);
  return { file, text: bytes.subarray(3).toString('utf8') };
}

test('both exports hold exactly the filtered selection shown on the page', async ({
  page,
  request,
}) => {
  // Sales receipts only: every row of the export is then money in, comparable to "Income".
  const { register, from, to, path } = await recentDocuments(request, 7, {
    type: 'receipt',
    operationType: '1',
  });
  await page.goto(path);
  const band = page.getByTestId('summary');
  await expect(band).toBeVisible();
  const count = Number(
    (
      await page
        .getByRole('status')
        .filter({ hasText: /documents?$/ })
        .innerText()
    ).replace(/\D/g, ''),
  );
  const income = kopecksOf(await band.getByTestId('summary-income').innerText());
  const cash = kopecksOf(await band.getByTestId('summary-cash').innerText());
  const cashless = kopecksOf(await band.getByTestId('summary-cashless').innerText());
  expect(count).toBeGreaterThan(0);

  const documents = await download(page, 'Documents CSV');
  // Named in the person's language (`filename*`; docs/exports.md).
  expect(documents.file.suggestedFilename()).toBe(
    `Documents of register ${register.rnm} ${from}–${to}.csv`,
  );
  const [, ...rows] = parseCsv(documents.text);
  // time, type, FD, shift, operation, total, cash, cashless, cashier, id
  expect(rows).toHaveLength(count);
  expect(rows.every((r) => r.length === 11)).toBe(true);
  const sum = (list: string[][], column: number) =>
    list.reduce((s, r) => s + kopecks(r[column] ?? '0'), 0);
  expect(sum(rows, 5)).toBe(income);
  expect(sum(rows, 6)).toBe(cash);
  expect(sum(rows, 7)).toBe(cashless);
  // The table's first page opens with the export's first row.
  await expect(
    page.getByRole('region', { name: 'Documents of the period' }).locator('tbody tr').first(),
  ).toContainText(rows[0]![2]!);

  const items = await download(page, 'Items CSV');
  expect(items.file.suggestedFilename()).toBe(
    `Items of register ${register.rnm} ${from}–${to}.csv`,
  );
  const [, ...lines] = parseCsv(items.text);
  // time, FD, operation, item name, price, quantity, unit, sum, VAT rate, payment method, code,
  // drive
  expect(lines.every((r) => r.length === 12)).toBe(true);
  expect(new Set(lines.map((r) => r[1])).size).toBe(count);
  expect(sum(lines, 7)).toBe(income);
});
