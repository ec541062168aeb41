import { expect, test } from '../fixtures';
import { addDays, browserPath, localToday, registers, tickets } from '../support/documents-world';

// What the documents page says when there is nothing it may show yet.

test('a register whose window has not started says so, with the day it starts', async ({
  page,
  request,
}) => {
  const future = (await registers(request)).find(
    (r) => r.permissionFrom.slice(0, 10) > localToday(),
  );
  expect(future, 'a register whose window starts in the future').toBeDefined();
  const from = future!.permissionFrom.slice(0, 10);
  await page.goto(browserPath(future!));
  const notice = page.getByTestId('window-not-started');
  await expect(notice).toContainText('The permission window has not started yet');
  await expect(notice).toContainText(from);
  await expect(page.getByText('never had')).toHaveCount(0);
});

test('a document link without its drive opens the document when its number is unique', async ({
  page,
  request,
}) => {
  const target = (await registers(request)).find((r) => r.drives.length > 1)!;
  const [old, current] = [target.drives.at(-2)!, target.drives.at(-1)!];
  const from = [target.permissionFrom.slice(0, 10), old.earliest.slice(0, 10)].sort()[1]!;
  const to = localToday();
  const onOld = new Set(
    (await tickets(request, target, old.number, from, to)).map((d) => d.fiscalDocumentNumber),
  );
  const unique = (await tickets(request, target, current.number, addDays(to, -1), to)).find(
    (d) => !onOld.has(d.fiscalDocumentNumber),
  );
  expect(unique, 'an FD number only the current drive has').toBeDefined();
  const fd = unique!.fiscalDocumentNumber;
  await page.goto(`/organizations/${target.orgId}/cashboxes/${target.rnm}/documents/${fd}`);
  await expect(page).toHaveURL(new RegExp(`drive=${current.number}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`No. ${fd}`);
});
