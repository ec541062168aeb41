import { expect, test } from '../support/load-aware-test';
import { apiTemplates, fill, pageTemplates } from '../support/app-routes';
import { registers, type Register } from '../support/documents-world';
import { stateFile } from '../support/people';

// The demo owner is granted one organization. Everything of any other organization answers
// exactly like an organization that does not exist: 404, on every API route and every page.

test.use({ storageState: stateFile('owner') });

async function split(request: import('@playwright/test').APIRequestContext) {
  const all = await registers(request);
  const mine = (await (await request.get('/api/organizations')).json()) as { id: string }[];
  expect(mine).toHaveLength(1);
  const own = all.filter((r) => r.orgId === mine[0]!.id);
  const other = all.find((r) => r.orgId !== mine[0]!.id)!;
  expect(own.length).toBeGreaterThan(0);
  expect(other).toBeDefined();
  return { own: own[0]!, other };
}

const MISSING = '00000000-0000-4000-8000-000000000000';
const idsOf = (r: Register) => ({ orgId: r.orgId, kktRegId: r.rnm, fd: '1' });
// `fd` and `at` are what the neighbours route needs besides; the other routes ignore them.
const queryOf = (r: Register) =>
  `?drive=${r.drives[0]!.number}&from=${r.permissionTo.slice(0, 10)}&to=${r.permissionTo.slice(0, 10)}&kind=documents&fd=1&at=${r.drives[0]!.number}`;

test('every API URL of another organization answers 404, as a missing one does', async ({
  request,
}) => {
  const { other } = await split(request);
  const scoped = apiTemplates().filter((t) => t.includes('[orgId]'));
  expect(scoped.length).toBeGreaterThanOrEqual(8);
  for (const template of scoped) {
    const path = `${fill(template, idsOf(other))}${queryOf(other)}`;
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const body = await response.json();
    expect(body.type, path).toBe('urn:ofd-console:problem:not-found');
    const missing = `${fill(template, { ...idsOf(other), orgId: MISSING })}${queryOf(other)}`;
    const absent = await request.get(missing);
    expect(absent.status(), missing).toBe(404);
    expect((await absent.json()).title).toBe(body.title);
  }
});

test('every page of another organization shows what a missing one shows', async ({
  page,
  request,
}) => {
  const { other } = await split(request);
  const templates = pageTemplates().filter((t) => t.includes('[orgId]'));
  expect(templates.length).toBeGreaterThanOrEqual(4);
  const heading = page.getByRole('heading', { level: 1 }).first();
  for (const template of templates) {
    const path = `${fill(template, idsOf(other))}${queryOf(other)}`;
    const missing = `${fill(template, { ...idsOf(other), orgId: MISSING })}${queryOf(other)}`;
    // Pages stream a loading state first, so a not-found comes with a 200 and noindex.
    const status = (await page.goto(missing))?.status();
    await expect(heading).toBeVisible();
    const expected = await heading.innerText();
    expect((await page.goto(path))?.status(), path).toBe(status);
    await expect(heading, path).toHaveText(expected);
    await expect(page.locator('main'), path).not.toContainText(other.rnm);
  }
});

test('own organization, lookup and exports are cut to the grant', async ({ request }) => {
  const { own, other } = await split(request);
  const base = `/api/organizations/${own.orgId}/cashboxes/${own.rnm}`;
  expect((await request.get(`/api/organizations/${own.orgId}`)).status()).toBe(200);
  expect((await request.get(base)).status()).toBe(200);
  const exported = await request.get(`${base}/documents/export${queryOf(own)}`);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toContain('text/csv');

  const foreign = await (await request.get(`/api/lookup?q=${other.rnm}`)).json();
  expect(foreign.total).toBe(0);
  const found = await (await request.get(`/api/lookup?q=${own.rnm}`)).json();
  expect(
    found.results.map((r: { register: { regNumber: string } }) => r.register.regNumber),
  ).toContain(own.rnm);
  for (const result of found.results as { organization: { id: string } }[]) {
    expect(result.organization.id).toBe(own.orgId);
  }
});

test('the organizations page lists only the granted organization', async ({ page, request }) => {
  const { own, other } = await split(request);
  await page.goto('/organizations');
  await expect(page.locator(`a[href^="/organizations/${own.orgId}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href^="/organizations/${other.orgId}"]`)).toHaveCount(0);
  await page.goto(`/lookup?q=${other.rnm}`);
  await expect(page.locator(`a[href^="/organizations/${other.orgId}"]`)).toHaveCount(0);
});
