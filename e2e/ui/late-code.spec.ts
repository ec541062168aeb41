import { expect, test } from '../fixtures';
import { browserPath, currentDrive, lastDays, openRegister } from '../support/documents-world';

// The parts of the documents page that load as chunks of their own (the loaded period, the table)
// can arrive after the period's data on a busy machine or a slow network. The page must then show
// the data it has, not the state it had when it asked for the chunk.

test('a loaded period shows its figures and rows when its code arrives after its data', async ({
  page,
  request,
}) => {
  const register = await openRegister(request);
  const drive = currentDrive(register).number;
  const url = browserPath(register, { drive, ...lastDays(2) });
  // Warms the server's day cache, so that the data comes back well before the delayed code.
  await page.goto(url);
  await expect(page.getByTestId('summary-receipts')).toBeVisible();

  const html = await (await page.request.get(url)).text();
  const firstLoad = new Set(html.match(/\/_next\/static\/chunks\/[^"']+\.js/g) ?? []);
  const delayed: string[] = [];
  const late = await page.context().newPage();
  await late.route('**/_next/static/chunks/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!firstLoad.has(path)) {
      delayed.push(path);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    await route.continue();
  });
  await late.goto(url);
  await expect(late.getByTestId('summary-receipts')).toBeVisible();
  await expect(late.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(delayed.length, 'code loaded apart from the first load, and delayed').toBeGreaterThan(0);
});
