import { expect, test } from '../fixtures';
import {
  acrossReplacement,
  browserPath,
  expectedSummary,
  kopecksOf,
  tickets,
} from '../support/documents-world';
import { scaled } from '../support/scaled';

// One register's whole history: a period across a drive replacement lists both drives' documents
// in one list and summary, with the drive as a column. Its export is read without a browser
// (e2e/api/documents-all-drives.spec.ts); the register page's link to each drive is followed in
// documents-browser.spec.ts.

test('a period across a drive replacement lists both drives; the summary is their sum', async ({
  page,
  request,
}) => {
  const { target, old, next, from, to } = await acrossReplacement(request);
  const before = await tickets(request, target, old.number, from, to);
  const after = await tickets(request, target, next.number, from, to);
  expect(before.length, 'documents of the old drive in the period').toBeGreaterThan(0);
  expect(after.length, 'documents of the new drive in the period').toBeGreaterThan(0);
  const both = [...before, ...after];
  const want = expectedSummary(both);

  await page.goto(browserPath(target, { drive: 'all', from, to }));
  const band = page.getByTestId('summary');
  // The period is asked for once the documents screen's code has arrived: longer than one step.
  await expect(band.getByTestId('summary-receipts')).toHaveText(
    want.receipts.toLocaleString('en-US'),
    { timeout: scaled(30_000) },
  );
  expect(kopecksOf(await band.getByTestId('summary-net').innerText())).toBe(want.net);
  expect(kopecksOf(await band.getByTestId('summary-income').innerText())).toBe(want.income);
  await expect(page.getByRole('status').filter({ hasText: /documents?$/ })).toHaveText(
    `${both.length.toLocaleString('en-US')} documents`,
  );
  // The drive is a column: the newest rows are the new drive's; the oldest the old one's.
  const table = page.getByRole('region', { name: 'Documents of the period' });
  await expect(table.getByRole('columnheader', { name: /Fiscal drive/ })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText(next.number);
  await table.getByRole('button', { name: /^Time/ }).click();
  await expect(table.locator('tbody tr').first()).toContainText(old.number);
  // Each row opens on its own drive.
  await table.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/documents/\\d+\\?drive=${old.number}`));
});
