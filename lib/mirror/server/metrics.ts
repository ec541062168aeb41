import 'server-only';
import { Gauge } from 'prom-client';
import { metricsRegistry } from '@/lib/metrics/metrics';
import type { MirrorState } from '@/lib/service';
import type { Mirror } from './open';
import { statusView } from './status';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';

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
const FIGURES = ['documents', 'gaps', 'conflicts', 'unreadable'] as const;

export function registerMirrorMetrics(mirror: Mirror): void {
  if (peekProcessShared<boolean>('mirror-metrics')) return;
  setProcessShared('mirror-metrics', true);
  const registers = [metricsRegistry()];
  const read = async () =>
    statusView(await mirror.options.mirror.listStatus(), true, new Date()).registers;
  // A gauge of one label: at each scrape, `values` gives the number for each of the label's values.
  const labelled = (
    name: string,
    help: string,
    label: string,
    values: () => Promise<Record<string, number>> | Record<string, number>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers,
      async collect() {
        for (const [value, n] of Object.entries(await values())) this.set({ [label]: value }, n);
      },
    });
  labelled(
    'ofd_console_mirror_registers',
    'Registers the mirror keeps, by the state of their last sync',
    'state',
    async () => {
      const rows = await read();
      return Object.fromEntries(STATES.map((s) => [s, rows.filter((r) => r.state === s).length]));
    },
  );
  new Gauge({
    name: 'ofd_console_mirror_lag_seconds',
    help: 'Since the least recently synced register was last synced to the end',
    registers,
    async collect() {
      const lags = (await read()).map((r) => r.lagMinutes).filter((m) => m !== null);
      this.set(lags.length ? Math.max(...lags) * 60 : 0);
    },
  });
  labelled(
    'ofd_console_mirror_figures',
    'Documents stored, FD gaps, conflicts and unreadable documents over every mirrored register',
    'kind',
    async () => {
      const rows = await read();
      return Object.fromEntries(
        FIGURES.map((kind) => [kind, rows.reduce((sum, r) => sum + r[kind], 0)]),
      );
    },
  );
  labelled(
    'ofd_console_mirror_operator_calls',
    'Calls the mirror made to the operator since start: sent, answered 429, retried',
    'kind',
    () => mirror.upstream.counters,
  );
}
