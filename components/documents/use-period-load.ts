'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { createPeriodLoads } from '@/lib/query/period-loads';
import { loadPeriod } from '@/lib/query/period-load';

// One store of period loads for the whole tab (lib/query/period-loads.ts).
const periodLoads = createPeriodLoads(loadPeriod);

/** Loads a period into the server's cache once, with progress; cancel, retry. */
export function usePeriodLoad(url: string) {
  const load = useSyncExternalStore(
    periodLoads.subscribe,
    () => periodLoads.get(url),
    () => undefined,
  );
  useEffect(() => {
    periodLoads.ensure(url);
    return () => periodLoads.release(url);
  }, [url]);
  return {
    // Until the effect has run, the load is about to start.
    load: load ?? ({ status: 'loading', progress: null } as const),
    cancel: () => periodLoads.cancel(url),
    retry: () => periodLoads.retry(url),
  };
}
