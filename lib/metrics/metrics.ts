import 'server-only';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processShared } from '@/lib/process/shared';

// The dashboard's Prometheus metrics: its own API requests, its calls to the operator, and the
// health of every register (refreshed at each scrape). One registry per process, process-shared
// so that every route bundle of the server counts into the same one.

const SECONDS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ofd_console_' });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'ofd_console_http_requests_total',
      help: 'Requests to the dashboard API, by route template, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'ofd_console_http_request_duration_seconds',
      help: 'Time to answer a dashboard API request (until the response starts)',
      labelNames: ['route', 'method'] as const,
      buckets: SECONDS,
      registers,
    }),
    upstream: new Counter({
      name: 'ofd_console_upstream_requests_total',
      help: "Tries of calls to the operator's API, by path template, outcome and status",
      labelNames: ['path', 'outcome', 'status'] as const,
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: 'ofd_console_upstream_request_duration_seconds',
      help: "Time of one try of a call to the operator's API",
      labelNames: ['path'] as const,
      buckets: SECONDS,
      registers,
    }),
    status: new Gauge({
      name: 'ofd_console_register_health_status',
      help: 'Health of each register: 0 ok, 1 warning, 2 critical',
      labelNames: ['organization_id', 'kkt_reg_id'] as const,
      registers,
    }),
    reason: new Gauge({
      name: 'ofd_console_register_health_reason',
      help: 'Reasons each register is not ok (1 while the reason holds)',
      labelNames: ['organization_id', 'kkt_reg_id', 'code', 'severity'] as const,
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof create>;

function metrics(): Metrics {
  return processShared('metrics', create);
}

export function recordRequest(route: string, method: string, status: number, seconds: number) {
  const m = metrics();
  m.requests.inc({ route, method, status: String(status) });
  m.requestSeconds.observe({ route, method }, seconds);
}

export function recordUpstream(
  path: string,
  outcome: string,
  status: number | undefined,
  seconds: number,
) {
  const m = metrics();
  m.upstream.inc({ path, outcome, status: status === undefined ? 'none' : String(status) });
  m.upstreamSeconds.observe({ path }, seconds);
}

const LEVEL = { ok: 0, warning: 1, critical: 2 } as const;

/** What the gauges read of a register's health (a row of lib/health/types.ts fits it). */
type HealthGauge = {
  organizationId: string;
  rnm: string;
  status: keyof typeof LEVEL;
  reasons: readonly { code: string; severity: string }[];
};

/** Replaces the health gauges with the board's current rows. */
export function setHealth<R extends HealthGauge>(rows: readonly R[]) {
  const m = metrics();
  m.status.reset();
  m.reason.reset();
  for (const row of rows) {
    const labels = { organization_id: row.organizationId, kkt_reg_id: row.rnm };
    m.status.set(labels, LEVEL[row.status]);
    for (const r of row.reasons) m.reason.set({ ...labels, code: r.code, severity: r.severity }, 1);
  }
}

/** The process's registry, for features that keep metrics of their own (lib/alerts, lib/mirror). */
export function metricsRegistry(): Registry {
  return metrics().registry;
}

export async function exposition(): Promise<{ body: string; contentType: string }> {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
