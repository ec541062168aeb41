import { queryOptions } from '@tanstack/react-query';
import type { ReceiptSearchAnswer, SearchProgress } from '@/lib/receipt-search/contract';
import { receiptSearchApiUrl } from '@/lib/urls/urls';
import { queryKeys } from './keys';
import { streamFromApi } from './ndjson';

// The receipt search in the browser: the NDJSON stream of /api/receipts/search/stream, progress
// as registers are searched, then the answer (docs/receipt-search.md). `onProgress` is not part of
// the key. The page lets the search widen its tolerance (lib/receipt-search/widen.ts) and says so.

const isAnswer = (result: unknown): result is ReceiptSearchAnswer =>
  typeof result === 'object' && result !== null;

export const receiptSearchQuery = (
  query: Record<string, string>,
  onProgress: (progress: SearchProgress) => void = () => {},
) =>
  queryOptions({
    queryKey: queryKeys.receiptSearch(query),
    queryFn: ({ signal }) =>
      streamFromApi(receiptSearchApiUrl({ ...query, widen: '1' }), signal, isAnswer, onProgress),
    // Receipts of past days change only when registers transmit late: a minute is fresh enough.
    staleTime: 60_000,
    retry: false,
  });
