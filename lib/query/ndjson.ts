import type { Problem } from '@/lib/api/problem.schema';
import { ApiError, networkError } from './api-error';
import { apiFetch } from './api-fetch';

// The dashboard API's progress streams (NDJSON: the documents' period load, the overview), read
// by one helper: progress lines while the server works, an `{"error": <problem>}` line for a
// failure, and a last line with the outcome. A stream that ends without its outcome was cut.

type Line = Record<string, unknown>;

/** What a stream's lines mean: a progress step, or the outcome that ends it (else undefined). */
export type StreamReading<P, R> = {
  progress: (line: Line) => P | undefined;
  outcome: (line: Line) => R | undefined;
};

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
function lineError(line: Line): ApiError | null {
  if (typeof line.error !== 'object' || line.error === null) return null;
  const problem = line.error as Partial<Problem>;
  return new ApiError({
    ...problem,
    type: typeof problem.type === 'string' ? problem.type : 'about:blank',
    title: typeof problem.title === 'string' ? problem.title : 'Load failed',
    status: typeof problem.status === 'number' ? problem.status : 500,
  });
}

/** Reads the lines to the outcome, reporting each progress step on the way. */
export async function readStream<P, R>(
  lines: AsyncIterable<unknown>,
  reading: StreamReading<P, R>,
  onProgress: (progress: P) => void,
): Promise<R> {
  for await (const value of lines) {
    if (typeof value !== 'object' || value === null) continue;
    const line = value as Line;
    const failure = lineError(line);
    if (failure) throw failure;
    const outcome = reading.outcome(line);
    if (outcome !== undefined) return outcome;
    const progress = reading.progress(line);
    if (progress !== undefined) onProgress(progress);
  }
  throw networkError();
}

/** GET a progress stream of the dashboard API and read it to its outcome. */
export async function streamFromApi<P, R>(
  url: string,
  signal: AbortSignal,
  reading: StreamReading<P, R>,
  onProgress: (progress: P) => void,
): Promise<R> {
  const response = await apiFetch(url, 'application/x-ndjson', signal);
  if (!response.body) throw networkError();
  try {
    return await readStream(ndjsonLines(response.body), reading, onProgress);
  } catch (error) {
    if (signal.aborted || error instanceof ApiError) throw error;
    throw networkError();
  }
}
