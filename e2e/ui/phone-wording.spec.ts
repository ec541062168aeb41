import { expect, test } from '../fixtures';
import {
  lastDays,
  openRegister,
  recentDocuments,
  registers,
  tickets,
} from '../support/documents-world';
import { onRussianPhone } from '../support/phone';
import { scaled } from '../support/scaled';

// Phones and wording, in Russian at 390 px (docs/phones.md): the header folds behind a menu
// button, the chosen fiscal drive is read whole, and an item's receipts link says which register's
// receipts it opens. Health cards keeping to their padding: e2e/ui/health-screens.spec.ts.

onRussianPhone();
test.describe.configure({ timeout: scaled(120_000) });
const slow = { timeout: scaled(60_000) };

test('the header is one row with a menu button that opens, navigates and closes; at 1280 px none', async ({
  page,
}) => {
  await page.goto('/lookup');
  const header = page.getByRole('banner');
  const menu = page.getByTestId('phone-menu');
  await expect(menu).toHaveAccessibleName('Меню');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // Closed, the navigation and the person are out of the way: the header is one row.
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();
  await expect(page.getByTestId('viewer')).toBeHidden();
  expect((await header.boundingBox())!.height).toBeLessThan(80);

  // From the keyboard: Enter opens it, Escape closes it and gives the focus back.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(nav).toBeVisible();
  await expect(page.getByTestId('viewer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Язык' })).toBeVisible();
  await nav.getByRole('link', { name: 'Организации' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // A link in it navigates, and the menu is closed on the new page.
  await menu.click();
  await nav.getByRole('link', { name: 'Состояние' }).click();
  await expect(page).toHaveURL(/\/health$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await test.step('at 1280 px the header shows its navigation and no menu button', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(nav).toBeVisible();
    await expect(page.getByTestId('viewer')).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test('the chosen fiscal drive is read whole at 390 px: number, current and dates', async ({
  page,
  request,
}) => {
  const { drive, path } = await recentDocuments(request, 3);
  await page.goto(path);
  const chosen = page.getByTestId('drive-chosen');
  await expect(chosen).toBeVisible(slow);
  await expect(chosen).toContainText(drive);
  await expect(chosen).toContainText('текущий');
  await expect(chosen).toHaveText(/\d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}$/);
  // Nothing of it is cut: it wraps inside the screen.
  const [right, scroll, client] = await chosen.evaluate((el) => [
    el.getBoundingClientRect().right,
    el.scrollWidth,
    el.clientWidth,
  ]);
  expect(right).toBeLessThanOrEqual(390);
  expect(scroll).toBeLessThanOrEqual(client!);
});

test('an item’s receipts link says which register it opens and how many, and the list says so', async ({
  page,
  request,
}) => {
  const register = await openRegister(request);
  const { from, to } = lastDays(7);
  await page.goto(`/organizations/${register.orgId}?from=${from}&to=${to}`);
  const link = page
    .getByTestId('panel-items')
    .getByTestId('item-receipts')
    .first()
    .getByRole('link');
  await expect(link).toBeVisible(slow);
  const text = (await link.textContent())!;
  const [, count, registerWords] = text.match(/^Чеки: (\d+) по кассе (.+)$/)!;
  const href = (await link.getAttribute('href'))!;
  const url = new URL(href, 'http://x');
  const rnm = url.pathname.split('/')[4]!;
  const item = url.searchParams.get('q')!;
  const target = (await registers(request)).find((r) => r.rnm === rnm)!;
  expect(registerWords).toBe(target.name || rnm);

  // The count is the register's sales receipts in the period that list the item.
  let expected = 0;
  for (const drive of target.drives) {
    const first = [from, target.permissionFrom.slice(0, 10)].sort().at(-1)!;
    const last = [to, target.permissionTo.slice(0, 10)].sort()[0]!;
    if (first > last) continue;
    for (const d of await tickets(request, target, drive.number, first, last)) {
      const items = (d.items ?? []) as { name: string }[];
      if (d.operationType === 1 && items.some((i) => i.name === item)) expected += 1;
    }
  }
  expect(Number(count)).toBe(expected);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/cashboxes/${rnm}/documents`));
  await expect(page.getByTestId('search-scope')).toHaveText(
    `Чеки прихода этой кассы, в которых есть «${item}»`,
    slow,
  );
  await expect(page.getByRole('main')).toContainText(rnm);
});
