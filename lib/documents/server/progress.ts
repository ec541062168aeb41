import 'server-only';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';
import type { PeriodProgress } from '../contract/period';
import type { PeriodQuery } from '../contract/query.schema';

// The documents slice's second server entry (docs/layout.md): a period's load with its progress,
// for the progress route. The load itself (the engine, its day fetchers, the operator's transport)
// is handed over by the server's start (app/_instance/provided-at-start.ts), not imported: the
// route's bundle then holds its door and this entry, and every period loads through the one copy
// of the engine the start loaded, the one its sweep warms.

export { periodQuerySchema } from '../contract/query.schema';

/** Which register, and whose share of the concurrent loads the load counts against. */
export type PeriodWhere = { orgId: string; rnm: string; owner: string };

export type PeriodLoad = {
  /** Refuses a period the register's window does not reach (422), before the stream starts. */
  check(where: PeriodWhere, query: PeriodQuery): Promise<void>;
  /**
   * Loads the period into the day cache, telling days done of days to do, and counts its
   * documents. A period the mirror's copy holds is counted from its tables: nothing to load.
   */
  load(
    where: PeriodWhere,
    query: PeriodQuery,
    signal: AbortSignal,
    onProgress: (progress: PeriodProgress) => void,
  ): Promise<number>;
};

const PROVIDED = 'documents.period-load';

/** The start hands the load over, to be loaded on the first period asked for. */
export function providePeriodLoad(open: () => Promise<PeriodLoad>): void {
  setProcessShared(PROVIDED, open);
}

export function periodLoad(): Promise<PeriodLoad> {
  const open = peekProcessShared<() => Promise<PeriodLoad>>(PROVIDED);
  if (!open) {
    throw new Error(
      'No period load was provided: the server start provides it (instrumentation.ts).',
    );
  }
  return open();
}
