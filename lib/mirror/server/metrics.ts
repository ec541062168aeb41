import 'server-only';
import { Gauge } from 'prom-client';
import { metricsRegistry } from '@/lib/metrics/metrics';
import type { MirrorState } from '@/lib/service';
import type { Mirror } from './open';
import { statusView } from './status';

// The mirror in the metrics (GET /api/metrics): read from the stored status at each scrape, with
// labels from small fixed sets only (a state, a kind of call), never a register: an integrator's
// 30,000 registers must not become 30,000 series. Per register detail is GET /api/mirror/status.

const STATES: MirrorState[] = [
  'ok',
  'error',
  'credentials-rejected',
  'outside-window',
  'rate-limited',
];
const DONE = Symbol.for('ofd-console.mirror-metrics');

export function registerMirrorMetrics(mirror: Mirror): void {
  const holder = globalThis as { [DONE]?: boolean };
  if (holder[DONE]) return;
  holder[DONE] = true;
  const registers = [metricsRegistry()];
  const read = async () =>
    statusView(await mirror.options.mirror.listStatus(), true, new Date()).registers;
  new Gauge({
    name: 'ofd_console_mirror_registers',
    help: 'Registers the mirror keeps, by the state of their last sync',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const rows = await read();
      for (const state of STATES) this.set({ state }, rows.filter((r) => r.state === state).length);
    },
  });
  new Gauge({
    name: 'ofd_console_mirror_lag_seconds',
    help: 'Since the least recently synced register was last synced to the end',
    registers,
    async collect() {
      const lags = (await read()).map((r) => r.lagMinutes).filter((m) => m !== null);
      this.set(lags.length ? Math.max(...lags) * 60 : 0);
    },
  });
  new Gauge({
    name: 'ofd_console_mirror_figures',
    help: 'Documents stored, FD gaps and conflicts over every mirrored register',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const rows = await read();
      for (const kind of ['documents', 'gaps', 'conflicts'] as const) {
        this.set(
          { kind },
          rows.reduce((sum, r) => sum + r[kind], 0),
        );
      }
    },
  });
  new Gauge({
    name: 'ofd_console_mirror_operator_calls',
    help: 'Calls the mirror made to the operator since start: sent, answered 429, retried',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      for (const [kind, n] of Object.entries(mirror.upstream.counters)) this.set({ kind }, n);
    },
  });
}
