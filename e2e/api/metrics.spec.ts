import { expect, test } from '../support/load-aware-test';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';
import { E2E_METRICS_TOKEN, plantedWith } from '../support/health-world';
import { scaled } from '../support/scaled';

// GET /api/metrics: Prometheus text behind METRICS_TOKEN, with the dashboard's own request and
// upstream counters and every register's health.

test('refuses a scrape without the token or with a wrong one', async ({ request }) => {
  const attempts: Record<string, string>[] = [
    {},
    { Authorization: 'Bearer wrong-token-0000000000' },
  ];
  for (const headers of attempts) {
    const response = await request.get('/api/metrics', { headers });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBe('Bearer');
    expect(response.headers()['content-type']).toContain('application/problem+json');
    const text = await response.text();
    expect(text).not.toContain('ofd_console_');
    expect(text).not.toContain(E2E_METRICS_TOKEN);
  }
});

test('serves counters, latencies and register health with the token', async ({ request }) => {
  // One dashboard request first, so its counter exists whatever ran before.
  expect((await request.get('/api/organizations')).status()).toBe(200);
  const response = await request.get('/api/metrics', {
    headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(
    /ofd_console_http_requests_total\{route="\/api\/organizations",method="GET",status="200"\} \d+/,
  );
  expect(text).toContain('ofd_console_http_request_duration_seconds_bucket');
  expect(text).toMatch(
    /ofd_console_upstream_requests_total\{path="\/v2\/organizations",outcome="ok",status="200"\} \d+/,
  );
  expect(text).toContain('ofd_console_upstream_request_duration_seconds_bucket');
  const gap = plantedWith('fd-gap');
  expect(text).toMatch(
    new RegExp(`ofd_console_register_health_status\\{[^}]*kkt_reg_id="${gap}"\\} 2`),
  );
  expect(text).toMatch(
    new RegExp(
      `ofd_console_register_health_reason\\{[^}]*kkt_reg_id="${gap}",code="fd-gap",severity="critical"\\} 1`,
    ),
  );
  expect(text).not.toContain(DEMO_INTEGRATOR.apiKey);
  expect(text).not.toContain(DEMO_INTEGRATOR.sessionId);
});

test('1,000 made-up paths add no series: labels are route templates or `other`', async ({
  request,
}) => {
  // 1,000 requests on a shared machine: minutes, not the default 30 s.
  test.setTimeout(scaled(300_000));
  const scrape = async () => {
    const text = await (
      await request.get('/api/metrics', {
        headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` },
      })
    ).text();
    // Only HEAD requests: other specs running beside this one send GETs and add their own series.
    return text
      .split('\n')
      .filter(
        (line) => line.startsWith('ofd_console_http_request') && line.includes('method="HEAD"'),
      );
  };
  // A fixed pseudo-random sequence, so every run asks the same 1,000 paths.
  let seed = 24;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
  const words = ['constructor', '__proto__', 'toString', 'documents', 'export', 'x', '%7B%7D'];
  const segment = () =>
    next() % 3 === 0
      ? words[next() % words.length]!
      : next()
          .toString(36)
          .slice(0, 1 + (next() % 12));
  const randomPath = () => {
    const shapes = [
      () => `/api/organizations/${segment()}/cashboxes/${segment()}/documents/${segment()}`,
      () => `/api/organizations/${segment()}/cashboxes/${segment()}`,
      () => `/api/organizations/${segment()}`,
      () =>
        `/api/organizations/${segment()}/cashboxes/${segment()}/documents/${segment()}/${segment()}`,
    ];
    return shapes[next() % shapes.length]!();
  };
  const paths = Array.from({ length: 1_000 }, randomPath);
  const send = async (batch: string[]) => {
    for (let i = 0; i < batch.length; i += 8) {
      await Promise.all(batch.slice(i, i + 8).map((path) => request.head(path)));
    }
  };
  // The first 100 meet every route and status these shapes can reach; the other 900 add nothing.
  await send(paths.slice(0, 100));
  const before = await scrape();
  await send(paths.slice(100));
  const after = await scrape();
  expect(after.length).toBeGreaterThan(0);
  const series = (lines: string[]) => lines.map((line) => line.replace(/\s[\d.e+-]+$/, ''));
  expect(series(after)).toEqual(series(before));
  const routes = new Set(after.map((line) => /route="([^"]*)"/.exec(line)?.[1]));
  for (const route of routes) expect(route === 'other' || route?.startsWith('/api/')).toBe(true);
  for (const word of ['constructor', '__proto__', 'toString']) {
    expect([...routes].join(' ')).not.toContain(word);
  }
});
