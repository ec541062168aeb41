import { expect, test } from '../fixtures';
import { recentDocuments } from '../support/documents-world';

// Opening a receipt from a filtered, sorted page of the list and coming back: the list is where
// it was, previous/next walk that same list, and the chosen tab stays.

test('back and previous/next keep the filtered, sorted selection and the tab', async ({
  page,
  request,
}) => {
  const { register, path } = await recentDocuments(request, 7, {
    operationType: '1',
    sort: 'totalSum.desc',
    size: '20',
    page: '2',
  });
  await page.goto(path);
  const table = page.getByRole('region', { name: 'Documents of the period' });
  const rows = table.locator('tbody tr');
  await expect(rows.nth(2)).toBeVisible();
  // The rows show before their cells are filled: wait for the numbers.
  await expect(rows.nth(2).locator('td').nth(1)).toHaveText(/^\d+$/);
  const fdAt = async (i: number) => Number(await rows.nth(i).locator('td').nth(1).innerText());
  const [first, second, third] = [await fdAt(0), await fdAt(1), await fdAt(2)];
  // Sorted by total: neighbours in the list are not neighbours on the drive.
  expect(Math.abs(second - first) !== 1 || Math.abs(third - second) !== 1).toBe(true);

  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/documents/${second}\\?`));
  await expect(page.getByTestId('list-nav')).toContainText('22 of');
  await page.getByRole('tab', { name: 'Paper receipt' }).click();
  await expect(page).toHaveURL(/view=print/);

  await page.getByRole('link', { name: 'Next in the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${third}\\?.*view=print`));
  await expect(page.getByTestId('paper-receipt')).toBeVisible();
  await page.getByRole('link', { name: 'Previous in the list' }).click();
  // Wait for the page in between, or the second click may land on the old links.
  await expect(page).toHaveURL(new RegExp(`/documents/${second}\\?`));
  await expect(page.getByTestId('list-nav')).toContainText('22 of');
  await page.getByRole('link', { name: 'Previous in the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${first}\\?`));

  // The breadcrumbs, as on every page; their documents crumb returns to the same place.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: register.name || register.rnm })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toContainText(String(first));
  const back = page.getByRole('link', { name: 'Back to the documents' });
  await expect(crumbs.getByRole('link', { name: 'Documents', exact: true })).toHaveAttribute(
    'href',
    (await back.getAttribute('href'))!,
  );
  await back.click();
  await expect(page).toHaveURL(/operationType=1/);
  await expect(page).toHaveURL(/sort=totalSum\.desc/);
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first().locator('td').nth(1)).toHaveText(String(first));
});
