import { expect, test } from '../fixtures';
import { findRegister } from '../support/demo-service';

// Unknown organizations and registers: a 404 with a page that says which one, and the ways back.

const unknownOrg = '00000000-0000-4000-8000-000000000000';

test('an unknown organization is not found', async ({ page, expectAccessible }) => {
  const response = await page.goto(`/organizations/${unknownOrg}/cashboxes`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Organization not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a register' }).last()).toHaveAttribute(
    'href',
    '/lookup',
  );
  await expectAccessible();
});

test('a malformed organization id is not found either', async ({ page }) => {
  const response = await page.goto('/organizations/not-a-guid/cashboxes');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Organization not found' })).toBeVisible();
});

test('an unknown register of a known organization is not found', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { organization } = await findRegister(request, () => true);
  const response = await page.goto(`/organizations/${organization.id}/cashboxes/0000000000000001`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Cash register not found' })).toBeVisible();
  await expectAccessible();
});

test('a register under the wrong organization is not found', async ({ page, request }) => {
  const { cashbox } = await findRegister(request, () => true);
  const response = await page.goto(`/organizations/${unknownOrg}/cashboxes/${cashbox.regNumber}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Cash register not found' })).toBeVisible();
});

test('the organization address leads to its registers', async ({ page, request }) => {
  const { organization } = await findRegister(request, () => true);
  await page.goto(`/organizations/${organization.id}`);
  await expect(page).toHaveURL(`/organizations/${organization.id}/cashboxes`);
});
