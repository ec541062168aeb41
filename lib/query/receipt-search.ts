import { queryOptions } from '@tanstack/react-query';
import type { ReceiptSearchAnswer, SearchProgress } from '@/lib/receipts/contract';
import { receiptSearchApiUrl } from '@/lib/urls/urls';
import { queryKeys } from './keys';
import { streamFromApi, type StreamReading } from './ndjson';

// The receipt search in the browser: the NDJSON stream of /api/receipts/search/stream, progress
// as registers are searched, then the answer (docs/receipt-search.md). `onProgress` is not part of
// the key.

const SEARCH: StreamReading<SearchProgress, ReceiptSearchAnswer> = {
  progress: ({ done, total }) =>
    typeof done === 'number' && typeof total === 'number' ? { done, total } : undefined,
  outcome: ({ result }) =>
    typeof result === 'object' && result !== null ? (result as ReceiptSearchAnswer) : undefined,
};

export const receiptSearchQuery = (
  query: Record<string, string>,
  onProgress: (progress: SearchProgress) => void = () => {},
) =>
  queryOptions({
    queryKey: queryKeys.receiptSearch(query),
    queryFn: ({ signal }) => streamFromApi(receiptSearchApiUrl(query), signal, SEARCH, onProgress),
    // Receipts of past days change only when registers transmit late: a minute is fresh enough.
    staleTime: 60_000,
    retry: false,
  });
