import { expect, test } from '../support/load-aware-test';
import { apiTemplates, fill, pageTemplates } from '../support/app-routes';
import { registers } from '../support/documents-world';

// Without a session, every page answers with a redirect to /sign-in (carrying `next` back) and
// every dashboard API route with 401 problem+json; /api/health shows only its status.

// The health answers are for load balancers: status only without a session (docs/outages.md).
const PUBLIC = new Set(['/sign-in', '/api/health', '/api/health/live', '/api/health/ready']);

test('every page and API route of the app sends an anonymous caller to sign in', async ({
  request,
}) => {
  const [register] = await registers(request);
  const ids = {
    orgId: register!.orgId,
    kktRegId: register!.rnm,
    fd: '1',
  };
  const query = `?drive=${register!.drives[0]!.number}&from=2024-01-01&to=2024-01-02&q=12345`;
  const pages = pageTemplates().filter((t) => !PUBLIC.has(t));
  const apis = apiTemplates().filter((t) => !PUBLIC.has(t));
  expect(pages).toEqual(expect.arrayContaining(['/', '/organizations', '/settings/people']));
  expect(apis.length).toBeGreaterThanOrEqual(9);

  for (const template of pages) {
    const path = `${fill(template, ids)}${query}`;
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    const location = new URL(response.headers()['location']!, 'http://x');
    expect(location.pathname, path).toBe('/sign-in');
    expect(location.searchParams.get('next'), path).toBe(path);
  }
  for (const template of apis) {
    const path = `${fill(template, ids)}${query}`;
    for (const method of ['GET', 'POST'] as const) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      const expected = method === 'POST' ? [401, 403] : [401];
      expect(expected, `${method} ${path}`).toContain(response.status());
      if (method === 'GET') {
        expect(response.headers()['content-type']).toContain('application/problem+json');
        expect((await response.json()).type).toBe('urn:ofd-console:problem:sign-in-required');
      }
    }
  }
});

test('an unknown path redirects too: nothing is served before signing in', async ({ request }) => {
  const response = await request.get('/no-such-page', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
});

test('health shows an anonymous caller only its status', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
  const live = await request.get('/api/health/live');
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
});
