import type { Locator, Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { documentPath, recentDocuments, recentReceipt } from '../support/documents-world';
import { PHONE, onRussianPhone } from '../support/phone';
import { whenHydrated } from '../support/hydrated';
import { scaled } from '../support/scaled';

// What a phone shows first (docs/phones.md): at 390 × 844 in Russian the overview's figures are on
// the first screen, a documents list's first card and a receipt's total and items within the first
// two, and opening the calendar keeps its quick ranges in view.

onRussianPhone();
test.describe.configure({ timeout: scaled(180_000) });
const slow = { timeout: scaled(90_000) };
const SCREEN = PHONE.height;
const TWO_SCREENS = { x: 0, y: 0, width: PHONE.width, height: 2 * SCREEN };

/** The element's top in the page (not the viewport), in CSS pixels. */
async function pageTop(locator: Locator): Promise<number> {
  const top = await locator.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
  // In the report, for a person comparing layouts; the assertions are what the test holds.
  test.info().annotations.push({ type: `top of ${locator}`, description: `${Math.round(top)} px` });
  return top;
}

/** Loaded: no request in flight, nothing busy, fonts in place. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, slow);
  await page.evaluate(() => document.fonts.ready);
}

test('the overview’s figures are on the first screen', async ({ page }, testInfo) => {
  await page.goto('/');
  const income = page.getByTestId('figure-income');
  await expect(income).toBeVisible(slow);
  await settled(page);
  const top = await pageTop(income);
  await page.screenshot({
    path: testInfo.outputPath('home-390-ru.png'),
    fullPage: true,
    clip: TWO_SCREENS,
  });
  expect(top, 'the income figure’s top').toBeLessThan(SCREEN);
});

test('opening the calendar keeps its quick ranges in view', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByTestId('figure-income')).toBeVisible(slow);
  await settled(page);
  // On a phone the period is chosen behind the line that says it.
  await (await whenHydrated(page.getByTestId('overview-controls-fold'))).click();
  const button = page.getByRole('button', { name: 'Календарь' }).first();
  // Its button at the foot of the screen, as the first screen left it before the fold: the panel
  // opens below it, and focusing its chosen day scrolled the quick ranges off the top.
  await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const calendar = page.getByRole('dialog', { name: 'Выбор периода' });
  await button.click();
  await expect(calendar.locator('[role=grid] button').first()).toBeVisible();
  const presets = calendar.getByRole('group', { name: 'Быстрый выбор' });
  await page.screenshot({ path: testInfo.outputPath('home-calendar-390-ru.png') });
  for (const name of ['Сегодня', 'Вчера', 'Эта неделя']) {
    await expect(presets.getByRole('button', { name }), name).toBeInViewport({ ratio: 1 });
  }
});

test('a documents list’s first card is within the first two screens', async ({
  page,
  request,
}, testInfo) => {
  const { path } = await recentDocuments(request, 7);
  await page.goto(path);
  const card = page.getByTestId('data-card').first();
  await expect(card).toBeVisible(slow);
  await settled(page);
  const top = await pageTop(card);
  await page.screenshot({
    path: testInfo.outputPath('documents-390-ru.png'),
    fullPage: true,
    clip: TWO_SCREENS,
  });
  expect(top, 'the first card’s top').toBeLessThan(2 * SCREEN);
  // The five export controls fold behind one button until it is pressed.
  const files = page.getByRole('group', { name: 'Выгрузить выборку' });
  await expect(files).toBeHidden();
  await (await whenHydrated(page.getByRole('button', { name: 'Выгрузить' }))).click();
  await expect(files.getByRole('link')).toHaveCount(4);
  await expect(files.getByRole('link').first()).toBeInViewport();
});

test('a receipt’s total and first item are within the first two screens, its QR on the first', async ({
  page,
  request,
}, testInfo) => {
  const { register, drive, from, to, receipt } = await recentReceipt(request, 3);
  const back = new URLSearchParams({ drive, from, to }).toString();
  await page.goto(documentPath(register, receipt.fiscalDocumentNumber, { drive, from, to, back }));
  const total = page.getByTestId('receipt-total').first();
  await expect(total).toBeVisible(slow);
  await settled(page);
  const top = await pageTop(total);
  await page.screenshot({
    path: testInfo.outputPath('receipt-390-ru.png'),
    fullPage: true,
    clip: TWO_SCREENS,
  });
  expect(top, 'the total’s top').toBeLessThan(2 * SCREEN);
  // What was bought comes next, before the header's long list of fields.
  const item = page.getByTestId('receipt-item').first();
  await expect(item).toBeVisible();
  expect(await pageTop(item), 'the first item’s top').toBeLessThan(2 * SCREEN);
  const qr = page.getByTestId('qr-enlarge');
  expect(
    (await pageTop(qr)) + (await qr.evaluate((e) => e.getBoundingClientRect().height)),
  ).toBeLessThanOrEqual(SCREEN);
});
