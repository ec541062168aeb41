import { expect, test, type APIRequestContext } from '../support/load-aware-test';
import { DEMO_INTEGRATOR, DEMO_PARTNER } from '../../lib/demo-credentials';
import type { ServiceRegister, ServiceOrganization as Organization } from '../support/demo-service';

// The built-in service mounted inside the Next app (app/v1, app/v2), seeded on first start with
// the demo world, answered for the fixed demo credentials.

const as = (who: { apiKey: string; sessionId: string }) => ({
  'X-Vendor-Ofd-ApiKey': who.apiKey,
  Authorization: `auth.sid ${who.sessionId}`,
});

async function firstReadableRegister(request: APIRequestContext) {
  const organizations: Organization[] = await (
    await request.get('/v2/organizations', { headers: as(DEMO_INTEGRATOR) })
  ).json();
  for (const organization of organizations) {
    const response = await request.get(`/v2/organizations/${organization.id}/cashboxes`, {
      headers: as(DEMO_INTEGRATOR),
    });
    const cashboxes: ServiceRegister[] = await response.json();
    // A register whose window covers today (the demo world also has ended and future windows).
    const now = new Date().toISOString().slice(0, 19);
    const open = cashboxes.find(
      (c) => c.fiscalDrive && c.permissionFrom <= now && c.permissionTo >= now,
    );
    if (open) return { organization, cashbox: open };
  }
  throw new Error('the demo world has no register with an open permission window');
}

test('the demo integrator lists its organizations and registers', async ({ request }) => {
  const response = await request.get('/v2/organizations', { headers: as(DEMO_INTEGRATOR) });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
  const organizations: Organization[] = await response.json();
  expect(organizations.length).toBeGreaterThanOrEqual(3);
  const { cashbox } = await firstReadableRegister(request);
  expect(cashbox.regNumber).toMatch(/^\d{16}$/);
});

test('tickets of the last week stream as one-key envelopes with deprecation headers', async ({
  request,
}) => {
  const { organization, cashbox } = await firstReadableRegister(request);
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const response = await request.get(
    `/v1/integration/inns/${organization.inn}/kkts/${cashbox.regNumber}/fss/${cashbox.fiscalDrive!.fiscalDriverNumber}/tickets?dateFrom=${weekAgo}&dateTo=${today}`,
    { headers: as(DEMO_INTEGRATOR) },
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['deprecation']).toMatch(/^@\d+$/);
  expect(response.headers()['link']).toContain('rel="successor-version"');
  const documents: Record<string, { kktRegId: string }>[] = await response.json();
  expect(documents.length).toBeGreaterThan(0);
  for (const envelope of documents) {
    expect(Object.keys(envelope)).toHaveLength(1);
    expect(Object.values(envelope)[0]!.kktRegId).toHaveLength(20);
  }
});

test('the partner sees less, and a foreign organization answers like a missing one', async ({
  request,
}) => {
  const owner: Organization[] = await (
    await request.get('/v2/organizations', { headers: as(DEMO_INTEGRATOR) })
  ).json();
  const partner: Organization[] = await (
    await request.get('/v2/organizations', { headers: as(DEMO_PARTNER) })
  ).json();
  expect(partner.length).toBeGreaterThan(0);
  const foreign = owner.find((o) => !partner.some((p) => p.id === o.id));
  expect(foreign, 'an organization only the owner sees').toBeDefined();
  const a = await request.get(`/v2/organizations/${foreign!.id}`, { headers: as(DEMO_PARTNER) });
  const b = await request.get('/v2/organizations/00000000-0000-4000-8000-000000000000', {
    headers: as(DEMO_PARTNER),
  });
  expect(a.status()).toBe(403);
  expect(await a.text()).toBe(await b.text());
});

test('credentials, methods and paths are checked', async ({ request }) => {
  const anonymous = await request.get('/v2/organizations');
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).errorCodeId).toBe(
    'urn:error:request-parameter:apikey:required:access-denied',
  );
  const post = await request.post('/v2/organizations', { headers: as(DEMO_INTEGRATOR) });
  expect(post.status()).toBe(405);
  expect(post.headers()['allow']).toBe('GET, HEAD');
  const unknown = await request.get('/v2/nothing-here', { headers: as(DEMO_INTEGRATOR) });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).userMessage.ru).toBeTruthy();
});

test('documents/by-period walks the last week by cursor, and each document is found by its id', async ({
  request,
}) => {
  const { organization, cashbox } = await firstReadableRegister(request);
  const base = `/v2/organizations/${organization.id}/cashboxes/${cashbox.regNumber}/documents`;
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const period = `dateFrom=${weekAgo}T00:00:00&dateTo=${today}T23:59:59&limit=200`;
  type Page = { documents: Record<string, { id: string }>[]; paging: { nextOffset?: string } };
  const ids: string[] = [];
  let offset: string | undefined;
  for (let guard = 0; guard < 500; guard++) {
    const cursor = offset === undefined ? '' : `&offset=${encodeURIComponent(offset)}`;
    const response = await request.get(`${base}/by-period?${period}${cursor}`, {
      headers: as(DEMO_INTEGRATOR),
    });
    expect(response.status()).toBe(200);
    const page: Page = await response.json();
    ids.push(...page.documents.map((e) => Object.values(e)[0]!.id));
    const next = page.paging.nextOffset;
    if (next === undefined || next === offset) break;
    offset = next;
  }
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
  const one = await request.get(`${base}/${ids[0]}`, { headers: as(DEMO_INTEGRATOR) });
  expect(one.status()).toBe(200);
  expect(Object.values(await one.json())[0]).toMatchObject({ id: ids[0] });
  const numeric = await request.get(`${base}/by-period?${period}&offset=0`, {
    headers: as(DEMO_INTEGRATOR),
  });
  expect(numeric.status()).toBe(400);
});
