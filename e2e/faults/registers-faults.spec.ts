import { expect, test } from '../fixtures';
import { mainPort, setFaultMode } from '../fault-setup';
import { findRegister } from '../support/demo-service';
import { passThroughAroundEachTest } from '../support/fault-mode';

// The registers pages when the operator fails, on the second dashboard behind the fault proxy.
// Service data for the addresses comes from the main app, which the proxy forwards to.

passThroughAroundEachTest();

async function demoRegister(
  playwright: import('@playwright/test').PlaywrightWorkerArgs['playwright'],
) {
  const main = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${mainPort}` });
  const found = await findRegister(main, (c) => c.fiscalDrives.length >= 2);
  await main.dispose();
  return found;
}

test('lookup: the operator down is a retryable error, and Retry brings the results', async ({
  page,
  playwright,
  expectAccessible,
}) => {
  const { cashbox } = await demoRegister(playwright);
  await setFaultMode('500');
  await page.goto(`/lookup?q=${cashbox.regNumber}`);
  const panel = page.getByTestId('problem-upstream-unavailable');
  await expect(panel).toBeVisible();
  await expectAccessible();
  await setFaultMode('pass');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('lookup-result')).toHaveCount(1);
});

test('organizations: an unreachable operator is retryable', async ({ page, expectAccessible }) => {
  await setFaultMode('reset');
  await page.goto('/organizations');
  const panel = page.getByTestId('problem-upstream-unavailable');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading')).toHaveText('The operator is not answering');
  await expectAccessible();
  await setFaultMode('pass');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible();
});

test('register page: operator down, then credentials rejected', async ({ page, playwright }) => {
  const { organization, cashbox } = await demoRegister(playwright);
  const path = `/organizations/${organization.id}/cashboxes/${cashbox.regNumber}`;
  await setFaultMode('500');
  await page.goto(path);
  await expect(page.getByTestId('problem-upstream-unavailable')).toBeVisible();
  await expect(page.getByTestId('identity-rnm')).toHaveCount(0);

  await setFaultMode('401');
  await page.goto(path);
  const rejected = page.getByTestId('credentials-rejected');
  await expect(rejected).toBeVisible();
  // Only configuration can fix it: no Retry.
  await expect(rejected.getByRole('button')).toHaveCount(0);

  await setFaultMode('pass');
  await page.reload();
  await expect(page.getByTestId('identity-rnm')).toHaveText(cashbox.regNumber);
});

test('registers table: credentials rejected is the page-level message', async ({
  page,
  playwright,
}) => {
  const { organization } = await demoRegister(playwright);
  await setFaultMode('401');
  await page.goto(`/organizations/${organization.id}/cashboxes`);
  await expect(page.getByTestId('credentials-rejected')).toBeVisible();
});
