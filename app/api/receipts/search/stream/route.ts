// GET /api/receipts/search/stream – the receipt search of /api/receipts/search as NDJSON: progress
// lines as registers are searched, then the answer (docs/receipt-search.md,
// lib/api/progress-protocol.ts)
import { progressResponse } from '@/lib/api/progress-stream.server';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { receiptSearchQuerySchema } from '@/lib/receipt-search/search-query.schema';
import { searchReceipts } from '@/lib/receipt-search/server/search';
import { planSearch } from '@/lib/receipt-search/server/search-plan';

export const GET = apiRoute(
  async (request) => {
    const query = receiptSearchQuerySchema.parse(searchParamsOf(request));
    // Refused before the stream starts, so that the answer is a plain 422 problem.
    const plan = await planSearch(query);
    return progressResponse(request, (signal, onProgress) =>
      searchReceipts(query, { signal, onProgress, plan }),
    );
  },
  { rateLimit: 'progress' },
);
