import { expect, test } from '../fixtures';
import {
  enDateTime,
  findRegister,
  registerPath,
  serviceRegister,
  type ServiceRegister,
} from '../support/demo-service';

// The register page against the service's own record of the register: the moved register's
// addresses and the replaced-drive register's drives, newest first, with their dates.

const newestFirst = <T>(list: T[], key: (item: T) => string) =>
  [...list].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));

test('the moved register shows every address newest first with its start date', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { organization, cashbox } = await findRegister(request, (c) => c.addresses.length >= 2);
  const record = await serviceRegister(request, organization.id, cashbox.regNumber);
  await page.goto(registerPath(organization.id, cashbox.regNumber));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.name);
  await expect(page.getByTestId('identity-address')).toHaveText(record.address);

  const expected = newestFirst(record.addresses, (a) => a.startDate);
  const entries = page.getByTestId('address-entry');
  await expect(entries).toHaveCount(expected.length);
  await expect(entries.getByTestId('address-text')).toHaveText(expected.map((a) => a.address));
  // Newest first: the first is current and open-ended, each older one ends where the next began.
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

test('the register with a replaced drive shows both drives, the current one marked', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { organization, cashbox } = await findRegister(request, (c) => c.fiscalDrives.length >= 2);
  const record: ServiceRegister = await serviceRegister(
    request,
    organization.id,
    cashbox.regNumber,
  );
  await page.goto(registerPath(organization.id, cashbox.regNumber));

  const expected = newestFirst(record.fiscalDrives, (d) => d.earliestDocumentTimestamp ?? '');
  const entries = page.getByTestId('drive-entry');
  await expect(entries).toHaveCount(expected.length);
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
  // The replaced drive served until the first document of its successor; the current one until now.
  await expect(entries.getByTestId('drive-served')).toHaveText(
    expected.map((d, i) =>
      i === 0
        ? `${enDateTime(d.earliestDocumentTimestamp!)} – now`
        : `${enDateTime(d.earliestDocumentTimestamp!)} – ${enDateTime(expected[i - 1]!.earliestDocumentTimestamp!)}`,
    ),
  );
  await expectAccessible();
});

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
  expect(to).toBe(today);
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

test('the register page reads in Russian', async ({ page, request, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
  const { organization, cashbox } = await findRegister(request, (c) => c.addresses.length >= 2);
  await page.goto(registerPath(organization.id, cashbox.regNumber));
  await expect(page.getByRole('heading', { name: 'История адресов' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Фискальные накопители' })).toBeVisible();
  await expect(page.getByTestId('window-words')).toContainText('Документы можно просматривать с');
  await expect(page.getByTestId('address-entry').last()).toContainText(
    cashbox.addresses[0]!.startDate.slice(0, 10).split('-').reverse().join('.'),
  );
});
