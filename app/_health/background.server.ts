import 'server-only';
import { checkServiceStore } from '@/app/_service/mount';
import { runAsSystem } from '@/lib/auth/server/scope';
import { checkAppDatabase } from '@/lib/auth/server/database-check';
import { startPausingLoop } from '@/lib/background/pausing-loop';
import { EnvError, getEnv } from '@/lib/env';
import { healthBoard } from '@/lib/health/server/board';

// Background work of this process, started once by instrumentation.ts (docs/outages.md). With
// HEALTH_WARM_INTERVAL_MS the health board is rebuilt that often, so that its first reader never
// waits for the sweep. Each run first asks the databases: while they are away the loop pauses
// with backoff (lib/background/pausing-loop.ts) instead of hammering the operator and the store.

const CHECK_TIMEOUT_MS = 1000;

export function startBackgroundWork(): void {
  let intervalMs: number;
  try {
    intervalMs = getEnv().healthWarmIntervalMs;
  } catch (error) {
    if (error instanceof EnvError) return; // Reported by /api/health and every request.
    throw error;
  }
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
