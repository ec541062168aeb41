// GET /api/receipts/search/stream – the receipt search of /api/receipts/search as NDJSON: progress
// lines as registers are searched, then the answer (docs/receipt-search.md)
import { problemFromError } from '@/lib/api/problem.server';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { currentCorrelationId } from '@/lib/ofd/correlation';
import { receiptSearchQuerySchema } from '@/lib/receipts/search-query.schema';
import { planSearch } from '@/lib/receipts/server/search-plan';
import { searchStream } from '@/lib/receipts/server/search-stream';

export const GET = apiRoute(
  async (request) => {
    const query = receiptSearchQuerySchema.parse(searchParamsOf(request));
    // Refused before the stream starts, so that the answer is a plain 422 problem.
    const plan = await planSearch(query);
    const instance = new URL(request.url).pathname;
    const correlationId = currentCorrelationId() ?? '';
    const toProblem = (error: unknown) => problemFromError(error, { instance, correlationId });
    return new Response(searchStream(query, request.signal, toProblem, plan), {
      headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
    });
  },
  { rateLimit: 'progress' },
);
