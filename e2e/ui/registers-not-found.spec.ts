import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { findRegister } from '../support/demo-service';
import {
  addDays,
  currentDrive,
  documentPath,
  localToday,
  openRegister,
  tickets,
} from '../support/documents-world';

// Unknown organizations and registers: a page that says which one, and the ways back, answered
// with 404 (the segment layouts find out before any loading skeleton streams) and marked noindex.

async function expectNotFound(page: Page, heading: string, status: number | undefined) {
  expect(status, 'HTTP status').toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
}

const unknownOrg = '00000000-0000-4000-8000-000000000000';

test('an unknown organization is not found', async ({ page, expectAccessible }) => {
  const response = await page.goto(`/organizations/${unknownOrg}/cashboxes`);
  await expectNotFound(page, 'Organization not found', response?.status());
  await expect(page.getByRole('link', { name: 'Find a register' }).last()).toHaveAttribute(
    'href',
    '/lookup',
  );
  await expectAccessible();
});

test('a malformed organization id is not found either', async ({ page }) => {
  // Ids are opaque (not necessarily hex), but never contain spaces or run past 100 characters.
  const response = await page.goto('/organizations/not%20an%20id/cashboxes');
  await expectNotFound(page, 'Organization not found', response?.status());
});

test('an unknown register of a known organization is not found', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { organization } = await findRegister(request, () => true);
  const response = await page.goto(`/organizations/${organization.id}/cashboxes/0000000000000001`);
  await expectNotFound(page, 'Cash register not found', response?.status());
  await expectAccessible();
});

test('a document number its drive never signed is not found', async ({ page, request }) => {
  const register = await openRegister(request);
  const drive = currentDrive(register).number;
  const [receipt] = await tickets(
    request,
    register,
    drive,
    addDays(localToday(), -1),
    localToday(),
  );
  const response = await page.goto(documentPath(register, 999_999, { drive }));
  expect(response?.status(), 'HTTP status').toBe(404);
  await expect(page.getByTestId('document-not-found')).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  // A number the drive did sign opens, on the same address form.
  const found = await page.goto(documentPath(register, receipt!.fiscalDocumentNumber, { drive }));
  expect(found?.status(), 'HTTP status').toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('document-not-found')).toHaveCount(0);
});

test('a register under an unknown organization: the organization is not found', async ({
  page,
  request,
}) => {
  const { cashbox } = await findRegister(request, () => true);
  const response = await page.goto(`/organizations/${unknownOrg}/cashboxes/${cashbox.regNumber}`);
  await expectNotFound(page, 'Organization not found', response?.status());
});

test('the organization address is its overview, its registers one click away', async ({
  page,
  request,
}) => {
  const { organization } = await findRegister(request, () => true);
  await page.goto(`/organizations/${organization.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(organization.shortName);
  await page.getByRole('link', { name: 'Registers', exact: true }).click();
  await expect(page).toHaveURL(`/organizations/${organization.id}/cashboxes`);
});
