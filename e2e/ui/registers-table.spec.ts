import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { tableReady } from '../support/data-table';
import { demoDirectory, type DemoEntry } from '../support/demo-service';

// Organizations → registers → register, and the registers table's view kept in the URL.

test('drill down from the organizations, searched, to one register', async ({
  page,
  request,
  expectAccessible,
}) => {
  // Three pages, each with its accessibility scan and a client-side navigation: three steps' time.
  test.slow();
  const directory = await demoDirectory(request);
  await page.goto('/organizations');
  await tableReady(page);
  const orgTable = page.getByRole('table', { name: 'Organizations' });
  // Every organization the service lists, with the number of registers it gives for each.
  await expect(orgTable.locator('tbody tr')).toHaveCount(directory.length);
  for (const { organization, cashboxes } of directory) {
    const row = orgTable.getByRole('row').filter({ hasText: organization.inn });
    await expect(row.getByRole('rowheader')).toHaveText(organization.shortName);
    await expect(row.getByRole('cell').last()).toHaveText(String(cashboxes.length));
  }
  await expectAccessible();

  await test.step('the organizations search narrows the list and lives in the URL', async () => {
    const [first] = directory;
    const search = page.getByRole('searchbox', { name: 'Search Organizations' });
    await search.fill(first!.organization.inn);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${first!.organization.inn}`));
    await expect(orgTable.locator('tbody tr')).toHaveCount(1);
    await page.reload();
    await tableReady(page);
    await expect(orgTable.locator('tbody tr')).toHaveCount(1);
    await expect(search).toHaveValue(first!.organization.inn);
    await search.fill('');
    await expect(orgTable.locator('tbody tr')).toHaveCount(directory.length);
  });

  const target = directory.reduce((a, b) => (b.cashboxes.length > a.cashboxes.length ? b : a));
  await orgTable.getByRole('link', { name: target.organization.shortName }).click();
  await expect(page).toHaveURL(`/organizations/${target.organization.id}/cashboxes`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.organization.shortName);
  const table = page.getByRole('table', { name: /^Cash registers of/ });
  await expect(table.locator('tbody tr')).toHaveCount(target.cashboxes.length);
  await expectAccessible();

  const cashbox = target.cashboxes[0]!;
  // A click anywhere on the row opens the register, not only on its name.
  await table
    .getByRole('row')
    .filter({ hasText: cashbox.regNumber })
    .getByText(cashbox.address)
    .click();
  await expect(page).toHaveURL(
    `/organizations/${target.organization.id}/cashboxes/${cashbox.regNumber}`,
  );
  await expect(page.getByTestId('identity-rnm')).toHaveText(cashbox.regNumber);
  await expect(page.getByTestId('identity-serial')).toHaveText(cashbox.serialNumber);
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: target.organization.shortName })
    .click();
  await expect(page).toHaveURL(`/organizations/${target.organization.id}/cashboxes`);
});

/** A faceted filter's trigger (the column's sort button in the table has the same name). */
const filterButton = (page: Page, column: string) =>
  page.getByRole('button', { name: column }).and(page.locator('[aria-haspopup="dialog"]'));

function largest(directory: DemoEntry[]) {
  return directory.reduce((a, b) => (b.cashboxes.length > a.cashboxes.length ? b : a));
}

test('search, sort and filter of the registers are in the URL, with back, forward and reload', async ({
  page,
  request,
}) => {
  const { organization, cashboxes } = largest(await demoDirectory(request));
  const today = new Date().toISOString().slice(0, 10);
  const ended = cashboxes.filter((c) => c.permissionTo.slice(0, 10) < today);
  expect(ended.length, 'the demo world has a register whose window ended').toBeGreaterThan(0);
  await page.goto(`/organizations/${organization.id}/cashboxes`);
  await tableReady(page);
  const table = page.getByRole('table', { name: /^Cash registers of/ });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(cashboxes.length);

  // Sort by RNM, descending: two clicks on the header.
  const rnmHeader = table.getByRole('button', { name: 'RNM' });
  await rnmHeader.click();
  await expect(page).toHaveURL(/sort=rnm\.asc/);
  await rnmHeader.click();
  await expect(page).toHaveURL(/sort=rnm\.desc/);
  const descending = [...cashboxes]
    .map((c) => c.regNumber)
    .sort()
    .reverse();
  await expect(rows.first()).toContainText(descending[0]!);
  await expect(rows.last()).toContainText(descending.at(-1)!);

  // Filter: permission status "Ended".
  await filterButton(page, 'Permission window').click();
  await page.getByRole('checkbox', { name: 'Ended' }).check();
  await expect(page).toHaveURL(/window=ended/);
  await expect(rows).toHaveCount(ended.length);
  await page.keyboard.press('Escape');

  // Search over the sales point text of one register.
  const probe = cashboxes.find((c) => !ended.includes(c))!;
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).not.toHaveURL(/window=/);
  await page.getByRole('searchbox', { name: /^Search Cash registers of/ }).fill(probe.serialNumber);
  await expect(page).toHaveURL(new RegExp(`q=${probe.serialNumber}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(probe.regNumber);

  // Back: the search goes, then the filter comes back; forward restores the search.
  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(rows).toHaveCount(cashboxes.length);
  await page.goBack();
  await expect(page).toHaveURL(/window=ended/);
  await expect(rows).toHaveCount(ended.length);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`q=${probe.serialNumber}`));
  await expect(rows).toHaveCount(1);

  // Reload keeps the whole view.
  await page.reload();
  await tableReady(page);
  await expect(page).toHaveURL(/sort=rnm\.desc/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: /^Search Cash registers of/ })).toHaveValue(
    probe.serialNumber,
  );
});

test('filters for model and sales point, a hidden column stays hidden after reload, and the keyboard opens a row', async ({
  page,
  request,
}) => {
  const { organization, cashboxes } = largest(await demoDirectory(request));
  const model = cashboxes[0]!.modelName;
  const salesPoint = cashboxes[0]!.salesPointName;
  await page.goto(`/organizations/${organization.id}/cashboxes`);
  await tableReady(page);
  const rows = page.getByRole('table', { name: /^Cash registers of/ }).locator('tbody tr');

  await filterButton(page, 'Model').click();
  await page.getByRole('checkbox', { name: model }).check();
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(cashboxes.filter((c) => c.modelName === model).length);
  await filterButton(page, 'Sales point').click();
  await page.getByRole('checkbox', { name: salesPoint }).check();
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(
    cashboxes.filter((c) => c.modelName === model && c.salesPointName === salesPoint).length,
  );
  await expect(page).toHaveURL(/model=/);
  await expect(page).toHaveURL(/salesPoint=/);

  // Serial number is hidden by default, the address shown: show the one, hide the other.
  const table = page.getByRole('table', { name: /^Cash registers of/ });
  await expect(table.getByRole('columnheader', { name: 'Serial number' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Serial number' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Current address' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/cols=[^&]*(%2B|\+)serial/);
  await expect(page).toHaveURL(/cols=[^&]*-address/);
  await expect(table.getByRole('columnheader', { name: 'Serial number' })).toHaveCount(1);
  await expect(table.getByRole('columnheader', { name: 'Current address' })).toHaveCount(0);
  await page.reload();
  await tableReady(page);
  await expect(table.getByRole('columnheader', { name: 'Serial number' })).toHaveCount(1);
  await expect(table.getByRole('columnheader', { name: 'Current address' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'RNM' })).toHaveCount(1);

  await test.step('by keyboard: from the search box to a register page', async () => {
    await page.getByRole('searchbox', { name: /^Search Cash registers of/ }).focus();
    // Tab onwards until a row's link has the focus; Enter opens it.
    const inBody = () =>
      page.evaluate(
        () => !!document.activeElement?.closest('tbody') && document.activeElement?.tagName === 'A',
      );
    for (let i = 0; i < 30 && !(await inBody()); i++) await page.keyboard.press('Tab');
    expect(await inBody()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/organizations/${organization.id}/cashboxes/\\d{16}$`),
    );
    const rnm = page.url().split('/').pop()!;
    expect(cashboxes.map((c) => c.regNumber)).toContain(rnm);
    await expect(page.getByTestId('identity-rnm')).toHaveText(rnm);
  });
});
