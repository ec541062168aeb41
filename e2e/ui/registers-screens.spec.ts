import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import {
  enDateTime,
  findRegister,
  registerPath,
  serviceRegister,
  type ServiceRegister,
} from '../support/demo-service';
import { speak } from '../support/phone';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// Every registers page at desktop and phone width, in English and Russian: screenshots for a
// person to look at (test-results/screens, not committed), the check a screenshot cannot make on
// its own (at 390 px nothing pushes the page wider than the screen; tables scroll inside their
// region), and what each page must say: the register page against the service's own record of
// the register (the moved register's addresses and the replaced-drive register's drives, newest
// first, with their dates), and the pages of what is not found, with their ways back. Each page
// is loaded once per language and looked at in both widths: a load costs more than every look.

// Several pages per test, each with its screenshots and some with an accessibility scan.
test.describe.configure({ timeout: scaled(180_000) });

type Width = 1280 | 390;

const resize = (page: Page, width: Width) =>
  page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

/** From 640 px a table; on a phone the same rows as cards. */
const list = (page: Page, width: Width, name: string | RegExp) =>
  width === 390 ? page.getByRole('list', { name }) : page.getByRole('table', { name });

/** At desktop width the default columns fit: the table's region does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, name: RegExp) {
  const region = page.getByRole('region', { name });
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the registers table scrolls sideways at 1280px').toBeLessThanOrEqual(0);
}

/** Opens `path` at 1280 px, checks it, then looks at it at 1280 and 390 px. */
async function onBothWidths(
  page: Page,
  path: string,
  name: string,
  look: (width: Width) => Promise<void>,
) {
  await resize(page, 1280);
  await page.goto(path);
  for (const width of [1280, 390] as const) {
    await resize(page, width);
    await look(width);
    await capture(page, name, width);
  }
}

const newestFirst = <T>(list: T[], key: (item: T) => string) =>
  [...list].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));

test('in English: organizations, registers and the register page at 1280 and 390 px', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { organization, cashbox } = await findRegister(request, (c) => c.fiscalDrives.length >= 2);
  const moved = await findRegister(request, (c) => c.addresses.length >= 2);

  await test.step('organizations', async () => {
    await onBothWidths(page, '/organizations', 'organizations', async (width) => {
      await expect(list(page, width, 'Organizations')).toBeVisible();
    });
  });

  await test.step('registers', async () => {
    const path = `/organizations/${organization.id}/cashboxes`;
    await onBothWidths(page, path, 'registers', async (width) => {
      await expect(list(page, width, /^Cash registers of/)).toBeVisible();
      if (width === 1280) await expectNoSidewaysScroll(page, /^Cash registers of/);
    });
  });

  await test.step('the register with a replaced drive shows both drives, the current one marked', async () => {
    const record: ServiceRegister = await serviceRegister(
      request,
      organization.id,
      cashbox.regNumber,
    );
    const expected = newestFirst(record.fiscalDrives, (d) => d.earliestDocumentTimestamp ?? '');
    const path = registerPath(organization.id, cashbox.regNumber);
    await onBothWidths(page, path, 'register-drives', async (width) => {
      const entries = page.getByTestId('drive-entry');
      await expect(entries).toHaveCount(expected.length);
      if (width === 390) return;
      await expect(entries.getByTestId('drive-number')).toHaveText(
        expected.map((d) => d.fiscalDriverNumber),
      );
      expect(expected[0]!.fiscalDriverNumber).toBe(record.fiscalDrive?.fiscalDriverNumber);
      await expect(entries.first()).toHaveAttribute('data-current', 'true');
      await expect(entries.first().getByText('Current')).toBeVisible();
      await expect(entries.nth(1)).toHaveAttribute('data-current', 'false');
      await expect(entries.getByTestId('drive-earliest')).toHaveText(
        expected.map((d) => enDateTime(d.earliestDocumentTimestamp!)),
      );
      // The replaced drive served until the first document of its successor; the current one
      // until now.
      await expect(entries.getByTestId('drive-served')).toHaveText(
        expected.map((d, i) =>
          i === 0
            ? `${enDateTime(d.earliestDocumentTimestamp!)} – now`
            : `${enDateTime(d.earliestDocumentTimestamp!)} – ${enDateTime(expected[i - 1]!.earliestDocumentTimestamp!)}`,
        ),
      );
      await expectAccessible();
    });
  });

  await test.step('the moved register shows every address newest first with its start date', async () => {
    const record = await serviceRegister(request, moved.organization.id, moved.cashbox.regNumber);
    const expected = newestFirst(record.addresses, (a) => a.startDate);
    const path = registerPath(moved.organization.id, moved.cashbox.regNumber);
    await onBothWidths(page, path, 'register-moved', async (width) => {
      const entries = page.getByTestId('address-entry');
      await expect(entries).toHaveCount(expected.length);
      if (width === 390) return;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.name);
      await expect(page.getByTestId('identity-address')).toHaveText(record.address);
      await expect(entries.getByTestId('address-text')).toHaveText(expected.map((a) => a.address));
      // Newest first: the first is current and open-ended, each older one ends where the next
      // began.
      await expect(entries.first()).toHaveAttribute('data-current', 'true');
      await expect(entries.getByTestId('address-period')).toHaveText(
        expected.map((a, i) =>
          i === 0
            ? `since ${a.startDate.slice(0, 10)}`
            : `${a.startDate.slice(0, 10)} – ${expected[i - 1]!.startDate.slice(0, 10)}`,
        ),
      );
      expect(expected[0]!.address).toBe(record.address);
      await expectAccessible();
    });
  });
});

test('in English: lookup and what is not found, with the ways back, at 1280 and 390 px', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { organization, cashbox } = await findRegister(request, (c) => c.fiscalDrives.length >= 2);
  const past = cashbox.fiscalDrives[0]!.fiscalDriverNumber;
  const orgId = encodeURIComponent(organization.id);

  await test.step('lookup', async () => {
    await onBothWidths(page, `/lookup?q=${past}`, 'lookup', async () => {
      await expect(page.getByTestId('lookup-result')).toHaveCount(1);
    });
    await onBothWidths(
      page,
      '/lookup?q=%D0%BA%D0%B0%D1%81%D1%81%D0%B0',
      'lookup-many',
      async () => {
        await expect(page.getByTestId('lookup-result').first()).toBeVisible();
      },
    );
  });

  await test.step('an unknown organization is not found', async () => {
    const path = '/organizations/00000000-0000-4000-8000-000000000000/cashboxes';
    await onBothWidths(page, path, 'not-found', async (width) => {
      await expect(page.getByTestId('organization-not-found')).toBeVisible();
      if (width === 390) return;
      await expect(
        page.getByRole('heading', { level: 1, name: 'Organization not found' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open organizations' })).toHaveAttribute(
        'href',
        '/organizations',
      );
      await expect(page.getByRole('link', { name: 'Find a register' }).last()).toHaveAttribute(
        'href',
        '/lookup',
      );
      await expectAccessible();
    });
  });

  await test.step('an unknown register of a known organization is not found', async () => {
    await page.goto(`/organizations/${orgId}/cashboxes/0000000000000001`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cash register not found' }),
    ).toBeVisible();
    await expectAccessible();
  });

  await test.step('an unknown register or document offers the way back to the page above it', async () => {
    await page.goto(`/organizations/${orgId}/cashboxes/not-an-rnm/documents`);
    await expect(page.getByTestId('register-not-found')).toBeVisible();
    await expect(
      page.getByRole('link', { name: "Back to the organization's registers" }),
    ).toHaveAttribute('href', `/organizations/${orgId}/cashboxes`);
    const rnm = encodeURIComponent(cashbox.regNumber);
    await page.goto(`/organizations/${orgId}/cashboxes/${rnm}/documents/0`);
    await expect(page.getByTestId('document-not-found')).toBeVisible();
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await expect(
      page.getByRole('link', { name: "Back to the register's documents" }),
    ).toHaveAttribute('href', `/organizations/${orgId}/cashboxes/${rnm}/documents`);
  });
});

test('in Russian: registers and a register at 1280 and 390 px', async ({
  page,
  request,
  baseURL,
}) => {
  await speak(page.context(), baseURL!, 'ru');
  const { organization } = await findRegister(request, (c) => c.fiscalDrives.length >= 2);
  const moved = await findRegister(request, (c) => c.addresses.length >= 2);

  await test.step('registers', async () => {
    const name = /^Кассы организации/;
    const path = `/organizations/${organization.id}/cashboxes`;
    await onBothWidths(page, path, 'ru-registers', async (width) => {
      await expect(list(page, width, name)).toBeVisible();
      if (width === 1280) await expectNoSidewaysScroll(page, name);
    });
  });

  await test.step('the register page reads in Russian', async () => {
    const path = registerPath(moved.organization.id, moved.cashbox.regNumber);
    await onBothWidths(page, path, 'ru-register', async (width) => {
      await expect(page.getByRole('heading', { name: 'Фискальные накопители' })).toBeVisible();
      if (width === 390) return;
      await expect(page.getByRole('heading', { name: 'История адресов' })).toBeVisible();
      await expect(page.getByTestId('window-words')).toContainText(
        'Документы можно просматривать с',
      );
      await expect(page.getByTestId('address-entry').last()).toContainText(
        moved.cashbox.addresses[0]!.startDate.slice(0, 10).split('-').reverse().join('.'),
      );
    });
  });
});
