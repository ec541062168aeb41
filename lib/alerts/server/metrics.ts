import 'server-only';
import { Counter, Gauge } from 'prom-client';
import { REASON_CODES } from '@/lib/health/types';
import { metricsRegistry } from '@/lib/metrics/metrics';
import { CHANNELS, type Channel } from '../types';
import { processShared } from '@/lib/process/shared';

// Alert metrics on the dashboard's registry (GET /api/metrics). Labels come from fixed lists
// (channels, results, health codes), so their number stays bounded whatever the data.

const RESULTS = ['sent', 'retry', 'failed'] as const;
type Result = (typeof RESULTS)[number];

function create() {
  const registers = [metricsRegistry()];
  const deliveries = new Counter({
    name: 'ofd_console_alert_deliveries_total',
    help: 'Alert delivery attempts, by channel and result (sent, retry, failed)',
    labelNames: ['channel', 'result'] as const,
    registers,
  });
  const open = new Gauge({
    name: 'ofd_console_alert_open_episodes',
    help: 'Open alert episodes by health reason, as of the last evaluation on this instance',
    labelNames: ['reason'] as const,
    registers,
  });
  for (const channel of CHANNELS)
    for (const result of RESULTS) deliveries.inc({ channel, result }, 0);
  return { deliveries, open };
}

const metrics = () => processShared('alert-metrics', create);

export function countDelivery(channel: Channel, result: Result) {
  metrics().deliveries.inc({ channel, result });
}

export function setOpenEpisodes(reasons: readonly string[]) {
  const { open } = metrics();
  for (const code of REASON_CODES) open.set({ reason: code }, 0);
  for (const reason of reasons) {
    if ((REASON_CODES as readonly string[]).includes(reason)) open.inc({ reason });
  }
}
