import { expect, test } from '../fixtures';
import { setFaultMode } from '../fault-setup';
import { addDays, browserPath, currentDrive, type Register } from '../support/documents-world';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { openRegisterOnMain } from './main-register';
import { scaled } from '../support/scaled';

// A slow operator (every call answered 1.5 s late): the first page in time order shows while the
// rest of the period is still loading behind the progress bar, then the full table replaces it.

let register: Register;
test.beforeAll(async () => {
  register = await openRegisterOnMain();
});

passThroughAroundEachTest();

test('the first rows show while the rest of the period loads', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const drive = currentDrive(register);
  // Days no other spec of this project loads, so the server's day cache cannot answer for them.
  const from = addDays(drive.earliest.slice(0, 10), 20);
  const to = addDays(from, 23);
  await setFaultMode('delay', 1500);
  await page.goto(browserPath(register, { drive: drive.number, from, to }));
  const progress = page.getByTestId('load-progress');
  const first = page.getByTestId('first-rows');
  await expect(first).toBeVisible({ timeout: scaled(30_000) });
  // Rows are on screen while the period is still loading.
  await expect(progress).toBeVisible();
  await expect(first.getByRole('row')).toHaveCount(51);
  await expect(page.getByTestId('summary')).toBeVisible({ timeout: scaled(60_000) });
  await expect(first).toHaveCount(0);
});
