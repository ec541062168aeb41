import { expect, test } from '../fixtures';
import { addDays, kopecksOf, localToday, registers } from '../support/documents-world';
import { demoDirectory } from '../support/demo-service';
import { expectedOverview } from '../support/overview-world';
import { scaled } from '../support/scaled';
import { whenHydrated } from '../support/hydrated';

// The sales overview against the service's own documents: figures, URL state, table views. Its
// exports are answers, not pages: e2e/api/overview-export.spec.ts.

// The overview loads every register for two periods, and axe reads a large page: more time than
// the default on a shared machine.
test.describe.configure({ timeout: scaled(90_000) });

const today = localToday();
const from = addDays(today, -9);
const to = addDays(today, -3);

const figure = (page: import('@playwright/test').Page, id: string) =>
  page.getByTestId(`figure-${id}`).getByTestId('figure-value');

test('the home overview shows figures that equal a recomputation from the documents', async ({
  page,
  request,
  expectAccessible,
}) => {
  const expected = await expectedOverview(request, from, to);
  await page.goto(`/?from=${from}&to=${to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
  await expect(page.getByTestId('overview')).toHaveAttribute('data-source', 'statistics');
  expect(kopecksOf((await figure(page, 'income').textContent()) ?? '')).toBe(expected.income);
  expect(kopecksOf((await figure(page, 'returns').textContent()) ?? '')).toBe(expected.returns);
  expect(kopecksOf((await figure(page, 'net').textContent()) ?? '')).toBe(expected.net);
  // Net income is called revenue, as people who keep the books say it.
  await expect(page.getByTestId('figure-net')).toContainText('Revenue');
  expect(kopecksOf((await figure(page, 'cash').textContent()) ?? '')).toBe(expected.cash);
  expect(kopecksOf((await figure(page, 'cashless').textContent()) ?? '')).toBe(expected.cashless);
  expect(kopecksOf((await figure(page, 'averageCheck').textContent()) ?? '')).toBe(
    expected.average,
  );
  await expect(figure(page, 'receipts')).toHaveText(String(expected.receipts));
  // The change is stated in words for screen readers.
  await expect(page.getByTestId('figure-income')).toContainText(/on the period compared with/);
  // Demo windows cut some registers out of part of the period: the page says so.
  await expect(page.getByTestId('window-note')).toBeVisible();
  await expect(page.getByTestId('panel-items').getByRole('table')).toBeVisible();
  await expectAccessible();
});

test('an organization’s overview: scope, period and comparison live in the URL', async ({
  page,
  request,
  expectAccessible,
}) => {
  const [register] = (await registers(request)).filter(
    (r) => r.permissionFrom < `${from}T00:00:00`,
  );
  const orgId = register!.orgId;
  const expected = await expectedOverview(request, from, to, orgId);
  await page.goto(`/organizations/${orgId}?from=${from}&to=${to}`);
  await expect(page.getByTestId('overview')).toBeVisible();
  expect(kopecksOf((await figure(page, 'income').textContent()) ?? '')).toBe(expected.income);

  await (await whenHydrated(page.getByLabel('Compare with'))).selectOption('year');
  await expect(page).toHaveURL(/compare=year/);
  await page.getByLabel('Showing').selectOption({ index: 2 });
  await expect(page).toHaveURL(/(point|rnm)=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/(point|rnm)=/);
  await expect(page).toHaveURL(/compare=year/);
  await expect(page.getByLabel('Compare with')).toHaveValue('year');
  await page.goBack();
  await expect(page).not.toHaveURL(/compare=year/);
  await expect(page.getByLabel('Compare with')).toHaveValue('previous');
  await page.goForward();
  await expect(page.getByLabel('Compare with')).toHaveValue('year');

  // Every chart has a table view with the same numbers.
  const revenue = page.getByTestId('panel-revenue');
  await revenue.getByRole('button', { name: 'Table' }).click();
  await expect(revenue.getByTestId('revenue-table').locator('tbody tr')).toHaveCount(7);
  const heatmap = page.getByTestId('panel-heatmap');
  await heatmap.getByRole('button', { name: 'Table' }).click();
  await expect(heatmap.getByTestId('heatmap-table').locator('tbody tr')).toHaveCount(7);
  await page.getByRole('tab', { name: 'Registers' }).click();
  await expect(page.getByTestId('breakdown-table').last()).toBeVisible();
  await expect(
    page
      .getByTestId('breakdown-table')
      .last()
      .getByRole('columnheader', { name: /^Revenue/ }),
  ).toBeVisible();
  await expectAccessible();

  await test.step('the organization address is its overview, its registers one click away', async () => {
    const { organization } = (await demoDirectory(request)).find(
      (d) => d.organization.id === orgId,
    )!;
    await expect(page.getByRole('heading', { level: 1 })).toContainText(organization.shortName);
    await page.getByRole('link', { name: 'Registers', exact: true }).click();
    await expect(page).toHaveURL(`/organizations/${orgId}/cashboxes`);
  });
});
