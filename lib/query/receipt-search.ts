import { queryOptions } from '@tanstack/react-query';
import { lineError, ndjsonLines } from '@/lib/documents-ui/progress-stream';
import type { ReceiptSearchAnswer, SearchProgress } from '@/lib/receipts/contract';
import { receiptSearchApiUrl } from '@/lib/urls/urls';
import { ApiError, networkError } from './api-error';
import { apiFetch } from './api-fetch';
import { queryKeys } from './keys';

// The receipt search in the browser: the NDJSON stream of /api/receipts/search/stream, progress
// as registers are searched, then the answer (docs/receipt-search.md). `onProgress` is not part of
// the key.

async function fetchSearch(
  query: Record<string, string>,
  signal: AbortSignal,
  onProgress: (progress: SearchProgress) => void,
): Promise<ReceiptSearchAnswer> {
  const response = await apiFetch(receiptSearchApiUrl(query), 'application/x-ndjson', signal);
  if (!response.body) throw networkError();
  try {
    for await (const value of ndjsonLines(response.body)) {
      if (typeof value !== 'object' || value === null) continue;
      const line = value as Record<string, unknown>;
      const failure = lineError(line);
      if (failure) throw failure;
      if (typeof line.result === 'object' && line.result !== null) {
        return line.result as ReceiptSearchAnswer;
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

export const receiptSearchQuery = (
  query: Record<string, string>,
  onProgress: (progress: SearchProgress) => void = () => {},
) =>
  queryOptions({
    queryKey: queryKeys.receiptSearch(query),
    queryFn: ({ signal }) => fetchSearch(query, signal, onProgress),
    // Receipts of past days change only when registers transmit late: a minute is fresh enough.
    staleTime: 60_000,
    retry: false,
  });
