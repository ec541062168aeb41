import 'server-only';
import { logEvent } from '@/lib/log';
import { failureKind } from '@/lib/health/server/register-health';
import { deliverDueInApp, evaluateInApp } from './run';
import { alertSettings } from './settings';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';

// The in-app evaluator (docs/alerts.md), started by instrumentation.ts in the Node.js server
// runtime: every minute it sends what is due (retries, messages held by quiet hours), and every
// ALERTS_INTERVAL_MINUTES (default 5; 0 turns it off) it evaluates the board. The first
// evaluation comes a minute after start, so the demo's outbox fills within one interval. Each
// instance runs a timer; the evaluator lock lets one of them work at a time.

const TICK_MS = 60_000;
const TIMER = 'alert-timer';

export function startAlertTimer(): void {
  if (peekProcessShared<NodeJS.Timeout>(TIMER)) return;
  const intervalMs = alertSettings().intervalMinutes * 60_000;
  if (intervalMs === 0) return;
  let last = Date.now() - intervalMs + TICK_MS;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (Date.now() - last >= intervalMs) {
        last = Date.now();
        const result = await evaluateInApp();
        if (result.ran) {
          logEvent('info', 'alerts.evaluated', {
            opened: result.opened,
            resolved: result.resolved,
            recorded: result.recorded,
            sent: result.deliveries.filter((d) => d.status === 'sent').length,
          });
        }
      } else {
        await deliverDueInApp();
      }
    } catch (error) {
      logEvent('warn', 'alerts.evaluation-failed', { reason: failureKind(error) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  setProcessShared(TIMER, timer);
}
