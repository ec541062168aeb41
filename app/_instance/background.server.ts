import 'server-only';
import { checkReadiness } from '@/app/_instance/readiness.server';
import { checkServiceStore } from '@/app/_service/mount';
import { runAsSystem } from '@/lib/auth/server/scope';
import { checkAppDatabase } from '@/lib/auth/server/database-check';
import { startPausingLoop } from '@/lib/background/pausing-loop';
import { EnvError, getEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { healthBoard } from '@/lib/health/server/board';
import { failureKind } from '@/lib/health/server/register-health';

// Background work of this process, started once by instrumentation.ts (docs/outages.md). The
// health board is computed once as soon as the instance is ready, so that the first person to
// open it does not wait for the sweep (docs/health.md). With HEALTH_WARM_INTERVAL_MS it is rebuilt
// that often as well. Each run first asks the databases: while they are away the loop pauses
// with backoff (lib/background/pausing-loop.ts) instead of hammering the operator and the store.

const CHECK_TIMEOUT_MS = 1000;
const READY_WAIT_MS = 120_000;
const READY_POLL_MS = 250;

export function startBackgroundWork(): void {
  let intervalMs: number;
  try {
    intervalMs = getEnv().healthWarmIntervalMs;
  } catch (error) {
    if (error instanceof EnvError) return; // Reported by /api/health and every request.
    throw error;
  }
  void warmWhenReady();
  if (intervalMs <= 0) return;
  startPausingLoop({
    name: 'health-board',
    intervalMs,
    task: async () => {
      await checkAppDatabase(CHECK_TIMEOUT_MS);
      await checkServiceStore(CHECK_TIMEOUT_MS);
      await runAsSystem(() => healthBoard());
    },
  });
}

// The built-in service is this very server, which only listens once start-up is over: the sweep
// waits until readiness holds (databases and operator answer), so it never caches a board of
// failed reads. An instance that does not become ready in time leaves the board to its first view.
export async function warmWhenReady(): Promise<void> {
  const deadline = Date.now() + READY_WAIT_MS;
  while (Date.now() < deadline) {
    const { failing } = await checkReadiness().catch(() => ({ failing: ['operator'] }));
    if (failing.length === 0) {
      const started = Date.now();
      await runAsSystem(() => healthBoard()).then(
        (rows) =>
          logEvent('info', 'health.warmed', { registers: rows.length, ms: Date.now() - started }),
        (error: unknown) => logEvent('warn', 'health.warm-failed', { reason: failureKind(error) }),
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS).unref());
  }
}
