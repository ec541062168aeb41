import { expect, test } from '../fixtures';
import {
  addDays,
  browserPath,
  currentDrive,
  expectedSummary,
  kopecksOf,
  lastDays,
  localToday,
  openRegister,
  tickets,
  type Body,
  type Register,
} from '../support/documents-world';
import { scaled } from '../support/scaled';

// The shift view and the Russian page, against the service's own documents.

// The last four days of the register's current drive, and the service's documents of them.
const { from, to } = lastDays(4);
let register: Register;
let drive: string;
let documents: Body[];
test.beforeAll(async ({ request }) => {
  register = await openRegister(request);
  drive = currentDrive(register).number;
  documents = await tickets(request, register, drive, from, to);
});

// The period's page, loaded once: its fit at 390 px, then the shift view by click and by keys, a
// shift's own documents, and a row opened with Enter. Each step is named.
test('the period at 390 px, by shift with its totals, a shift’s documents, and the keyboard', async ({
  page,
  expectAccessible,
}, testInfo) => {
  // axe three times, two full-page screenshots of a long list and a shift's load: more than the
  // default on a shared machine.
  test.setTimeout(scaled(90_000));
  const numbers = [...new Set(documents.map((d) => d.shiftNumber as number | undefined))]
    .filter((n): n is number => n !== undefined)
    .sort((a, b) => a - b);
  expect(numbers.length).toBeGreaterThan(1);
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(browserPath(register, { drive, from, to }));

  await test.step('at 390 px the browser fits the screen; only the table scrolls sideways', async () => {
    await expect(page.getByTestId('summary')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible();
    await page.screenshot({ path: testInfo.outputPath('browser-390.png'), fullPage: true });
    await page.setViewportSize(wide);
    await page.screenshot({ path: testInfo.outputPath('browser-1280.png'), fullPage: true });
  });

  const rows = page.getByTestId('shift-row');
  await test.step('the shift view groups the period by shift with its times and totals', async () => {
    await page.getByRole('tab', { name: 'By shift' }).click();
    await expect(page).toHaveURL(/tab=shifts/);
    await expect(rows).toHaveCount(numbers.length);
    // Net income is "Revenue", as in the summary and the overview.
    await expect(page.getByRole('columnheader', { name: 'Revenue', exact: true })).toBeVisible();
    for (const [index, number] of numbers.entries()) {
      const shift = documents.filter((d) => d.shiftNumber === number);
      const want = expectedSummary(shift);
      const open = shift.find((d) => d.type === 'openShift')?.dateTime.replace('T', ' ') ?? '—';
      const close = shift.find((d) => d.type === 'closeShift')?.dateTime.replace('T', ' ');
      const row = rows.nth(index);
      const cells = row.getByRole('cell');
      await expect(row.getByRole('rowheader')).toHaveText(String(number));
      await expect(cells.nth(0)).toHaveText(open);
      await expect(cells.nth(1)).toHaveText(close ?? 'still open');
      await expect(cells.nth(2)).toHaveText(String(shift.length));
      await expect(cells.nth(3)).toHaveText(String(want.receipts));
      expect(kopecksOf(await cells.nth(4).innerText())).toBe(want.income);
      expect(kopecksOf(await cells.nth(6).innerText())).toBe(want.net);
    }
    await expectAccessible();
  });

  await test.step('the views switch with the arrow keys', async () => {
    const byShift = page.getByRole('tab', { name: 'By shift' });
    await byShift.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Documents' })).toBeFocused();
    await expect(page).not.toHaveURL(/tab=shifts/);
    await page.keyboard.press('ArrowRight');
    await expect(byShift).toBeFocused();
    await expect(page).toHaveURL(/tab=shifts/);
    await expect(rows.first()).toBeVisible();
  });

  const count = page.getByRole('status').filter({ hasText: /documents?$/ });
  await test.step('a shift row opens that shift’s documents, and every shift comes back', async () => {
    const row = rows.nth(1);
    const number = Number(await row.getByRole('rowheader').innerText());
    const ofShift = documents.filter((d) => d.shiftNumber === number);
    await row.getByRole('link', { name: `Documents of shift ${number}` }).click();
    await expect(page).toHaveURL(new RegExp(`shift=${number}`));
    await expect(page).not.toHaveURL(/tab=shifts/);
    await expect(page.getByTestId('shift-filter')).toContainText(`Only shift ${number}`);
    await expect(count).toHaveText(`${ofShift.length} documents`);
    await expect(page.getByTestId('summary-receipts')).toHaveText(
      String(expectedSummary(ofShift).receipts),
    );
    await page.getByRole('button', { name: 'Show every shift' }).click();
    await expect(page).not.toHaveURL(/shift=/);
    await expect(count).toHaveText(`${documents.length.toLocaleString('en-US')} documents`);
  });

  await test.step('a row of the list opens with Enter', async () => {
    const firstRow = page
      .getByRole('region', { name: 'Documents of the period' })
      .getByRole('link')
      .first();
    await firstRow.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/documents\/\d+\?/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('No.');
  });
});

test('the browser speaks Russian, with roubles and dates as Russians write them', async ({
  page,
  context,
  baseURL,
  expectAccessible,
}) => {
  // A day's load and axe over the page: more than the default on a shared machine.
  test.setTimeout(scaled(60_000));
  const day = addDays(localToday(), -1);
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
  await page.goto(browserPath(register, { drive, from: day, to: day }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Документы');
  await expect(page.getByLabel('С', { exact: true })).toHaveValue(
    `${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`,
  );
  await expect(page.getByTestId('summary-income')).toContainText('₽');
  await expect(page.getByRole('tab', { name: 'По сменам' })).toBeVisible();
  await expectAccessible();
});
