import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { demoDirectory, findRegister, type ServiceRegister } from '../support/demo-service';

// Lookup across all organizations by each of its keys, padded or not, against the service's data.

async function lookup(page: Page, query: string) {
  await page.goto('/lookup');
  const box = page.getByRole('searchbox', {
    name: 'RNM, serial, fiscal drive, INN, address or name',
  });
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  return page.getByTestId('lookup-result');
}

async function expectFound(
  page: Page,
  query: string,
  cashbox: ServiceRegister,
  field: string,
  marked: string,
  options: { current?: boolean } = {},
) {
  const results = await lookup(page, query);
  const result = results.filter({ hasText: cashbox.regNumber });
  await expect(result).toHaveCount(1);
  const match = result.locator(`[data-testid="lookup-match"][data-field="${field}"]`).first();
  await expect(match).toBeVisible();
  await expect(match.locator('mark')).toHaveText(marked);
  if (options.current !== undefined) {
    await expect(match).toHaveAttribute('data-current', String(options.current));
  }
  return result;
}

test('finds a register by its RNM, without and with its zero padding and trailing spaces', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { organization, cashbox } = await findRegister(request, (c) => /^0+/.test(c.regNumber));
  const unpadded = cashbox.regNumber.replace(/^0+/, '');
  const result = await expectFound(page, unpadded, cashbox, 'rnm', cashbox.regNumber);
  await expect(result.getByTestId('lookup-organization')).toContainText(organization.shortName);
  await expect(page.getByTestId('lookup-result').first()).toContainText(cashbox.regNumber);
  await expectAccessible();

  await expectFound(page, `${cashbox.regNumber}    `, cashbox, 'rnm', cashbox.regNumber);
  await result.getByRole('link').click();
  await expect(page).toHaveURL(`/organizations/${organization.id}/cashboxes/${cashbox.regNumber}`);
});

test('finds a register by its serial number', async ({ page, request }) => {
  const { cashbox } = await findRegister(request, (c) => c.serialNumber.length >= 8);
  await expectFound(page, cashbox.serialNumber, cashbox, 'serial', cashbox.serialNumber);
});

test('finds a register by its current drive and by a replaced drive typed padded', async ({
  page,
  request,
}) => {
  const { cashbox } = await findRegister(request, (c) => c.fiscalDrives.length >= 2);
  const current = cashbox.fiscalDrive!.fiscalDriverNumber;
  const past = cashbox.fiscalDrives.find(
    (d) => d.fiscalDriverNumber !== current,
  )!.fiscalDriverNumber;
  await expectFound(page, current, cashbox, 'drive', current, { current: true });
  // As documents carry it: right-padded with spaces to 16, here also with leading zeros.
  await expectFound(page, `  00${past}      `, cashbox, 'drive', past, { current: false });
});

test('finds the moved register by its former address', async ({ page, request }) => {
  const { cashbox } = await findRegister(request, (c) => c.addresses.length >= 2);
  const former = [...cashbox.addresses].sort((a, b) => (a.startDate < b.startDate ? -1 : 1))[0]!;
  // The street and the house number, upper-cased and in the other order than the record's.
  const street = former.address.match(/ул\. ([^,]+),/)![1]!;
  const house = former.address.match(/д\. (\d+)/)![1]!;
  const results = await lookup(page, `${house} ${street.toUpperCase()}`);
  const match = results
    .filter({ hasText: cashbox.regNumber })
    .locator('[data-testid="lookup-match"][data-field="address"]');
  await expect(match).toHaveCount(1);
  await expect(match).toHaveAttribute('data-current', 'false');
  await expect(match.locator('mark')).toHaveText([street, house]);
  await expect(match).toContainText('former address');
});

test('finds a register by its name and shows every organization it matches in', async ({
  page,
  request,
}) => {
  const { organization, cashbox } = await findRegister(request, (c) =>
    /[А-Яа-яЁё]{6,}/.test(c.name),
  );
  const word = cashbox.name.match(/[А-Яа-яЁё]{6,}/)![0];
  const result = await expectFound(page, word.toLowerCase(), cashbox, 'name', word);
  await expect(result.getByTestId('lookup-organization')).toContainText(organization.inn);
});

test('the query lives in the URL: reload and back keep it; nothing found is said plainly', async ({
  page,
}) => {
  await page.goto('/lookup?q=Zzyzx%20nowhere');
  await expect(page.getByText('Nothing found')).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue('Zzyzx nowhere');
  await page.getByRole('searchbox').fill('x');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('lookup-idle')).toHaveText('Type at least 2 characters.');
  // The results follow the box at once; the address follows a moment later, and Back needs it.
  await expect(page).toHaveURL(/[?&]q=x(&|$)/);
  await page.goBack();
  await expect(page.getByRole('searchbox')).toHaveValue('Zzyzx nowhere');
  await expect(page.getByText('Nothing found')).toBeVisible();
});

test('finds every register of an organization by its INN and by its name', async ({
  page,
  request,
}) => {
  const directory = await demoDirectory(request);
  const { organization, cashboxes } = directory.find((entry) => entry.cashboxes.length >= 2)!;
  const expected = cashboxes.map((c) => c.regNumber).sort();

  for (const query of [organization.inn, organization.shortName]) {
    const results = await lookup(page, query);
    const field = query === organization.inn ? 'inn' : 'organization';
    const ofOrganization = results.filter({
      has: page.locator(`[data-testid="lookup-match"][data-field="${field}"]`),
    });
    await expect(ofOrganization).toHaveCount(expected.length);
    const found = await ofOrganization.locator('p', { hasText: /^(RNM|РНМ) / }).allInnerTexts();
    expect(found.map((text) => text.replace(/^\D+/, '')).sort(), query).toEqual(expected);
  }
});
