import type { Page, TestInfo } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import {
  browserPath,
  currentDrive,
  documentPath,
  lastDays,
  openRegister,
  tickets,
  type Register,
} from '../support/documents-world';
import { onRussianPhone } from '../support/phone';
import { scaled } from '../support/scaled';

// The dashboard on a 390 px phone, in Russian: no page scrolls sideways, lists are cards, and a
// card says what a row would (a document's total, read from its card, is the service's).

onRussianPhone();

/** "1 285,21 ₽" (Russian page) → kopecks. */
function rubKopecks(text: string): number {
  const clean = text.replace(/[\s\u00a0\u202f₽]/g, '').replace(',', '.');
  const negative = /^[-−]/.test(clean);
  const [rubles = '0', fraction = '0'] = clean.replace(/^[-−]/, '').split('.');
  const value = Number(rubles) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

async function fits(page: Page, testInfo: TestInfo, name: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath(`${name}-390-ru.png`), fullPage: true });
}

/** Finished loading: no request in flight, nothing busy, no skeleton left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

let register: Register;
test.beforeEach(async ({ request }) => {
  register ??= await openRegister(request);
});

test('every page fits 390 px; organizations and registers are cards', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await fits(page, testInfo, 'home');

  await page.goto('/organizations');
  await expect(page.getByTestId('data-card').first()).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await fits(page, testInfo, 'organizations');

  await page.goto(`/organizations/${register.orgId}/cashboxes`);
  const card = page.getByTestId('data-card').filter({ hasText: register.rnm });
  await expect(card).toBeVisible();
  await expect(card.locator('[data-card-field="address"]')).not.toBeEmpty();
  await expect(card.locator('[data-card-field="window"]')).toBeVisible();
  await expect(card.locator('[data-card-field="lastDocument"]')).toBeVisible();
  await fits(page, testInfo, 'registers');

  await page.goto(`/organizations/${register.orgId}/cashboxes/${register.rnm}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fits(page, testInfo, 'register');

  await page.goto(`/lookup?q=${register.inn}`);
  await expect(page.getByTestId('lookup-result').first()).toBeVisible();
  await fits(page, testInfo, 'lookup');

  await page.goto('/organizations/no-such-org/cashboxes');
  await fits(page, testInfo, 'not-found');
});

test('a document’s card shows its time, type, operation and total; the summary folds', async ({
  page,
  request,
}, testInfo) => {
  const drive = currentDrive(register).number;
  const { from, to } = lastDays(2);
  // The first load of the period (its screen's chunk, then its days) took over 30 s on a phone
  // page while the run's other browser worked.
  test.slow();
  const documents = await tickets(request, register, drive, from, to);
  await page.goto(browserPath(register, { drive, from, to }));
  const summary = page.getByTestId('summary');
  await expect(summary.getByTestId('summary-receipts')).toBeVisible({ timeout: scaled(30_000) });
  // The folded summary's key money figure is the revenue of a mix of operations, or the one
  // operation's own total: which, the period's documents say (the world is made on the day it runs).
  const operations = new Set(
    documents.flatMap((d) => (typeof d.operationType === 'number' ? [d.operationType] : [])),
  );
  const OWN = ['income', 'returns', 'purchases', 'purchaseReturns'];
  const key = operations.size === 1 ? OWN[[...operations][0]! - 1]! : 'net';
  await expect(summary.getByTestId(`summary-${key}`)).toBeVisible();
  await expect(summary.getByTestId('summary-cash')).toBeHidden();
  const cards = page.getByTestId('data-card');
  await expect(cards.first()).toBeVisible();
  await fits(page, testInfo, 'documents');

  // The newest first: the first card is the period's last receipt or report.
  // A report's card shows its total as "—": the first card with an amount is a receipt.
  const card = cards
    .filter({ has: page.locator('[data-card-field="totalSum"]', { hasText: /\d/ }) })
    .first();
  const time = (await card.locator('[data-card-field="dateTime"]').innerText()).trim();
  const receipt = documents.find(
    (d) =>
      typeof d.totalSum === 'number' &&
      `${d.dateTime.slice(8, 10)}.${d.dateTime.slice(5, 7)}.${d.dateTime.slice(0, 4)} ${d.dateTime.slice(11, 19)}` ===
        time.replace(/\s+/g, ' '),
  );
  expect(receipt, `a receipt at ${time}`).toBeDefined();
  const total = await card.locator('[data-card-field="totalSum"]').innerText();
  expect(rubKopecks(total)).toBe(receipt!.totalSum);
  await expect(card.locator('[data-card-field="operationType"]')).not.toBeEmpty();

  await page.getByRole('button', { name: 'Все показатели' }).click();
  await expect(summary.getByTestId('summary-cash')).toBeVisible();

  // The drive selector and the calendar fit too.
  await page.getByRole('button', { name: 'Календарь' }).click();
  await expect(page.getByRole('button', { name: 'Прошлая неделя' })).toBeVisible();
  await fits(page, testInfo, 'documents-calendar');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'По сменам' }).click();
  await expect(page.getByTestId('shift-cards')).toBeVisible();
  await fits(page, testInfo, 'shifts');

  await page.goto(documentPath(register, receipt!.fiscalDocumentNumber, { drive, from, to }));
  await expect(page.getByTestId('receipt-item').first()).toBeVisible();
  await fits(page, testInfo, 'receipt');
  await page.goto(
    documentPath(register, receipt!.fiscalDocumentNumber, { drive, from, to, view: 'print' }),
  );
  await expect(page.getByTestId('paper-receipt')).toBeVisible();
  await fits(page, testInfo, 'paper-receipt');
});

test('the audit trail is cards at 390 px: nothing scrolls sideways inside its box', async ({
  page,
}) => {
  await page.goto('/settings/audit');
  const row = page.getByTestId('audit-row').first();
  await expect(row).toBeVisible();
  await expect(page.locator('thead')).toBeHidden();
  // Each field says what it is, since the header row is gone.
  await expect(row.locator('td[data-label="Действие"]')).toBeVisible();
  const box = row.locator('xpath=ancestor::div[1]');
  const [scroll, client] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scroll, 'the audit box scrolls sideways').toBeLessThanOrEqual(client!);
});

test('the overview on a phone: its tables are cards, the heatmap fits', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(90_000));
  await page.goto(`/organizations/${register.orgId}`);
  await expect(page.getByTestId('figure-income').getByTestId('figure-value')).toBeVisible();
  await settled(page);
  await expect(page.getByTestId('figure-net')).toContainText('Выручка');
  const breakdown = page.getByTestId('panel-breakdown');
  await expect(breakdown.getByTestId('data-card').first()).toBeVisible();
  await expect(breakdown.locator('table')).toHaveCount(0);
  await expect(breakdown.locator('[data-card-field="net"]').first()).toBeVisible();
  const items = page.getByTestId('panel-items');
  await expect(items.getByTestId('data-card').first()).toBeVisible();
  await expect(items.locator('table')).toHaveCount(0);
  const revenue = page.getByTestId('panel-revenue');
  await revenue.getByRole('button', { name: 'Таблица' }).click();
  await expect(revenue.getByTestId('data-card').first()).toBeVisible();
  await expect(revenue.locator('table')).toHaveCount(0);
  const heatmap = page.getByTestId('panel-heatmap');
  await heatmap.getByRole('button', { name: 'Таблица' }).click();
  // On its side: a row per hour, nothing to scroll sideways inside the panel either.
  await expect(heatmap.getByTestId('heatmap-table').locator('tbody tr')).toHaveCount(24);
  const scrolling = await heatmap.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || el === root)
      .some((el) => el.scrollWidth > el.clientWidth),
  );
  expect(scrolling, 'the heatmap scrolls sideways').toBe(false);
  await fits(page, testInfo, 'overview-tables');
});
