import { expect, test } from '../fixtures';
import { enDateTime, findRegister, registerPath } from '../support/demo-service';

// The register page's permission window: stated in words, and "Browse documents" inside it, or
// nothing to browse before it starts. The page's addresses, drives and Russian wording are checked
// where it is loaded for its screenshots (e2e/ui/registers-screens.spec.ts).

/** Whether two calendar dates are at most a day apart. */
const withinADay = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) <= 86_400_000;

test('the window is stated in words and "Browse documents" opens the current drive inside it', async ({
  page,
  request,
}) => {
  const today = new Date().toISOString().slice(0, 10);
  const { organization, cashbox } = await findRegister(
    request,
    (c) => c.permissionFrom.slice(0, 10) < today && c.permissionTo.slice(0, 10) > today,
  );
  await page.goto(registerPath(organization.id, cashbox.regNumber));
  await expect(page.getByTestId('window-words')).toContainText(
    `Documents can be browsed from ${enDateTime(cashbox.permissionFrom)} to ${enDateTime(cashbox.permissionTo)}.`,
  );
  const browse = page.getByRole('link', { name: 'Browse documents' });
  const href = new URL((await browse.getAttribute('href'))!, 'http://x');
  expect(href.pathname).toBe(`${registerPath(organization.id, cashbox.regNumber)}/documents`);
  expect(href.searchParams.get('drive')).toBe(cashbox.fiscalDrive?.fiscalDriverNumber);
  const from = href.searchParams.get('from')!;
  const to = href.searchParams.get('to')!;
  // The register's own today (its time zone's date): in the evening in UTC it is tomorrow in the
  // east of the demo world, in the morning yesterday in the west.
  expect(withinADay(to, today)).toBe(true);
  expect(from <= to).toBe(true);
  expect(from >= cashbox.permissionFrom.slice(0, 10)).toBe(true);
  expect(from >= cashbox.fiscalDrive!.earliestDocumentTimestamp!.slice(0, 10)).toBe(true);
});

test('a window that has not started offers nothing to browse yet', async ({ page, request }) => {
  const today = new Date().toISOString().slice(0, 10);
  const { organization, cashbox } = await findRegister(
    request,
    (c) => c.permissionFrom.slice(0, 10) > today,
  );
  await page.goto(registerPath(organization.id, cashbox.regNumber));
  await expect(page.getByTestId('browse-unavailable')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse documents' })).toHaveCount(0);
  await expect(page.getByTestId('window-words')).toContainText('has not started');
});
