import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { setFaultMode } from '../fault-setup';
import { addDays, browserPath, currentDrive, type Register } from '../support/documents-world';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { openRegisterOnMain } from './main-register';
import { scaled } from '../support/scaled';

// The document browser of the second dashboard, whose operator calls pass the fault proxy: a
// load that can be cancelled, an operator failure that Retry recovers from, rejected credentials.
// Each test asks for days no earlier test loaded, so the server's day cache cannot answer for it.

let register: Register;
test.beforeAll(async () => {
  register = await openRegisterOnMain();
});

passThroughAroundEachTest();

/** Opens the browser on a loaded period, then asks for the days `offset`…`offset + 2`. */
async function choosePeriod(page: Page, offset: number) {
  const drive = currentDrive(register);
  const first = drive.earliest.slice(0, 10);
  await page.goto(browserPath(register, { drive: drive.number, from: first, to: first }));
  await expect(page.getByTestId('summary')).toBeVisible();
  return async () => {
    const field = page.getByLabel('To', { exact: true });
    await field.fill(addDays(first, offset + 2));
    await page.getByLabel('From', { exact: true }).fill(addDays(first, offset));
    await field.press('Enter');
  };
}

test('a load in progress can be cancelled and started again', async ({ page }) => {
  const ask = await choosePeriod(page, 2);
  // A slow operator that does answer: the server learns of the cancel only when the connection
  // closes, and a load started again before then joins the day fetch still in flight
  // (lib/documents/server/shared-fetch.ts). One that never answers would fail that fetch.
  await setFaultMode('delay', 8000);
  await ask();
  const progress = page.getByTestId('load-progress');
  await expect(progress.getByRole('progressbar', { name: 'Loading progress' })).toBeVisible();
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('load-cancelled')).toContainText('Loading cancelled');
  await setFaultMode('pass');
  await page.getByRole('button', { name: 'Load again' }).click();
  await expect(page.getByTestId('summary')).toBeVisible({ timeout: scaled(30_000) });
});

test('an operator failure offers Retry, which shows the period once it answers', async ({
  page,
  expectAccessible,
}) => {
  const ask = await choosePeriod(page, 6);
  await setFaultMode('500');
  await ask();
  const problem = page.getByTestId('problem-upstream-unavailable');
  await expect(problem).toBeVisible({ timeout: scaled(20_000) });
  await expectAccessible();
  await setFaultMode('pass');
  await problem.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('summary')).toBeVisible();
});

test('rejected credentials are explained, without a Retry that cannot help', async ({ page }) => {
  const ask = await choosePeriod(page, 10);
  await setFaultMode('401');
  await ask();
  const alert = page.getByTestId('credentials-rejected');
  await expect(alert).toContainText('OFD_SESSION_ID');
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
