import { expect, test } from '../fixtures';
import { addDays, browserPath, registers } from '../support/documents-world';
import { inRussian } from '../support/phone';
import { scaled } from '../support/scaled';

// Days first, drives second (lib/documents/client/drive-for-range.ts): on the current drive, the days
// the previous drive wrote are offered by the calendar and accepted when typed; the browser moves
// to the drive that holds them, or to all drives across the replacement, and says so in place.
// People had met every day before the replacement struck out and "earlier days are outside the
// available period" for a day the register page said could be read.

inRussian();

const ru = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

for (const width of [1280, 390]) {
  test(`a day of the previous drive, typed or picked, shows its documents (${width}px)`, async ({
    page,
    request,
  }) => {
    test.slow(); // three periods read in a row
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const target = (await registers(request)).find((r) => r.drives.length > 1);
    expect(target, 'a register whose fiscal drive was replaced').toBeDefined();
    const [old, next] = target!.drives;
    const change = next!.earliest.slice(0, 10);
    const before = addDays(change, -2);
    expect(before >= target!.permissionFrom.slice(0, 10), 'the old drive has readable days').toBe(
      true,
    );
    const after = addDays(change, 1);
    await page.goto(browserPath(target!, { drive: next!.number, from: after, to: after }));
    await expect(page.getByTestId('summary')).toBeVisible({ timeout: scaled(30_000) });

    // Typed: a first day before the replacement, the last after it: both drives' documents.
    const from = page.getByLabel('С', { exact: true });
    await from.fill(ru(before));
    await from.press('Enter');
    await expect(page).toHaveURL(new RegExp(`drive=all&from=${before}&to=${after}`));
    await expect(page.getByTestId('drive-switched')).toContainText(
      'приходятся на замену фискального накопителя',
    );
    await expect(page.getByText('вне доступного периода')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Фискальный накопитель' })).toHaveValue('all');

    // Picked: one day of the old drive, from the current drive's view, a step back in history
    // (the router's own, not a second load of the page).
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`drive=${next!.number}&from=${after}&to=${after}`));
    await expect(page.getByRole('combobox', { name: 'Фискальный накопитель' })).toHaveValue(
      next!.number,
    );
    await expect(page.getByTestId('summary')).toBeVisible({ timeout: scaled(30_000) });
    // As openCalendar (e2e/support/calendar.ts) does in English: click until it is open.
    const calendar = page.getByRole('dialog', { name: 'Выбор периода' });
    await expect(async () => {
      if (!(await calendar.isVisible()))
        await page.getByRole('button', { name: 'Календарь' }).click();
      await expect(calendar).toBeVisible({ timeout: scaled(1_000) });
    }).toPass({ timeout: scaled(15_000) });
    const day = calendar.locator(`[data-day="${before}"]:not([data-outside]) button`);
    // The month grid comes with the calendar's own code: only then is a missing day elsewhere.
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
      await calendar.getByRole('button', { name: 'Предыдущий месяц' }).click();
    }
    await expect(day).toBeEnabled();
    await day.click();
    await day.click();
    await expect(page).toHaveURL(new RegExp(`drive=${old!.number}&from=${before}&to=${before}`));
    const note = page.getByTestId('drive-switched');
    await expect(note).toContainText(`записаны фискальным накопителем ${old!.number}`);
    await expect(page.getByTestId('summary')).toBeVisible({ timeout: scaled(30_000) });
    await page.screenshot({ path: test.info().outputPath(`drive-days-ru-${width}.png`) });
  });
}
