import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { findRegister } from '../support/demo-service';

// Unknown organizations and registers: a page that says which one, and the ways back. The
// segment's loading skeleton streams first, so the status is already sent when the page finds out;
// Next then marks the page noindex instead (a 404 status needs a response that is not streamed).

async function expectNotFound(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
}

const unknownOrg = '00000000-0000-4000-8000-000000000000';

test('an unknown organization is not found', async ({ page, expectAccessible }) => {
  await page.goto(`/organizations/${unknownOrg}/cashboxes`);
  await expectNotFound(page, 'Organization not found');
  await expect(page.getByRole('link', { name: 'Find a register' }).last()).toHaveAttribute(
    'href',
    '/lookup',
  );
  await expectAccessible();
});

test('a malformed organization id is not found either', async ({ page }) => {
  // Ids are opaque (not necessarily hex), but never contain spaces or run past 100 characters.
  await page.goto('/organizations/not%20an%20id/cashboxes');
  await expectNotFound(page, 'Organization not found');
});

test('an unknown register of a known organization is not found', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { organization } = await findRegister(request, () => true);
  await page.goto(`/organizations/${organization.id}/cashboxes/0000000000000001`);
  await expectNotFound(page, 'Cash register not found');
  await expectAccessible();
});

test('a register under the wrong organization is not found', async ({ page, request }) => {
  const { cashbox } = await findRegister(request, () => true);
  await page.goto(`/organizations/${unknownOrg}/cashboxes/${cashbox.regNumber}`);
  await expectNotFound(page, 'Cash register not found');
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
