import type { Problem } from '@/lib/api/problem.schema';
import { ApiError, networkError } from '@/lib/query/api-error';
import { apiFetch } from '@/lib/query/api-fetch';

// Route 2 streams NDJSON while the server loads a period into its day cache. The browser shows
// "days done of days total" and may cancel: aborting the request aborts the upstream fetches.

export type LoadProgress = { daysDone: number; daysTotal: number };

/** Splits a byte stream into JSON lines, whatever the chunk boundaries. */
export async function* ndjsonLines(stream: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) if (line.trim() !== '') yield JSON.parse(line);
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/** An `{"error": <problem>}` line as the ApiError it stands for; null for any other line. */
export function lineError(line: Record<string, unknown>): ApiError | null {
  if (typeof line.error !== 'object' || line.error === null) return null;
  const problem = line.error as Partial<Problem>;
  return new ApiError({
    ...problem,
    type: typeof problem.type === 'string' ? problem.type : 'about:blank',
    title: typeof problem.title === 'string' ? problem.title : 'Load failed',
    status: typeof problem.status === 'number' ? problem.status : 500,
  });
}

/** Reads the stream to its end; resolves with the number of documents in the period. */
export async function readProgress(
  lines: AsyncIterable<unknown>,
  onProgress: (progress: LoadProgress) => void,
): Promise<number> {
  for await (const value of lines) {
    if (typeof value !== 'object' || value === null) continue;
    const line = value as Record<string, unknown>;
    const failure = lineError(line);
    if (failure) throw failure;
    if (line.done === true && typeof line.total === 'number') return line.total;
    if (typeof line.daysDone === 'number' && typeof line.daysTotal === 'number') {
      onProgress({ daysDone: line.daysDone, daysTotal: line.daysTotal });
    }
  }
  // A stream that ends without "done" was cut: the load did not finish.
  throw networkError();
}

export async function loadPeriod(
  url: string,
  signal: AbortSignal,
  onProgress: (progress: LoadProgress) => void,
): Promise<number> {
  const response = await apiFetch(url, 'application/x-ndjson', signal);
  if (!response.body) throw networkError();
  try {
    return await readProgress(ndjsonLines(response.body), onProgress);
  } catch (error) {
    if (signal.aborted || error instanceof ApiError) throw error;
    throw networkError();
  }
}
