import { expect, test } from '../fixtures';
import { browserPath, localToday, registers } from '../support/documents-world';

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
