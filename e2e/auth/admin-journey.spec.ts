import { expect, test } from '../fixtures';
import { firstRegisterExport } from '../support/first-export';
import { stateFile } from '../support/people';

// An administrator creates an owner and grants an organization; the owner signs in and sees only
// it; disabling the owner ends their session at once. The audit trail shows each step, and never
// a password.

test.use({ storageState: stateFile('admin') });

test('admin creates an owner, the owner sees the organization, disabling ends the session', async ({
  page,
  browser,
  request,
  expectAccessible,
}) => {
  // A whole journey in three browser contexts with accessibility scans: slow on a busy machine.
  test.slow();
  const orgs = (await (await request.get('/api/organizations')).json()) as {
    id: string;
    shortName: string;
  }[];
  const granted = orgs[orgs.length - 1]!;
  const email = `owner-${Date.now()}@e2e.example`;
  const password = `pw-${Date.now()}-long`;

  await page.goto('/settings/people');
  await expectAccessible();
  const form = page.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Role').selectOption('owner');
  await form.getByRole('checkbox', { name: new RegExp(granted.shortName) }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status')).toHaveText('The person was created.');

  const owner = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/organizations');
  await ownerPage.getByLabel('Email').fill(email);
  await ownerPage.getByLabel('Password').fill(password);
  await ownerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(ownerPage).toHaveURL(/\/organizations$/);
  const listed = (await (await ownerPage.request.get('/api/organizations')).json()) as {
    id: string;
  }[];
  expect(listed.map((o) => o.id)).toEqual([granted.id]);
  await expect(ownerPage.locator(`a[href^="/organizations/${granted.id}"]`).first()).toBeVisible();

  const row = page.getByRole('listitem', { name: email });
  await row.getByText(`Edit ${email}`).click();
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The person was disabled and signed out everywhere.',
  );

  await ownerPage.reload();
  await expect(ownerPage).toHaveURL(/\/sign-in\?next=%2Forganizations/);
  expect((await ownerPage.request.get('/api/organizations')).status()).toBe(401);
  await ownerPage.getByLabel('Email').fill(email);
  await ownerPage.getByLabel('Password').fill(password);
  await ownerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(ownerPage.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'The email or password is not correct.',
  );
  await owner.close();

  await page.goto(`/settings/audit?who=${encodeURIComponent(email)}`);
  const table = page.getByRole('table');
  await expectAccessible();
  for (const action of ['Person created', 'Signed in', 'Person disabled', 'Failed sign-in']) {
    await expect(table.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  expect(await page.content()).not.toContain(password);
  // Days as people type them, read whatever the browser's locale; one that does not read says so
  // and stays in its field.
  const today = new Date().toISOString().slice(0, 10);
  const short = `${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(2, 4)}`;
  await page.goto(`/settings/audit?who=${encodeURIComponent(email)}&from=${short}`);
  await expect(page.getByLabel('From')).toHaveValue(today);
  await expect(table.getByRole('cell', { name: 'Person created', exact: true })).toBeVisible();
  await page.goto('/settings/audit?from=31.02.2026');
  await expect(page.getByLabel('From')).toHaveValue('31.02.2026');
  await expect(page.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('There is no such day: February 2026 has 28 days.')).toBeVisible();
  await page.goto('/settings/audit?action=person-created');
  await expect(table.getByRole('cell', { name: 'Signed in', exact: true })).toHaveCount(0);
});

test('an export is audited with its register, period and row count', async ({ page, request }) => {
  const { rnm, day, url } = await firstRegisterExport(request);
  const csv = await request.get(url);
  expect(csv.status()).toBe(200);
  const rows = (await csv.text()).trim().split('\n').length - 1;
  await page.goto(`/settings/audit?action=export&who=${rnm}`);
  const details = page.getByRole('table').getByRole('row').nth(1);
  await expect(details).toContainText(rnm);
  // Labelled fields in the reader's language, the export's format in words.
  const field = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
  await expect(field('From')).toHaveText(day);
  await expect(field('Rows')).toHaveText(rows.toLocaleString('en'));
  await expect(field('Format')).toHaveText('CSV, documents');
});
