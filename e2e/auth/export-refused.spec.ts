import { expect, test } from '../support/load-aware-test';
import { lastDays, registers } from '../support/documents-world';
import { stateFile } from '../support/people';
import { inRussian } from '../support/phone';
import { scaled } from '../support/scaled';

// Refusals explained (lib/api/export-navigation.server.ts): support sees no export control, a
// direct export link answers a page in the person's language, and a failed download opens a page
// that says so instead of failing silently.

// A shared test machine computes an overview slowly: time to spare.
test.describe.configure({ timeout: scaled(180_000) });
const slow = { timeout: scaled(90_000) };

const { from, to } = lastDays(3, 2);
const exportPath = `/api/overview/export?from=${from}&to=${to}&format=csv&table=figures`;

/** One register's overview: quicker to compute than everything's. */
async function onePlace(request: import('@playwright/test').APIRequestContext) {
  const [r] = await registers(request);
  return `/?org=${r!.orgId}&rnm=${r!.rnm}&from=${from}&to=${to}`;
}

inRussian();

test.describe('support', () => {
  test.use({ storageState: stateFile('support') });

  test('sees no export control on the overview', async ({ page, request }) => {
    await page.goto(await onePlace(request));
    await expect(page.getByTestId('overview')).toBeVisible(slow);
    await expect(page.getByRole('navigation', { name: 'Скачать таблицы' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /CSV|XLSX/ })).toHaveCount(0);
  });

  test('a direct export link answers a page in Russian that says the role has no exports', async ({
    page,
  }) => {
    const response = await page.goto(exportPath);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page).toHaveURL(/\/export-failed\?reason=role/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Файл не выгружен');
    await expect(page.getByTestId('export-failed')).toContainText('Ваша роль (поддержка)');
    await expect(page.locator('body')).not.toContainText('not-allowed');
  });

  test('a script still gets problem+json', async ({ request }) => {
    const response = await request.get(exportPath);
    expect(response.status()).toBe(403);
    expect(response.headers()['content-type']).toContain('application/problem+json');
  });
});

test.describe('a person who may export', () => {
  test.use({ storageState: stateFile('admin') });

  test('a download that fails opens a page that says so', async ({ page, request }) => {
    await page.goto(await onePlace(request));
    const links = page.getByRole('navigation', { name: 'Скачать таблицы' });
    await expect(links).toBeVisible(slow);
    // The server refuses this one file: its period is broken on the way.
    await page.route('**/api/overview/export?*', (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/from=[^&]+/, 'from=2026-13-40'),
      }),
    );
    await links.getByRole('link', { name: 'CSV: Показатели' }).click();
    await expect(page).toHaveURL(/\/export-failed\?reason=error/, slow);
    await expect(page.getByTestId('export-failed')).toContainText('не удалось сформировать файл');
  });
});
