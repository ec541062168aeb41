import { expect, test } from '../fixtures';
import { whenHydrated } from '../support/hydrated';
import { inRussian } from '../support/phone';
import { farFromEveryReceipt, knownReceipt } from '../support/receipt-world';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// "About 1 500 ₽, yesterday evening" when the receipt said 1 419,40 ₽: nothing is within the
// default tolerance, so the search widens it by itself, says so, and shows the nearest receipts
// first with how far each is from the amount; on a phone the results come before the long form
// (docs/receipt-search.md, Widening).

test.describe.configure({ timeout: scaled(180_000) });
inRussian();

for (const width of [1280, 390]) {
  test(`widened by itself and said plainly, nearest first, at ${width} px`, async ({
    page,
    request,
  }) => {
    const screenHeight = width === 390 ? 844 : 900;
    await page.setViewportSize({ width, height: screenHeight });
    const { query, amount, nearest } = await farFromEveryReceipt(
      request,
      await knownReceipt(request),
    );
    await page.goto(`/receipts/search?${new URLSearchParams(query)}`);
    const results = page.getByTestId('receipt-search-results');
    await expect(results).toBeVisible({ timeout: scaled(90_000) });
    await expect(page.getByTestId('search-widened')).toContainText(
      /^В пределах ± [\d\s]+,\d\d\s₽ от [\d\s]+,\d\d\s₽ чеков нет, поэтому поиск сам расширил допуск до \d+\s%/,
    );
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toHaveCount(0);
    await expect(
      page.getByText(/просмотрено касс: \d+, дней по всем кассам вместе: \d+/),
    ).toBeVisible();

    const first = results.locator('tbody tr').first();
    await expect(first.getByRole('link')).toHaveText(String(nearest.fiscalDocumentNumber));
    const sign = nearest.totalSum < amount ? '−' : '\\+';
    await expect(first.getByTestId('hit-distance')).toHaveText(
      new RegExp(`^${sign}[\\d\\s]+,\\d\\d\\s₽, \\d+(,\\d)?\\s%$`),
    );
    await capture(page, 'receipt-search-widened-ru', width);

    if (width === 390) {
      // The first result is on the first screen; the form waits behind one button.
      const box = (await first.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(screenHeight);
      await expect(page.getByRole('textbox', { name: 'Сумма' })).toBeHidden();
      const change = page.getByRole('button', { name: 'Изменить поиск' });
      await (await whenHydrated(change)).click();
      await expect(page.getByRole('textbox', { name: 'Сумма' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Сумма' })).toHaveValue(query.amount!);
    } else {
      await expect(page.getByRole('textbox', { name: 'Сумма' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Изменить поиск' })).toBeHidden();
    }
  });
}
