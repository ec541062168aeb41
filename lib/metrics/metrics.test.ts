import { describe, expect, it, vi } from 'vitest';
import { UnauthenticatedError } from '@/lib/auth/server/errors';
import { NotFoundError } from '@/lib/ofd/errors';
import { exposition, recordRequest, recordUpstream, setHealth } from './metrics';
import { checkMetricsToken } from './token';

const env = vi.hoisted(() => ({ metricsToken: undefined as string | undefined }));
vi.mock('@/lib/env', () => ({ getEnv: () => env }));

const scrape = (authorization?: string) =>
  new Request('http://127.0.0.1/api/metrics', {
    headers: authorization ? { authorization } : {},
  });

describe('metrics', () => {
  it('counts requests and upstream calls, and shows each register’s health', async () => {
    recordRequest('/api/health/registers', 'GET', 200, 0.2);
    recordUpstream('/v2/organizations', 'ok', 200, 0.03);
    recordUpstream('/v2/organizations', 'unavailable', 503, 1.5);
    setHealth([
      { organizationId: 'o1', rnm: 'r1', status: 'ok', reasons: [] },
      {
        organizationId: 'o1',
        rnm: 'r2',
        status: 'critical',
        reasons: [
          {
            code: 'window-ended',
            severity: 'critical',
            since: null,
            detail: { permissionTo: 'x' },
          },
        ],
      },
    ]);
    const { body, contentType } = await exposition();
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toContain(
      'ofd_console_http_requests_total{route="/api/health/registers",method="GET",status="200"} 1',
    );
    expect(body).toContain(
      'ofd_console_upstream_requests_total{path="/v2/organizations",outcome="unavailable",status="503"} 1',
    );
    expect(body).toContain(
      'ofd_console_register_health_status{organization_id="o1",kkt_reg_id="r2"} 2',
    );
    expect(body).toContain(
      'ofd_console_register_health_reason{organization_id="o1",kkt_reg_id="r2",code="window-ended",severity="critical"} 1',
    );
    // A new scrape replaces the gauges: a register that recovered loses its reason.
    setHealth([{ organizationId: 'o1', rnm: 'r2', status: 'ok', reasons: [] }]);
    expect((await exposition()).body).not.toContain('code="window-ended"');
  });

  it('refuses a scrape without the token, and does not exist without the setting', () => {
    env.metricsToken = undefined;
    expect(() => checkMetricsToken(scrape('Bearer anything-at-all-123'))).toThrow(NotFoundError);
    env.metricsToken = 'a-long-enough-metrics-token';
    expect(() => checkMetricsToken(scrape())).toThrow(UnauthenticatedError);
    expect(() => checkMetricsToken(scrape('Bearer a-long-enough-metrics-tokeN'))).toThrow(
      UnauthenticatedError,
    );
    expect(() => checkMetricsToken(scrape('Basic a-long-enough-metrics-token'))).toThrow(
      UnauthenticatedError,
    );
    expect(() => checkMetricsToken(scrape('Bearer a-long-enough-metrics-token'))).not.toThrow();
  });
});
