import { expect, test } from '../support/load-aware-test';
import { recentDocuments, registers } from '../support/documents-world';
import { stateFile } from '../support/people';
import { speak } from '../support/phone';

// Support staff read every organization the operator connection sees, but may not export.

test.use({ storageState: stateFile('support') });

test('support sees every organization, reads documents, and gets 403 on exports', async ({
  request,
}) => {
  const all = await registers(request);
  const orgs = (await (await request.get('/api/organizations')).json()) as { id: string }[];
  expect(new Set(orgs.map((o) => o.id))).toEqual(new Set(all.map((r) => r.orgId)));
  const r = all[0]!;
  const base = `/api/organizations/${r.orgId}/cashboxes/${r.rnm}`;
  const day = r.permissionTo.slice(0, 10);
  const query = `?drive=${r.drives[0]!.number}&from=${day}&to=${day}`;
  expect((await request.get(`${base}/documents${query}`)).status()).toBe(200);
  for (const kind of ['documents', 'items']) {
    const response = await request.get(`${base}/documents/export${query}&kind=${kind}`);
    expect(response.status()).toBe(403);
    expect(response.headers()['content-type']).toContain('application/problem+json');
    const body = await response.json();
    expect(body.type).toBe('urn:ofd-console:problem:not-allowed');
    expect(body.detail).toMatch(/not export/);
  }
  expect((await request.get(`/api/lookup?q=${r.rnm}`)).status()).toBe(200);
});

test('support cannot open the settings', async ({ request }) => {
  for (const page of ['/settings/people', '/settings/audit', '/settings/mirror']) {
    expect((await request.get(page)).status(), page).toBe(403);
  }
});

// "Page not found … the link is mistyped" told support staff the wrong thing: the page is there,
// their role may not open it (app/forbidden.tsx).
for (const width of [1280, 390]) {
  test(`support is told in Russian which role may open a settings page, at ${width}px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      storageState: stateFile('support'),
      locale: 'ru-RU',
      viewport: { width, height: width === 390 ? 844 : 900 },
    });
    await speak(context, test.info().project.use.baseURL!, 'ru');
    const page = await context.newPage();
    for (const path of ['/settings/people', '/settings/audit', '/settings/mirror']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Нет доступа для вашей роли',
      );
      await expect(page.getByTestId('forbidden')).toContainText('для администраторов');
      await expect(page.getByTestId('forbidden')).toContainText('поддержка');
      await expect(page.getByText('ссылка набрана с ошибкой')).toHaveCount(0);
    }
    await page.screenshot({ path: test.info().outputPath(`forbidden-ru-${width}.png`) });
    await context.close();
  });
}

test('support sees the documents but no export buttons', async ({ page, request }) => {
  await page.goto((await recentDocuments(request, 3)).path);
  await expect(page.getByTestId('summary')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Export the selection as CSV' })).toHaveCount(0);
});
