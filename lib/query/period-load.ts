import { readStream, streamFromApi, type StreamReading } from './ndjson';

// The documents' period load (route 2, docs/documents-api.md): "days done of days total" while the
// server fills its day cache, then `{"done": true, "total": <documents>}`. Aborting the request
// aborts the upstream fetches.

export type LoadProgress = { daysDone: number; daysTotal: number };

const PERIOD_LOAD: StreamReading<LoadProgress, number> = {
  progress: ({ daysDone, daysTotal }) =>
    typeof daysDone === 'number' && typeof daysTotal === 'number'
      ? { daysDone, daysTotal }
      : undefined,
  outcome: ({ done, total }) => (done === true && typeof total === 'number' ? total : undefined),
};

/** Reads the lines to their end; resolves with the number of documents in the period. */
export function readProgress(
  lines: AsyncIterable<unknown>,
  onProgress: (progress: LoadProgress) => void,
): Promise<number> {
  return readStream(lines, PERIOD_LOAD, onProgress);
}

export function loadPeriod(
  url: string,
  signal: AbortSignal,
  onProgress: (progress: LoadProgress) => void,
): Promise<number> {
  return streamFromApi(url, signal, PERIOD_LOAD, onProgress);
}
