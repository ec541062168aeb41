import type { StreamProgress } from '@/lib/api/progress-protocol';
import type { Problem } from '@/lib/problems/problem.schema';
import { ApiError, networkError } from './api-error';
import { apiFetch } from './api-fetch';

// The one reader of the dashboard API's progress streams (the documents' period load, the
// overview, the receipt search), in their one protocol (lib/api/progress-protocol.ts):
// `{"done","total"}` lines while the server works, then `{"result": <answer>}` or
// `{"error": <problem>}`. A stream that ends without its result was cut.

type Line = Record<string, unknown>;

/** Whether a stream's `result` is the answer its caller expects. */
export type IsResult<R> = (result: unknown) => result is R;

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

/** Reads the lines to the result, reporting each progress step on the way. */
export async function readStream<R>(
  lines: AsyncIterable<unknown>,
  isResult: IsResult<R>,
  onProgress: (progress: StreamProgress) => void,
): Promise<R> {
  for await (const value of lines) {
    if (typeof value !== 'object' || value === null) continue;
    const line = value as Line;
    const failure = lineError(line);
    if (failure) throw failure;
    // A result the caller does not recognise is no answer: the stream reads as cut.
    if ('result' in line) {
      if (isResult(line.result)) return line.result;
      break;
    }
    const { done, total } = line;
    if (typeof done === 'number' && typeof total === 'number') onProgress({ done, total });
  }
  throw networkError();
}

/** GET a progress stream of the dashboard API and read it to its result. */
export async function streamFromApi<R>(
  url: string,
  signal: AbortSignal,
  isResult: IsResult<R>,
  onProgress: (progress: StreamProgress) => void,
): Promise<R> {
  const response = await apiFetch(url, 'application/x-ndjson', signal);
  if (!response.body) throw networkError();
  try {
    return await readStream(ndjsonLines(response.body), isResult, onProgress);
  } catch (error) {
    if (signal.aborted || error instanceof ApiError) throw error;
    throw networkError();
  }
}
