import { expect, test } from '../fixtures';
import { browserPath, localToday, registers, tickets } from '../support/documents-world';

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

test('a document link without its drive opens a unique number, and asks which drive otherwise', async ({
  page,
  request,
}) => {
  const target = (await registers(request)).find((r) => r.drives.length > 1)!;
  const [old, current] = [target.drives.at(-2)!, target.drives.at(-1)!];
  const from = [target.permissionFrom.slice(0, 10), old.earliest.slice(0, 10)].sort()[1]!;
  const numbers = async (drive: string) =>
    new Set(
      (await tickets(request, target, drive, from, localToday())).map(
        (d) => d.fiscalDocumentNumber,
      ),
    );
  const [onOld, onCurrent] = [await numbers(old.number), await numbers(current.number)];
  const base = `/organizations/${target.orgId}/cashboxes/${target.rnm}/documents`;

  const onlyOld = [...onOld].find((fd) => !onCurrent.has(fd));
  const onlyCurrent = [...onCurrent].find((fd) => !onOld.has(fd));
  const [fd, drive] = onlyOld ? [onlyOld, old.number] : [onlyCurrent!, current.number];
  expect(fd, 'an FD number only one drive has').toBeDefined();
  await page.goto(`${base}/${fd}`);
  await expect(page).toHaveURL(new RegExp(`drive=${drive}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`No. ${fd}`);

  const both = [...onOld].find((n) => onCurrent.has(n));
  expect(both, 'an FD number both drives have').toBeDefined();
  await page.goto(`${base}/${both}`);
  const ask = page.getByTestId('which-drive');
  await expect(ask).toContainText(`Which fiscal drive is document No. ${both} on?`);
  await ask.getByRole('link', { name: old.number }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${both}\\?drive=${old.number}`));
});
