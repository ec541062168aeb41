import { expect, test } from '../fixtures';
import type { Page } from '../support/load-aware-test';
import { recentDocuments } from '../support/documents-world';
import { scaled } from '../support/scaled';

// The parts of the documents page that load as chunks of their own (the loaded period, the table)
// can arrive after the period's data on a busy machine or a slow network. The page must then show
// the data it has, not the state it had when it asked for the chunk.

/** The chunks a page's own HTML names: its first load, never held. */
function firstLoadOf(page: Page) {
  return page
    .waitForResponse((response) => response.request().isNavigationRequest())
    .then(async (response) => {
      const html = await response.text();
      return new Set(html.match(/\/_next\/static\/chunks\/[^"']+\.js/g) ?? []);
    });
}

/** Lets `hold` keep each chunk loaded apart from the first load, read by its code, until it returns. */
async function holdChunks(
  page: Page,
  firstLoad: Promise<Set<string>>,
  hold: (path: string, code: string) => Promise<void>,
) {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const response = await route.fetch();
    const code = await response.text();
    if (!(await firstLoad).has(path)) await hold(path, code);
    await route.fulfill({ response, body: code });
  });
}

// A held chunk may still be in its route callback when the test ends; its route.fetch then
// failed the next test on the same worker ("route.fetch: Test ended", seen in a CI-like run).
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

const clock = (ms: number) =>
  new Promise<'clock'>((resolve) => setTimeout(() => resolve('clock'), scaled(ms)));

test('a loaded period shows its figures and rows when its code arrives after its data', async ({
  page,
  request,
}) => {
  // A browser context, then one page whose period is asked for only after two steps of its code
  // have come: at a load of 47 on two cores the data was asked for 43 s after the navigation.
  test.setTimeout(scaled(150_000));
  const { register, path: url } = await recentDocuments(request, 2);
  // The code of the first load is what the page's own HTML names (no second render to read it).
  const firstLoad = firstLoadOf(page);

  // The loaded period's code (marked by its `search-scope` line) is held until the period's first
  // page of documents (lib/documents/client/queries.ts) has come, however long either takes: the code
  // arrives after the data by order, not by a guess of how long the data takes.
  const apiBase = `/api/organizations/${register.orgId}/cashboxes/${register.rnm}/documents`;
  let dataCame: () => void = () => undefined;
  const data = new Promise<'data'>((resolve) => (dataCame = () => resolve('data')));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === apiBase && response.ok()) dataCame();
  });
  const released: string[] = [];
  await holdChunks(page, firstLoad, async (path, code) => {
    if (!code.includes('search-scope')) return;
    // Should the data ever wait for a held chunk, the page would wait forever: the clock lets it
    // go, and the check below fails naming it.
    released.push(`${await Promise.race([data, clock(20_000)])} ${path}`);
  });
  await page.goto(url);
  await expect(page.getByTestId('summary-receipts')).toBeVisible({ timeout: scaled(100_000) });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({
    timeout: scaled(30_000),
  });
  expect(released.length, "the loaded period's code, apart from the first load, and held").toBe(1);
  expect(
    released.filter((line) => !line.startsWith('data ')),
    'held until the data came',
  ).toEqual([]);
});

test("the code a period needs is asked for together with the screen's, not after it", async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const { path: url } = await recentDocuments(request, 2);
  const firstLoad = firstLoadOf(page);
  // The screen's chunk (marked by its `window-not-started` notice) is held until the period's
  // results' chunk (marked by its `load-cancelled` notice) is asked for, or a clock runs out: code
  // that asks for the period's chunk only once the screen's has come can never pass.
  let periodCodeAsked: () => void = () => undefined;
  const periodCode = new Promise<'asked'>((resolve) => (periodCodeAsked = () => resolve('asked')));
  const screen: string[] = [];
  await holdChunks(page, firstLoad, async (_path, code) => {
    if (code.includes('load-cancelled')) periodCodeAsked();
    else if (code.includes('window-not-started')) {
      screen.push(await Promise.race([periodCode, clock(10_000)]));
    }
  });
  await page.goto(url);
  await expect(page.getByTestId('summary-receipts')).toBeVisible({ timeout: scaled(60_000) });
  expect(screen.length, "the screen's code, held").toBeGreaterThan(0);
  expect(
    screen.filter((held) => held !== 'asked'),
    "the period's code was asked for while the screen's was on its way",
  ).toEqual([]);
});
