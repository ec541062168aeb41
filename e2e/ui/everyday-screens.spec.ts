import { expect, test } from '../fixtures';
import { documentPath, recentReceipt } from '../support/documents-world';
import type { Page } from '../support/load-aware-test';
import { speak } from '../support/phone';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// Screenshots of the everyday pages (the overview, a receipt, lookup) at desktop and phone width,
// in English and Russian (test-results/screens, not committed), for a person to look at; at
// 390 px nothing pushes the page wider than the screen. Each page is loaded once per language and
// looked at in both widths: a load costs more than a look.

test.describe.configure({ timeout: scaled(180_000) });
const slow = { timeout: scaled(60_000) };

/** Opens `path` on a phone, waits for what it shows, then captures it at 390 and 1280 px. */
async function onBothWidths(page: Page, path: string, name: string, shown: () => Promise<void>) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await shown();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await capture(page, name, width);
  }
}

for (const locale of ['en', 'ru'] as const) {
  test(`overview, receipt and lookup in ${locale} at 390 and 1280 px`, async ({
    page,
    baseURL,
    request,
  }) => {
    await speak(page.context(), baseURL!, locale);
    await onBothWidths(page, '/', `overview-${locale}`, async () => {
      await expect(page.getByTestId('figure-income').getByTestId('figure-value')).toBeVisible(slow);
    });
    const { register, drive, from, to, receipt } = await recentReceipt(request, 3);
    const path = documentPath(register, receipt.fiscalDocumentNumber, { drive, from, to });
    await onBothWidths(page, path, `receipt-${locale}`, async () => {
      await expect(page.getByTestId('qr-enlarge')).toBeVisible(slow);
    });
    await onBothWidths(page, `/lookup?q=${register.rnm}`, `lookup-${locale}`, async () => {
      await expect(page.getByRole('main').getByText(register.rnm).first()).toBeVisible(slow);
    });
  });
}
