import { expect, test } from '../support/load-aware-test';
import { addDays, localToday, registers } from '../support/documents-world';
import { stateFile } from '../support/people';
import { inRussian } from '../support/phone';
import { scaled } from '../support/scaled';

// The organization's month export refused as the other exports are (docs/exports.md): support
// sees no control and a direct link answers a page in the person's language; an owner asking for
// another organization gets what a missing one gets.

// A shared test machine renders the organization's overview slowly: time to spare.
test.describe.configure({ timeout: scaled(180_000) });

const today = localToday();
const month = addDays(`${today.slice(0, 8)}01`, -1).slice(0, 7);

inRussian();

test.describe('support', () => {
  test.use({ storageState: stateFile('support') });

  test('sees no month export on the organization page', async ({ page, request }) => {
    const [r] = await registers(request);
    await page.goto(`/organizations/${r!.orgId}`);
    // The page is there (its receipt search is for support too), without the export.
    await expect(page.getByRole('searchbox', { name: 'Найти чек' })).toBeVisible({
      timeout: scaled(90_000),
    });
    await expect(page.getByTestId('month-export')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Чеки за месяц' })).toHaveCount(0);
  });

  test('a direct link answers a page in Russian; a script gets 403 problem+json', async ({
    page,
    request,
  }) => {
    const [r] = await registers(request);
    const path = `/api/organizations/${r!.orgId}/export?month=${month}&format=csv`;
    const response = await page.goto(path);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page).toHaveURL(/\/export-failed\?reason=role/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Файл не выгружен');
    await expect(page.getByTestId('export-failed')).toContainText('Ваша роль (поддержка)');
    const script = await request.get(path);
    expect(script.status()).toBe(403);
    expect(script.headers()['content-type']).toContain('application/problem+json');
  });
});

test.describe('an owner', () => {
  test.use({ storageState: stateFile('owner') });

  test('asking for another organization’s month gets 404, as a missing one', async ({
    request,
  }) => {
    const mine = (await (await request.get('/api/organizations')).json()) as { id: string }[];
    const other = (await registers(request)).find((r) => !mine.some((m) => m.id === r.orgId))!;
    const response = await request.get(`/api/organizations/${other.orgId}/export`, {
      params: { month, format: 'csv' },
    });
    expect(response.status()).toBe(404);
    expect((await response.json()).type).toBe('urn:ofd-console:problem:not-found');
  });
});
