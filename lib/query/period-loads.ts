import type { Problem } from '@/lib/problems/problem.schema';
import { problemOf } from './api-error';
import type { LoadProgress } from './period-load';

// The loads of periods into the server's cache, one per progress URL, shared by every component
// that shows them. A load runs once per period: sorting, filtering and paging only change the
// page query, never start another load. A finished load is remembered for a while, so coming back
// to a period shows its table at once. At most `maxRunning` loads run at once (tabs of many
// periods, quick drive switches): the others wait, shown as loading, and start as slots free up;
// the server caps loads per person too, this keeps one browser from asking for more.

export type PeriodLoad =
  | { status: 'loading'; progress: LoadProgress | null }
  | { status: 'done'; total: number; at: number }
  | { status: 'cancelled' }
  | { status: 'error'; problem: Problem };

export type Loader = (
  url: string,
  signal: AbortSignal,
  onProgress: (progress: LoadProgress) => void,
) => Promise<number>;

export function createPeriodLoads(
  loader: Loader,
  { freshMs = 60_000, now = Date.now, maxRunning = 2 } = {},
) {
  const loads = new Map<string, PeriodLoad>();
  const controllers = new Map<string, AbortController>();
  const listeners = new Set<() => void>();
  const running = new Set<string>();
  const queued: string[] = [];
  const set = (url: string, load: PeriodLoad) => {
    loads.set(url, load);
    for (const listener of listeners) listener();
  };

  /** A load ended (or was stopped): its slot goes to the longest-waiting one. */
  function finish(url: string) {
    running.delete(url);
    const next = queued.shift();
    if (next !== undefined) run(next);
  }

  function unqueue(url: string) {
    const at = queued.indexOf(url);
    if (at !== -1) queued.splice(at, 1);
  }

  function run(url: string) {
    running.add(url);
    const controller = new AbortController();
    controllers.set(url, controller);
    loader(url, controller.signal, (progress) => {
      if (!controller.signal.aborted) set(url, { status: 'loading', progress });
    }).then(
      (total) => {
        if (controller.signal.aborted) return;
        finish(url);
        set(url, { status: 'done', total, at: now() });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        finish(url);
        set(url, { status: 'error', problem: problemOf(error) });
      },
    );
  }

  /** Stops the load of `url` wherever it is: running (its slot is freed) or waiting. */
  function stop(url: string) {
    unqueue(url);
    controllers.get(url)?.abort();
    controllers.delete(url);
    if (running.has(url)) finish(url);
  }

  function start(url: string) {
    stop(url);
    set(url, { status: 'loading', progress: null });
    if (running.size < maxRunning) run(url);
    else queued.push(url);
  }

  return {
    get: (url: string): PeriodLoad | undefined => loads.get(url),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts the load unless it runs or finished a moment ago. */
    ensure(url: string) {
      const load = loads.get(url);
      if (load?.status === 'loading') return;
      if (load?.status === 'done' && now() - load.at < freshMs) return;
      start(url);
    },
    retry: start,
    cancel(url: string) {
      if (loads.get(url)?.status !== 'loading') return;
      stop(url);
      set(url, { status: 'cancelled' });
    },
    /** The page left the period: stop its load, so the server stops fetching for nobody. */
    release(url: string) {
      if (loads.get(url)?.status === 'done') return;
      stop(url);
      loads.delete(url);
    },
  };
}
