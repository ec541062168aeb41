import { expect, test } from '../fixtures';
import { stateFile } from '../support/people';
import { openAt } from '../support/landmark';

test('the shell leads to the organizations and is accessible', async ({
  page,
  expectAccessible,
}) => {
  const nav = await openAt(page, '/', 'navigation', 'Main');
  await expect(nav.getByRole('link', { name: 'Organizations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Lookup' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open organizations' })).toHaveAttribute(
    'href',
    '/organizations',
  );
  await expectAccessible();
});

test('the language switch turns the header Russian and remembers it', async ({
  page,
  expectAccessible,
}) => {
  // The overview loads twice and axe reads all of it: more than 30 s on two busy cores.
  test.slow();
  await page.goto('/');
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'Русский' })
    .click();
  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(nav.getByRole('link', { name: 'Организации' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Поиск' })).toBeVisible();
  await expectAccessible();
});

test('Accept-Language picks Russian when no cookie is set', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU', storageState: stateFile('admin') });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Обзор продаж/);
  await context.close();
});

test('an unknown address shows the not-found page', async ({ page, expectAccessible }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible();
});
