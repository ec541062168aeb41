import { expect, type Page } from './load-aware-test';
import { scaled } from './scaled';

// The period picker is drawn by the server, so its Calendar button is on screen before the page's
// code has woken it up: a click in that moment does nothing, and the calendar never opened (the
// flake this helper ends). It clicks until the calendar is open, never twice on an open one.

export async function openCalendar(page: Page) {
  const calendar = page.getByRole('dialog', { name: 'Choose a period' });
  await expect(async () => {
    if (!(await calendar.isVisible())) await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(calendar).toBeVisible({ timeout: scaled(1_000) });
  }).toPass({ timeout: scaled(15_000) });
  return calendar;
}
