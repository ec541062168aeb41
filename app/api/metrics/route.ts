// GET /api/metrics – Prometheus metrics, behind METRICS_TOKEN (a bearer token; no sign-in)
import { handleApiError } from '@/lib/api/problem.server';
import { runAsSystem } from '@/lib/auth/server/scope';
import { healthBoard } from '@/lib/health/server/board';
import { failureKind } from '@/lib/health/server/register-health';
import { logEvent } from '@/lib/log';
import { exposition, setHealth } from '@/lib/metrics/metrics';
import { checkMetricsToken } from '@/lib/metrics/token';
import { newCorrelationId, runWithCorrelationId } from '@/lib/ofd/correlation';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const correlationId = newCorrelationId();
  return runWithCorrelationId(correlationId, async () => {
    try {
      checkMetricsToken(request);
      // A failing operator must not hide the dashboard's own counters: the gauges are then left
      // as they were and the failure is logged.
      // No person signs in here: the scrape sees every register, as the system.
      await runAsSystem(() => healthBoard()).then(setHealth, (error: unknown) =>
        logEvent('warn', 'metrics.health-failed', {
          reason: failureKind(error),
          correlationId,
        }),
      );
      const { body, contentType } = await exposition();
      return new Response(body, {
        headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' },
      });
    } catch (error) {
      const response = handleApiError(error, { instance: '/api/metrics', correlationId });
      if (response.status === 401) response.headers.set('WWW-Authenticate', 'Bearer');
      return response;
    }
  });
}
