import { expect, test } from '../support/load-aware-test';
import { recentDocuments, registers } from '../support/documents-world';
import { stateFile } from '../support/people';

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
  expect((await request.get('/settings/people')).status()).toBe(404);
  expect((await request.get('/settings/audit')).status()).toBe(404);
});

test('support sees the documents but no export buttons', async ({ page, request }) => {
  await page.goto((await recentDocuments(request, 3)).path);
  await expect(page.getByTestId('summary')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Export the selection as CSV' })).toHaveCount(0);
});
