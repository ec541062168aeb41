import { expect, test } from '../fixtures';
import { stateFile } from '../support/people';
import { openAt } from '../support/landmark';

// The shell around every page: its navigation, the not-found page, and the language it speaks.
// One journey: each load of the overview behind it costs more than every check of the shell.

test('the shell leads to the organizations, an unknown address is not found, and the language switch turns it Russian', async ({
  page,
  expectAccessible,
}) => {
  // The overview loads twice and axe reads all of it three times: more than 30 s on two busy cores.
  test.slow();

  await test.step('an unknown address shows the not-found page', async () => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible();
  });

  await test.step('the shell leads to the organizations and is accessible', async () => {
    const nav = await openAt(page, '/', 'navigation', 'Main');
    await expect(nav.getByRole('link', { name: 'Organizations' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Lookup' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open organizations' })).toHaveAttribute(
      'href',
      '/organizations',
    );
    await expectAccessible();
  });

  await test.step('the language switch turns the header Russian and remembers it', async () => {
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
});

test('Accept-Language picks Russian when no cookie is set', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ru-RU', storageState: stateFile('admin') });
  const page = await context.newPage();
  // The not-found page: the language is the whole app's, and this page is the cheapest to draw.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  await context.close();
});
