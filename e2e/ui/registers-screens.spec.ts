import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { findRegister, registerPath } from '../support/demo-service';
import { capture } from '../support/screens';

// Screenshots of every registers page at desktop and phone width, for a person to look at
// (test-results/screens, not committed), plus the check a screenshot cannot make on its own:
// at 390 px nothing pushes the page wider than the screen (tables scroll inside their region).

const widths = [1280, 390] as const;

/** At desktop width the default columns fit: the table's region does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, name: RegExp) {
  const region = page.getByRole('region', { name });
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the registers table scrolls sideways at 1280px').toBeLessThanOrEqual(0);
}

for (const width of widths) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('organizations, registers and the register page', async ({ page, request }) => {
      const { organization, cashbox } = await findRegister(
        request,
        (c) => c.fiscalDrives.length >= 2,
      );
      const moved = await findRegister(request, (c) => c.addresses.length >= 2);
      await page.goto('/organizations');
      // From 640 px a table; on a phone the same rows as cards.
      const list = (name: string | RegExp) =>
        width === 390 ? page.getByRole('list', { name }) : page.getByRole('table', { name });
      await expect(list('Organizations')).toBeVisible();
      await capture(page, 'organizations', width);
      await page.goto(`/organizations/${organization.id}/cashboxes`);
      await expect(list(/^Cash registers of/)).toBeVisible();
      await capture(page, 'registers', width);
      if (width === 1280) await expectNoSidewaysScroll(page, /^Cash registers of/);
      await page.goto(registerPath(organization.id, cashbox.regNumber));
      await expect(page.getByTestId('drive-entry')).toHaveCount(cashbox.fiscalDrives.length);
      await capture(page, 'register-drives', width);
      await page.goto(registerPath(moved.organization.id, moved.cashbox.regNumber));
      await expect(page.getByTestId('address-entry')).toHaveCount(moved.cashbox.addresses.length);
      await capture(page, 'register-moved', width);
    });

    test('lookup and not-found', async ({ page, request }) => {
      const { organization, cashbox } = await findRegister(
        request,
        (c) => c.fiscalDrives.length >= 2,
      );
      const past = cashbox.fiscalDrives[0]!.fiscalDriverNumber;
      await page.goto(`/lookup?q=${past}`);
      await expect(page.getByTestId('lookup-result')).toHaveCount(1);
      await capture(page, 'lookup', width);
      await page.goto('/lookup?q=%D0%BA%D0%B0%D1%81%D1%81%D0%B0');
      await expect(page.getByTestId('lookup-result').first()).toBeVisible();
      await capture(page, 'lookup-many', width);
      await page.goto('/organizations/00000000-0000-4000-8000-000000000000/cashboxes');
      await expect(page.getByTestId('organization-not-found')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open organizations' })).toHaveAttribute(
        'href',
        '/organizations',
      );
      await capture(page, 'not-found', width);
      // An unknown register or document offers the way back to the page above it.
      const orgId = encodeURIComponent(organization.id);
      await page.goto(`/organizations/${orgId}/cashboxes/not-an-rnm/documents`);
      await expect(page.getByTestId('register-not-found')).toBeVisible();
      await expect(
        page.getByRole('link', { name: "Back to the organization's registers" }),
      ).toHaveAttribute('href', `/organizations/${orgId}/cashboxes`);
      const rnm = encodeURIComponent(cashbox.regNumber);
      await page.goto(`/organizations/${orgId}/cashboxes/${rnm}/documents/0`);
      await expect(page.getByTestId('document-not-found')).toBeVisible();
      await expect(
        page.getByRole('link', { name: "Back to the register's documents" }),
      ).toHaveAttribute('href', `/organizations/${orgId}/cashboxes/${rnm}/documents`);
    });
  });
}

for (const width of widths) {
  test(`in Russian at ${width}px: registers and a register`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
    const { organization, cashbox } = await findRegister(
      request,
      (c) => c.fiscalDrives.length >= 2,
    );
    await page.goto(`/organizations/${organization.id}/cashboxes`);
    const name = /^Кассы организации/;
    await expect(
      width === 390 ? page.getByRole('list', { name }) : page.getByRole('table', { name }),
    ).toBeVisible();
    await capture(page, 'ru-registers', width);
    if (width === 1280) await expectNoSidewaysScroll(page, /^Кассы организации/);
    await page.goto(registerPath(organization.id, cashbox.regNumber));
    await expect(page.getByRole('heading', { name: 'Фискальные накопители' })).toBeVisible();
    await capture(page, 'ru-register', width);
  });
}
