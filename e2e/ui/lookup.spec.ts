import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { demoDirectory, findRegister, type ServiceRegister } from '../support/demo-service';
import { whenHydrated } from '../support/hydrated';
import { speak } from '../support/phone';
import { capture } from '../support/screens';

// Lookup across all organizations by each of its keys, padded or not, against the service's data,
// in English and in Russian. One page per language, searched again and again from its box as a
// person does: a load of the page costs more than a search from it.

/**
 * Searches from the page's box: Enter searches at once, the address follows, and the results come
 * from the search for this query (a result of the one before may look the same).
 */
async function lookup(page: Page, query: string) {
  const asked = (url: URL) => (url.searchParams.get('q') ?? '').trim() === query.trim();
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/lookup' && asked(new URL(r.url())),
  );
  const box = page.getByRole('searchbox', { name: LABEL[await language(page)] });
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(asked);
  expect((await answered).ok()).toBe(true);
  return page.getByTestId('lookup-result');
}

const LABEL = {
  en: 'RNM, serial, fiscal drive, INN, address or name',
  ru: 'РНМ, заводской номер, ФН, ИНН, адрес или название',
};

const language = async (page: Page) =>
  (await page.locator('html').getAttribute('lang')) === 'ru' ? 'ru' : 'en';

/** Opens the lookup page at `path` once its box answers what is typed into it. */
async function openLookup(page: Page, path: string) {
  await page.goto(path);
  await whenHydrated(page.getByRole('searchbox', { name: LABEL[await language(page)] }));
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

test('lookup in English: the query in the URL, and each key, padded or not, finds its register', async ({
  page,
  request,
  expectAccessible,
}) => {
  // Ten searches, an axe scan and a register page, on one load of the lookup page.
  test.slow();
  const directory = await demoDirectory(request);

  await test.step('the query lives in the URL: reload and back keep it; nothing found is said plainly', async () => {
    await openLookup(page, '/lookup?q=Zzyzx%20nowhere');
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

  await test.step('finds a register by its serial number', async () => {
    const { cashbox } = await findRegister(request, (c) => c.serialNumber.length >= 8);
    await expectFound(page, cashbox.serialNumber, cashbox, 'serial', cashbox.serialNumber);
  });

  await test.step('finds a register by its current drive and by a replaced drive typed padded', async () => {
    const { cashbox } = await findRegister(request, (c) => c.fiscalDrives.length >= 2);
    const current = cashbox.fiscalDrive!.fiscalDriverNumber;
    const past = cashbox.fiscalDrives.find(
      (d) => d.fiscalDriverNumber !== current,
    )!.fiscalDriverNumber;
    await expectFound(page, current, cashbox, 'drive', current, { current: true });
    // As documents carry it: right-padded with spaces to 16, here also with leading zeros.
    await expectFound(page, `  00${past}      `, cashbox, 'drive', past, { current: false });
  });

  await test.step('finds the moved register by its former address', async () => {
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

  await test.step('finds a register by its name and shows every organization it matches in', async () => {
    const { organization, cashbox } = await findRegister(request, (c) =>
      /[А-Яа-яЁё]{6,}/.test(c.name),
    );
    const word = cashbox.name.match(/[А-Яа-яЁё]{6,}/)![0];
    const result = await expectFound(page, word.toLowerCase(), cashbox, 'name', word);
    await expect(result.getByTestId('lookup-organization')).toContainText(organization.inn);
  });

  await test.step('finds every register of an organization by its INN and by its name', async () => {
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

  await test.step('finds a register by its RNM, without and with its zero padding and trailing spaces', async () => {
    const { organization, cashbox } = await findRegister(request, (c) => /^0+/.test(c.regNumber));
    const unpadded = cashbox.regNumber.replace(/^0+/, '');
    const result = await expectFound(page, unpadded, cashbox, 'rnm', cashbox.regNumber);
    await expect(result.getByTestId('lookup-organization')).toContainText(organization.shortName);
    await expect(page.getByTestId('lookup-result').first()).toContainText(cashbox.regNumber);
    await expectAccessible();

    await expectFound(page, `${cashbox.regNumber}    `, cashbox, 'rnm', cashbox.regNumber);
    await result.getByRole('link').click();
    await expect(page).toHaveURL(
      `/organizations/${organization.id}/cashboxes/${cashbox.regNumber}`,
    );
  });
});

test('lookup in Russian at 390 and 1280 px: address words, drive numbers and an RNM typo', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await speak(page.context(), baseURL!, 'ru');
  await page.setViewportSize({ width: 390, height: 844 });
  const captureBoth = async (name: string) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await capture(page, name, width);
    }
    await page.setViewportSize({ width: 390, height: 844 });
  };
  await openLookup(page, '/lookup');

  // An address found whichever way its words are abbreviated: the record says "Красный пр-кт,
  // д. 29", a person types "Красный проспект 29" or "красный пр. 29" (docs/using.md, Lookup).
  await test.step('"Красный проспект 29" finds the register at "Красный пр-кт, д. 29"', async () => {
    const { cashbox } = await findRegister(request, (c) =>
      c.addresses.some((a) => a.address.includes('Красный пр-кт, д. 29')),
    );
    for (const [q, marked] of [
      ['Красный проспект 29', ['Красный', 'пр-кт', '29']],
      ['красный пр. 29', ['Красный', 'пр-кт', '29']],
      ['Красный просп д.29', ['Красный', 'пр-кт', 'д.', '29']],
    ] as const) {
      const result = (await lookup(page, q)).filter({ hasText: cashbox.regNumber });
      await expect(result, q).toHaveCount(1);
      const address = result.locator('[data-testid="lookup-match"][data-field="address"]').first();
      // The record's own spelling is what is marked.
      await expect(address.locator('mark'), q).toHaveText([...marked]);
    }
    await captureBoth('lookup-address-words-ru');
  });

  // A fiscal drive's number is 16 digits, like an RNM: looked up, it finds its register with no
  // warning of a typo in an RNM above it, for the drive installed now and for a replaced one; the
  // warning stays for a 16-digit number that finds nothing (docs/using.md, Lookup).
  await test.step("a drive's number, current or past, finds its register without an RNM typo warning", async () => {
    const { cashbox } = await findRegister(request, (c) => c.fiscalDrives.length >= 2);
    const current = cashbox.fiscalDrive!.fiscalDriverNumber;
    const past = cashbox.fiscalDrives.find((d) => d.fiscalDriverNumber !== current)!;
    for (const [drive, name] of [
      [current, 'current'],
      [past.fiscalDriverNumber, 'past'],
    ] as const) {
      const result = (await lookup(page, drive)).filter({ hasText: cashbox.regNumber });
      await expect(result).toHaveCount(1);
      await expect(
        result.locator('[data-testid="lookup-match"][data-field="drive"]'),
      ).toBeVisible();
      await expect(page.getByTestId('rnm-typo')).toHaveCount(0);
      await expect(page.getByText('Скорее всего, опечатка')).toHaveCount(0);
      await captureBoth(`lookup-drive-${name}-ru`);
    }

    // The register's RNM with its last digit mistyped: nobody's number, taken as an RNM, so the
    // warning is said and points at the register one slip away.
    const rnm = cashbox.regNumber.padStart(16, '0');
    const typo = `${rnm.slice(0, 15)}${(Number(rnm[15]) + 1) % 10}`;
    await lookup(page, typo);
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(page.getByTestId('rnm-typo')).toBeVisible();
    await expect(page.getByTestId('rnm-typo').getByRole('link', { name: rnm })).toBeVisible();
  });
});
