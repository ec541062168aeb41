import { TooManyRequestsError } from '@/lib/security/too-many-requests';
import { abortError } from './shared-fetch';

// Caps how many period loads fetch from the operator at once: per person (one person's tabs cannot
// crowd out everyone else) and overall (the operator and this server see a bounded number of day
// requests, whatever the traffic: concurrency × loads). A load over a cap waits its turn for a
// while, then gives up with 429 so the browser retries later instead of piling up.

export type LoadSlots = {
  /** Resolves with a release function once a slot is free; rejects after `waitMs`. */
  acquire(owner: string, signal?: AbortSignal): Promise<() => void>;
  running(): number;
};

type Waiter = { owner: string; grant: () => void };

export function createLoadSlots(options: {
  perOwner: number;
  overall: number;
  waitMs: number;
}): LoadSlots {
  const byOwner = new Map<string, number>();
  let total = 0;
  const waiting: Waiter[] = [];

  const fits = (owner: string) =>
    total < options.overall && (byOwner.get(owner) ?? 0) < options.perOwner;

  function take(owner: string): () => void {
    total += 1;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      total -= 1;
      const left = (byOwner.get(owner) ?? 1) - 1;
      if (left === 0) byOwner.delete(owner);
      else byOwner.set(owner, left);
      const next = waiting.findIndex((w) => fits(w.owner));
      if (next !== -1) waiting.splice(next, 1)[0]!.grant();
    };
  }

  return {
    running: () => total,
    acquire(owner, signal) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      if (fits(owner)) return Promise.resolve(take(owner));
      return new Promise((resolve, reject) => {
        const leave = () => {
          const at = waiting.indexOf(waiter);
          if (at !== -1) waiting.splice(at, 1);
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
        const waiter: Waiter = {
          owner,
          grant: () => {
            leave();
            resolve(take(owner));
          },
        };
        const onAbort = () => {
          leave();
          reject(abortError(signal!));
        };
        const timer = setTimeout(() => {
          leave();
          reject(
            new TooManyRequestsError(
              Math.max(1, Math.ceil(options.waitMs / 1000)),
              'Too many periods are loading at once; retry in a moment.',
            ),
          );
        }, options.waitMs);
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(waiter);
      });
    },
  };
}
