import { lineError, ndjsonLines } from '@/lib/documents-ui/progress-stream';
import { ApiError, apiErrorFrom, networkError } from '@/lib/query/api-error';
import { overviewApiUrl } from '@/lib/urls/urls';
import type { OverviewAnswer } from './contract';

// The browser's read of /api/overview/stream: progress while the server computes, then the answer.

export type OverviewProgress = { done: number; total: number };

export async function fetchOverview(
  query: Record<string, string>,
  signal: AbortSignal,
  onProgress: (progress: OverviewProgress) => void,
): Promise<OverviewAnswer> {
  let response: Response;
  try {
    response = await fetch(overviewApiUrl('/stream', query), {
      headers: { Accept: 'application/x-ndjson' },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await apiErrorFrom(response);
  if (!response.body) throw networkError();
  try {
    for await (const value of ndjsonLines(response.body)) {
      if (typeof value !== 'object' || value === null) continue;
      const line = value as Record<string, unknown>;
      const failure = lineError(line);
      if (failure) throw failure;
      if (typeof line.result === 'object' && line.result !== null) {
        return line.result as OverviewAnswer;
      }
      if (typeof line.done === 'number' && typeof line.total === 'number') {
        onProgress({ done: line.done, total: line.total });
      }
    }
  } catch (error) {
    if (signal.aborted || error instanceof ApiError) throw error;
    throw networkError();
  }
  // A stream that ends without its answer was cut.
  throw networkError();
}
