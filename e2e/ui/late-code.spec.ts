import { expect, test } from '../fixtures';
import { recentDocuments } from '../support/documents-world';
import { scaled } from '../support/scaled';

// The parts of the documents page that load as chunks of their own (the loaded period, the table)
// can arrive after the period's data on a busy machine or a slow network. The page must then show
// the data it has, not the state it had when it asked for the chunk.

test('a loaded period shows its figures and rows when its code arrives after its data', async ({
  page,
  request,
}) => {
  // A browser context, then one page whose period is asked for only after two steps of its code
  // have come: at a load of 47 on two cores the data was asked for 43 s after the navigation.
  test.setTimeout(scaled(150_000));
  const { register, path: url } = await recentDocuments(request, 2);
  // The code of the first load is what the page's own HTML names (no second render to read it).
  const firstLoad = page
    .waitForResponse((response) => response.request().isNavigationRequest())
    .then(async (response) => {
      const html = await response.text();
      return new Set(html.match(/\/_next\/static\/chunks\/[^"']+\.js/g) ?? []);
    });

  // The code the page asks for once it has asked for the period (the loaded period, the table) is
  // held until the period's first page of documents (lib/query/documents.ts) has come, however
  // long either takes: the code arrives after the data by order, not by a guess of how long the
  // data takes. Code asked for before that is what asks for the data, and is not held.
  const apiBase = `/api/organizations/${register.orgId}/cashboxes/${register.rnm}/documents`;
  let asked = false;
  let dataCame: () => void = () => undefined;
  const data = new Promise<'data'>((resolve) => (dataCame = () => resolve('data')));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`${apiBase}/`)) asked = true;
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === apiBase && response.ok()) dataCame();
  });
  const released: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (asked && !(await firstLoad).has(path)) {
      // Should the data ever wait for a held chunk, the page would wait forever: the clock lets it
      // go, and the check below fails naming it.
      const clock = new Promise<'clock'>((resolve) => setTimeout(() => resolve('clock'), 20_000));
      released.push(`${await Promise.race([data, clock])} ${path}`);
    }
    await route.continue();
  });
  await page.goto(url);
  await expect(page.getByTestId('summary-receipts')).toBeVisible({ timeout: scaled(100_000) });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({
    timeout: scaled(30_000),
  });
  expect(released.length, 'code loaded apart from the first load, and held').toBeGreaterThan(0);
  expect(
    released.filter((line) => !line.startsWith('data ')),
    'held until the data came',
  ).toEqual([]);
});
