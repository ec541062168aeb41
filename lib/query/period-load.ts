import { readStream, streamFromApi } from './ndjson';

// The documents' period load (route 2, docs/documents-api.md): days done of days total while the
// server fills its day cache, then `{"result": {"total": <documents>}}` (the protocol of
// lib/api/progress-protocol.ts). Aborting the request aborts the upstream fetches.

export type LoadProgress = { daysDone: number; daysTotal: number };

const isLoaded = (result: unknown): result is { total: number } =>
  typeof result === 'object' &&
  result !== null &&
  typeof (result as { total?: unknown }).total === 'number';

const inDays =
  (onProgress: (progress: LoadProgress) => void) =>
  ({ done, total }: { done: number; total: number }) =>
    onProgress({ daysDone: done, daysTotal: total });

/** Reads the lines to their end; resolves with the number of documents in the period. */
export async function readProgress(
  lines: AsyncIterable<unknown>,
  onProgress: (progress: LoadProgress) => void,
): Promise<number> {
  return (await readStream(lines, isLoaded, inDays(onProgress))).total;
}

export async function loadPeriod(
  url: string,
  signal: AbortSignal,
  onProgress: (progress: LoadProgress) => void,
): Promise<number> {
  return (await streamFromApi(url, signal, isLoaded, inDays(onProgress))).total;
}
