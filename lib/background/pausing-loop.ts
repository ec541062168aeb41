import { isDatabaseUnavailable } from '@/lib/database-outage/unavailable';
import { logEvent } from '@/lib/log';
import { processShared } from '@/lib/process/shared';

// Background work that survives a database outage (docs/outages.md): a task run every
// `intervalMs`, one run at a time (the next is scheduled when the last has finished). When a run
// fails because the database is away, the loop pauses: it tries again after a backoff that doubles
// up to `maxBackoffMs`, says "paused: database unavailable since …" in its status, and resumes its
// interval by itself at the first run that succeeds. Any other failure is logged and the interval
// kept. A task that must send nothing twice and lose nothing keeps its own cursor: a failed run
// is simply run again.

export type LoopState = 'running' | 'paused' | 'stopped';

export type LoopStatus = {
  name: string;
  state: LoopState;
  /** What an administrator reads: "running", "paused: database unavailable since …", "stopped". */
  text: string;
  /** Since when the database has been away (first failed run of this pause). */
  pausedSince?: string;
  lastSuccessAt?: string;
  nextRunAt?: string;
  /** Runs failed in a row (database away or otherwise). */
  failures: number;
};

export type PausingLoopOptions = {
  name: string;
  intervalMs: number;
  task: () => Promise<void>;
  /** First wait after a failed run while paused (doubles each time). Default 1 s. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Waits before the first run. Default: `intervalMs`. */
  firstDelayMs?: number;
  now?: () => number;
};

export type PausingLoop = { status(): LoopStatus; stop(): void };

function registry(): Map<string, PausingLoop> {
  return processShared('background-loops', () => new Map<string, PausingLoop>());
}

/** The status of every loop of this process, for /api/health's administrator parts. */
export function backgroundStatuses(): LoopStatus[] {
  return [...registry().values()].map((loop) => loop.status());
}

/** Starts the loop (once per name and process: a second start returns the running one). */
export function startPausingLoop(options: PausingLoopOptions): PausingLoop {
  const running = registry().get(options.name);
  if (running && running.status().state !== 'stopped') return running;
  const loop = createLoop(options);
  registry().set(options.name, loop);
  return loop;
}

function createLoop(options: PausingLoopOptions): PausingLoop {
  const { name, intervalMs, task } = options;
  const now = options.now ?? Date.now;
  const initialBackoffMs = options.initialBackoffMs ?? 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 60_000;
  let state: LoopState = 'running';
  let pausedSince: number | undefined;
  let lastSuccessAt: number | undefined;
  let nextRunAt: number | undefined;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delayMs: number) => {
    if (state === 'stopped') return;
    nextRunAt = now() + delayMs;
    timer = setTimeout(run, delayMs);
    // Never keeps a process alive that is otherwise done (tests, CLI).
    timer.unref?.();
  };

  const run = async () => {
    timer = undefined;
    try {
      await task();
      if (state === 'stopped') return;
      if (pausedSince !== undefined) logEvent('info', 'background.resumed', { name });
      state = 'running';
      pausedSince = undefined;
      lastSuccessAt = now();
      failures = 0;
      schedule(intervalMs);
    } catch (error) {
      if (state === 'stopped') return;
      failures += 1;
      if (!isDatabaseUnavailable(error)) {
        logEvent('error', 'background.failed', { name, error: String(error) });
        schedule(intervalMs);
        return;
      }
      if (pausedSince === undefined) {
        pausedSince = now();
        logEvent('warn', 'background.paused', { name, reason: 'database-unavailable' });
      }
      state = 'paused';
      schedule(Math.min(maxBackoffMs, initialBackoffMs * 2 ** Math.min(failures - 1, 30)));
    }
  };

  schedule(options.firstDelayMs ?? intervalMs);
  const iso = (ms: number | undefined) =>
    ms === undefined ? undefined : new Date(ms).toISOString();
  return {
    status: () => ({
      name,
      state,
      text: state === 'paused' ? `paused: database unavailable since ${iso(pausedSince)}` : state,
      pausedSince: iso(pausedSince),
      lastSuccessAt: iso(lastSuccessAt),
      nextRunAt: state === 'stopped' ? undefined : iso(nextRunAt),
      failures,
    }),
    stop: () => {
      state = 'stopped';
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
