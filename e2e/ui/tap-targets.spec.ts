import { expect, test } from '../fixtures';
import { documentPath, recentDocuments, recentReceipt } from '../support/documents-world';
import { demoDirectory, registerPath } from '../support/demo-service';
import { plantedWith } from '../support/health-world';
import { onRussianPhone } from '../support/phone';
import { whenHydrated } from '../support/hydrated';
import { scaled } from '../support/scaled';
import { knownReceipt, roughly } from '../support/receipt-world';
import { smallTargets } from '../support/tap-targets';

// Phones (docs/phones.md): at 390 px wide, in Russian, every control a finger can hit is at least
// 44 × 44 px (measured by e2e/support/tap-targets.ts). The walk of every page measures each page
// as it loads; this spec opens what a page folds away: the header's menu, the overview's
// controls and calendar, the documents list's files.

onRussianPhone();
test.describe.configure({ timeout: scaled(180_000) });
const slow = { timeout: scaled(90_000) };

test('the overview: navigation, language, inputs, selects, tabs and calendar days', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('overview')).toBeVisible(slow);
  expect(await smallTargets(page, 'body')).toEqual([]);
  // The navigation, the person and the language fold behind the header's menu button.
  await page.getByTestId('phone-menu').click();
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
  expect(await smallTargets(page, 'header')).toEqual([]);
  await page.getByTestId('phone-menu').click();
  // The scope, the period and the comparison fold behind one line that says what they are.
  await page.getByTestId('overview-controls-fold').click();
  expect(await smallTargets(page, 'body')).toEqual([]);
  await page.getByRole('button', { name: 'Календарь' }).first().click();
  await expect(page.locator('[role=grid] button').first()).toBeVisible();
  expect(await smallTargets(page, 'body')).toEqual([]);
});

test('chips of the health board, table links and breadcrumbs', async ({ page, request }) => {
  await page.goto('/health');
  await expect(page.locator('main li > a').first()).toBeVisible(slow);
  expect(await smallTargets(page, 'body')).toEqual([]);

  // A register whose window is open today, so that its last days load a summary.
  const { register, path } = await recentDocuments(request, 3);
  await page.goto(`/organizations/${register.orgId}/cashboxes`);
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toBeVisible(slow);
  expect(await smallTargets(page, 'body')).toEqual([]);

  await page.goto(path);
  await expect(page.getByTestId('summary')).toBeVisible(slow);
  expect(await smallTargets(page, 'body')).toEqual([]);
});

test('a documents list with its exports open, and a receipt with its steps', async ({
  page,
  request,
}) => {
  // On a phone the exports fold behind one button; open, each file is a full-size target.
  const { path } = await recentDocuments(request, 3);
  await page.goto(path);
  await expect(page.getByTestId('data-card').first()).toBeVisible(slow);
  await (await whenHydrated(page.getByTestId('export-fold'))).click();
  await expect(page.getByRole('group', { name: 'Выгрузить выборку' })).toBeVisible();
  expect(await smallTargets(page, 'main')).toEqual([]);

  // A receipt opened from a list: the way back, the list's and the drive's steps, the views.
  const { register, drive, from, to, receipt } = await recentReceipt(request, 3);
  const back = new URLSearchParams({ drive, from, to }).toString();
  const fd = receipt.fiscalDocumentNumber;
  await page.goto(documentPath(register, fd, { drive, from, to, back }));
  await expect(page.getByTestId('list-nav')).toBeVisible(slow);
  expect(await smallTargets(page, 'main')).toEqual([]);
});

test('the register page: every link of its health card and drive timeline', async ({
  page,
  request,
}) => {
  // The gap's evidence ("до: ФД 2093", "после: …", "документы того дня") and each drive's
  // documents link sit inside lines of text: they were 20 px tall.
  const rnm = plantedWith('fd-gap');
  const organization = (await demoDirectory(request)).find((d) =>
    d.cashboxes.some((c) => c.regNumber === rnm),
  )!.organization;
  await page.goto(registerPath(organization.id, rnm));
  await expect(page.locator('[data-evidence="gap"]').first()).toBeVisible(slow);
  await expect(page.getByTestId('drive-documents').first()).toBeVisible();
  expect(await smallTargets(page, 'main')).toEqual([]);
});

test('what a search finds and what a wrong link meets', async ({ page, request }) => {
  // A result's title is a link in a heading; the not-found panels' ways on are links that look
  // like buttons. Neither is on a page as it first loads, so the walk of every page misses them.
  await page.goto('/lookup?q=%D0%BA%D0%B0%D1%81%D1%81%D0%B0');
  await expect(page.getByTestId('lookup-result').first()).toBeVisible(slow);
  expect(await smallTargets(page, 'body')).toEqual([]);

  const { register, day, receipt } = await knownReceipt(request);
  const query = new URLSearchParams({
    from: day,
    to: day,
    amount: roughly(receipt.totalSum as number),
  });
  await page.goto(`/receipts/search?${query}`);
  await expect(page.getByTestId('receipt-search-results')).toBeVisible(slow);
  expect(await smallTargets(page, 'body')).toEqual([]);

  await page.goto(`/organizations/${register.orgId}/cashboxes/0000000000000001`);
  await expect(page.getByTestId('register-not-found')).toBeVisible(slow);
  expect(await smallTargets(page, 'body')).toEqual([]);
});

test('the QR stands near the top of a receipt and opens full screen on tap', async ({
  page,
  request,
}, testInfo) => {
  const { register, drive, from, to, receipt } = await recentReceipt(request, 3);
  await page.goto(documentPath(register, receipt.fiscalDocumentNumber, { drive, from, to }));
  const enlarge = page.getByTestId('qr-enlarge');
  await expect(enlarge).toBeVisible(slow);
  // On a phone it comes first of the receipt's sections, above its total, and stands wholly on
  // the first screen: the header is one row and the receipt's top is tight (docs/phones.md).
  const box = (await enlarge.boundingBox())!;
  const total = (await page.getByTestId('receipt-total').first().boundingBox())!;
  expect(box.y).toBeLessThan(total.y);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await page.screenshot({ path: testInfo.outputPath('receipt-390-ru.png') });
  // Drawn by the server, the button is on screen before the page's code answers a tap on it.
  await (await whenHydrated(enlarge)).click();
  const full = page.getByTestId('qr-full');
  await expect(full).toBeVisible();
  const code = (await full.getByRole('img').boundingBox())!;
  expect(code.width).toBeGreaterThan(330);
  await page.screenshot({ path: testInfo.outputPath('receipt-qr-full-390-ru.png') });
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
});
