import { expect, test } from '../fixtures';
import {
  addDays,
  browserPath,
  expectedSummary,
  kopecksOf,
  registers,
  tickets,
  type Register,
} from '../support/documents-world';
import { scaled } from '../support/scaled';

// One register's whole history: a period across a drive replacement lists both drives' documents
// in one list, summary and export, with the drive as a column; the register page links each drive.

async function replaced(request: Parameters<typeof registers>[0]) {
  const target = (await registers(request)).find((r) => r.drives.length > 1);
  expect(target, 'a register whose fiscal drive was replaced').toBeDefined();
  const [old, next] = target!.drives as [Register['drives'][0], Register['drives'][0]];
  const change = next.earliest.slice(0, 10);
  const from = [addDays(change, -2), target!.permissionFrom.slice(0, 10)].sort()[1]!;
  const to = [addDays(change, 2), target!.permissionTo.slice(0, 10)].sort()[0]!;
  return { target: target!, old, next, from, to };
}

test('a period across a drive replacement lists both drives; the summary is their sum', async ({
  page,
  request,
}) => {
  const { target, old, next, from, to } = await replaced(request);
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

test('the export of a period across drives holds both drives’ documents', async ({ request }) => {
  const { target, old, next, from, to } = await replaced(request);
  const count =
    (await tickets(request, target, old.number, from, to)).length +
    (await tickets(request, target, next.number, from, to)).length;
  const response = await request.get(
    `/api/organizations/${target.orgId}/cashboxes/${target.rnm}/documents/export?drive=all&from=${from}&to=${to}&dialect=en`,
  );
  expect(response.status()).toBe(200);
  const lines = (await response.text()).trim().split('\r\n');
  expect(lines).toHaveLength(count + 1);
  const drives = new Set(lines.slice(1).map((line) => line.split(',').at(-1)));
  expect(drives).toEqual(new Set([old.number, next.number]));
});

test('each drive on the register page links to its documents', async ({ page, request }) => {
  const { target, old } = await replaced(request);
  await page.goto(`/organizations/${target.orgId}/cashboxes/${target.rnm}`);
  const entry = page.getByTestId('drive-entry').filter({ hasText: old.number });
  await entry.getByTestId('drive-documents').click();
  await expect(page).toHaveURL(new RegExp(`/documents\\?drive=${old.number}`));
  await expect(page.getByRole('combobox', { name: 'Fiscal drive' })).toHaveValue(old.number);
});
