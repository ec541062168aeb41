import { expect, test } from '@playwright/test';
import { DEMO_INTEGRATOR } from '../../lib/service/demo-credentials';
import { E2E_METRICS_TOKEN, plantedWith } from '../support/health-world';

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
