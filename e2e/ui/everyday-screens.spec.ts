import { expect, test } from '../fixtures';
import { documentPath, recentReceipt } from '../support/documents-world';
import { speak } from '../support/phone';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// Screenshots of the everyday pages (the overview, a receipt, lookup) at desktop and phone width,
// in English and Russian (test-results/screens, not committed), for a person to look at; at
// 390 px nothing pushes the page wider than the screen.

test.describe.configure({ timeout: scaled(180_000) });
const slow = { timeout: scaled(60_000) };

for (const locale of ['en', 'ru'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`${locale} at ${width}px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test('overview, receipt and lookup', async ({ page, context, baseURL, request }) => {
        await speak(context, baseURL!, locale);
        await page.goto('/');
        await expect(page.getByTestId('figure-income').getByTestId('figure-value')).toBeVisible(
          slow,
        );
        await capture(page, `overview-${locale}`, width);

        const { register, drive, from, to, receipt } = await recentReceipt(request, 3);
        await page.goto(documentPath(register, receipt.fiscalDocumentNumber, { drive, from, to }));
        await expect(page.getByTestId('qr-enlarge')).toBeVisible(slow);
        await capture(page, `receipt-${locale}`, width);

        await page.goto(`/lookup?q=${register.rnm}`);
        await expect(page.getByRole('main').getByText(register.rnm).first()).toBeVisible(slow);
        await capture(page, `lookup-${locale}`, width);
      });
    });
  }
}
