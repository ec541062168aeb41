import { expect, test } from '../fixtures';
import { faultCredentials, setFaultMode } from '../fault-setup';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { openAt } from '../support/landmark';

// /organizations on the second dashboard, whose operator calls pass the fault proxy. What the
// person sees for each upstream fault, and that a Retry recovers once the operator does.

passThroughAroundEachTest();

test('through the proxy, with its own credentials, the demo organizations show', async ({
  page,
  expectAccessible,
}) => {
  const table = await openAt(page, '/organizations', 'table', 'Organizations');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.getByTestId('org-inn').first()).toHaveText(/^(\d{10}|\d{12})$/);
  await expectAccessible();
});

test('a 401 shows the credentials message, names the variables, shows no secret', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  await setFaultMode('401');
  const response = await page.goto('/organizations');
  const alert = page.getByTestId('credentials-rejected');
  await expect(alert.getByRole('heading')).toHaveText(
    'The operator rejected the stored credentials',
  );
  await expect(alert).toContainText('OFD_SESSION_ID');
  await expect(alert).toContainText('OFD_API_KEY');
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain(faultCredentials.apiKey);
  expect(html).not.toContain(faultCredentials.sessionId);
  expect(html).not.toContain('Session expired');
  await expectAccessible();

  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
  await page.reload();
  await expect(page.getByTestId('credentials-rejected').getByRole('heading')).toHaveText(
    'Оператор отклонил сохранённые учётные данные',
  );
});

test('5xx: a retryable state; Retry shows the list once the operator is back', async ({
  page,
  expectAccessible,
}) => {
  await setFaultMode('500');
  await page.goto('/organizations');
  const alert = page.getByTestId('problem-upstream-unavailable');
  await expect(alert.getByRole('heading')).toHaveText('The operator is not answering');
  await expect(alert).toContainText(/Reference: [0-9a-f-]{36}/);
  await expectAccessible();
  // The dashboard tried three times before giving up.
  expect(await setFaultMode('pass')).toBe(3);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: 'Organizations' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a slow operator: the loading state, then a retryable timeout', async ({ page }) => {
  await setFaultMode('slow');
  await page.goto('/organizations', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading organizations…');
  const alert = page.getByTestId('problem-upstream-unavailable');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('garbage and cut connections are told apart from missing data', async ({ page }) => {
  await setFaultMode('garbage');
  await page.goto('/organizations');
  await expect(page.getByTestId('problem-upstream-bad-response').getByRole('heading')).toHaveText(
    'The operator sent an answer the dashboard cannot read',
  );
  await setFaultMode('cut');
  await page.reload();
  await expect(page.getByTestId('problem-upstream-unavailable')).toBeVisible();
});
