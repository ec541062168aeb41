import { expect, test } from '../fixtures';
import { knownReceipt, roughly } from '../support/receipt-world';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// The receipt search's period follows the page's language, not the browser's: an English browser
// (en-US, which shows a native date field as mm/dd/yyyy) on the Russian interface shows and
// accepts dd.mm.yyyy (docs/receipt-search.md).

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: scaled(180_000) });

const ru = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

test('an English browser on the Russian search shows and takes days as dd.mm.yyyy', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
  const { day, receipt } = await knownReceipt(request);
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');

  // The period of the URL, written back in the page's language.
  await page.goto(`/receipts/search?${new URLSearchParams({ from: day, to: day })}`);
  const from = page.getByLabel('С', { exact: true });
  const to = page.getByLabel('По', { exact: true });
  await expect(from).toHaveValue(ru(day));
  await expect(to).toHaveValue(ru(day));
  await expect(from).toHaveAttribute('type', 'text');

  // A day typed as a Russian writes it reads as the URL's yyyy-mm-dd, and the search runs.
  await from.fill(ru(day));
  await to.fill(ru(day).replace(/^0/, ''));
  await page.getByLabel('Сумма').fill(roughly(receipt.totalSum as number));
  await page.getByRole('button', { name: 'Искать', exact: true }).click();
  await expect(page).toHaveURL(/amount=/);
  const asked = new URL(page.url()).searchParams;
  expect([asked.get('from'), asked.get('to')]).toEqual([day, day]);
  await expect(page.getByTestId('receipt-search-results')).toBeVisible({ timeout: scaled(90_000) });
  await expect(page.getByLabel('С', { exact: true })).toHaveValue(ru(day));

  // The American order is not a day here: said beside the field, nothing asked.
  const url = page.url();
  await page.getByLabel('С', { exact: true }).fill('11/27/2026');
  await page.getByRole('button', { name: 'Искать', exact: true }).click();
  await expect(
    page.getByText('Введите дату в виде дд.мм.гггг, дд.мм.гг или гггг-мм-дд.'),
  ).toBeVisible();
  await expect(page.getByLabel('С', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(url);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'receipt-search-dates-ru', width);
  }
});
