import { queryOptions, type QueryObserverResult } from '@tanstack/react-query';
import type { Problem } from '@/lib/problems/problem.schema';
import { processShared } from '@/lib/process/shared';
import { problemOf } from '@/lib/query/api-error';
import { queryKeys } from '@/lib/query/keys';
import { readStream, streamFromApi } from '@/lib/query/ndjson';
import { documentsApiBase, progressUrl } from '@/lib/urls/urls';
import type { PeriodProgress } from '../contract/api';
import type { PeriodOnDrive } from '../contract/selection';
import { createLoadTurns, type LoadTurns } from './load-turns';

// The documents' period load (route 2, docs/documents-api.md) as a query, the same way the
// overview and the receipt search stream (lib/query/overview.ts): days done of days total while
// the server fills its day cache, then `{"result": {"total": <documents>}}` (the protocol of
// lib/api/progress-protocol.ts). The key is the period alone, so sorting, filtering and paging
// never start another load; a finished load stays fresh for a minute, so coming back to a period
// shows its table at once. A load whose page has gone is aborted by the query itself (its last
// observer leaves), and with it the server's upstream fetches. `onProgress` is not in the key.

const isLoaded = (result: unknown): result is { total: number } =>
  typeof result === 'object' &&
  result !== null &&
  typeof (result as { total?: unknown }).total === 'number';

/** Reads the lines to their end; resolves with the number of documents in the period. */
export async function readProgress(
  lines: AsyncIterable<unknown>,
  onProgress: (progress: PeriodProgress) => void,
): Promise<number> {
  return (await readStream(lines, isLoaded, onProgress)).total;
}

/** Streams one period's load to its end; resolves with the number of documents in it. */
export type PeriodLoader = (
  url: string,
  signal: AbortSignal,
  onProgress: (progress: PeriodProgress) => void,
) => Promise<number>;

const streamLoad: PeriodLoader = async (url, signal, onProgress) =>
  (await streamFromApi(url, signal, isLoaded, onProgress)).total;

// Two loads at once per browser tab: each streams many days, and the server caps a person's too.
const browserTurns = () => processShared('documents.load-turns', () => createLoadTurns(2));

export type PeriodLoadInput = { orgId: string; rnm: string; period: PeriodOnDrive };

/** The period load's queryOptions; `load` and `turns` are the browser's own unless a test says. */
export const periodLoadQuery = (
  { orgId, rnm, period }: PeriodLoadInput,
  onProgress: (progress: PeriodProgress) => void = () => {},
  { load = streamLoad, turns }: { load?: PeriodLoader; turns?: LoadTurns } = {},
) =>
  queryOptions({
    queryKey: queryKeys.documents.load(orgId, rnm, period),
    queryFn: async ({ signal }) => {
      const giveBack = await (turns ?? browserTurns()).take(signal);
      // A cancelled or left load gives its turn back at once, not when its stream notices.
      signal.addEventListener('abort', giveBack, { once: true });
      try {
        return await load(progressUrl(documentsApiBase(orgId, rnm), period), signal, onProgress);
      } finally {
        signal.removeEventListener('abort', giveBack);
        giveBack();
      }
    },
    staleTime: 60_000,
    // A load asks the operator for every day of the period: only the page asks for one again.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** What the page shows of a period's load. */
export type PeriodLoad =
  | { status: 'loading'; progress: PeriodProgress | null }
  | { status: 'done'; total: number }
  | { status: 'cancelled' }
  | { status: 'error'; problem: Problem };

/**
 * The load as the page shows it. Running or waiting for its turn is loading; a cancelled load
 * has no answer and nothing running (a query left without data when its fetch was cancelled).
 */
export function periodLoadOf(
  query: QueryObserverResult<number>,
  progress: PeriodProgress | null,
): PeriodLoad {
  if (query.fetchStatus !== 'idle') return { status: 'loading', progress };
  if (query.status === 'success') return { status: 'done', total: query.data };
  if (query.status === 'error') return { status: 'error', problem: problemOf(query.error) };
  return { status: 'cancelled' };
}
