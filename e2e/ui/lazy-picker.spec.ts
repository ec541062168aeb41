import { expect, test } from '../fixtures';

// The date-range picker's code is a chunk of its own (components/date-range/lazy-date-range-picker.tsx).
// Reached by a client-side navigation, the page draws it before that chunk has arrived: a stand-in
// then holds its place with the period it will show, out of the tab order, and the picker takes
// exactly that place when its code comes. Here the chunk is held back to see both.

// A class list only the picker's own module writes (its calendar panel), so only its chunk holds it.
const PICKER_MARKER = 'flex flex-col gap-3 sm:flex-row';

test('while its code loads, the picker’s stand-in shows the period in the picker’s place', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(PICKER_MARKER)) {
        holding = true;
        await held;
      }
      await route.fulfill({ response, body });
    } catch {
      // The page moved on while a prefetched chunk was read: its request (and response) is gone.
    }
  });
  // Held from the start: the page may fetch the picker's chunk ahead of the click (Next.js preloads
  // the code of a linked route), and that very request is what the click then waits for.
  await page.goto('/lookup');

  await page.getByRole('link', { name: 'OFD Console' }).click();
  const period = page.getByRole('group', { name: 'Period' });
  const from = period.getByLabel('From');
  await expect(period).toHaveAttribute('aria-busy', 'true');
  expect(holding).toBe(true);
  // The default period: the last seven days, shown as the picker will show them.
  const shown = { from: await from.inputValue(), to: await period.getByLabel('To').inputValue() };
  expect(shown.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(from).toHaveAttribute('readonly', '');
  await expect(from).toHaveAttribute('tabindex', '-1');
  const before = await period.boundingBox();

  release();
  await expect(period).not.toHaveAttribute('aria-busy', 'true');
  await expect(from).toBeEditable();
  expect(await from.inputValue()).toBe(shown.from);
  expect(await period.getByLabel('To').inputValue()).toBe(shown.to);
  expect(await period.boundingBox()).toEqual(before);
  // Now it is the picker: reachable by keyboard, with its calendar.
  await from.focus();
  await page.keyboard.press('Tab');
  await expect(period.getByLabel('To')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(period.getByRole('button', { name: 'Calendar' })).toBeFocused();
});
