// GET /api/receipts/search – receipts across the registers the person may see, by amount, time of
// day, item name, FD number and operation type, over up to 31 days, or 366 when every day is in
// the mirror's local copy (docs/receipt-search.md)
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { receiptSearchQuerySchema } from '@/lib/receipt-search/search-query.schema';
import { searchReceipts } from '@/lib/receipt-search/server/search';

export const GET = apiRoute(
  async (request) => {
    const query = receiptSearchQuerySchema.parse(searchParamsOf(request));
    return searchReceipts(query, { signal: request.signal });
  },
  { rateLimit: 'progress' },
);
