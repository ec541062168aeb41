// GET /api/overview/insights – receipts by weekday and hour, and the top items, of a scope and
// period, from the documents (lib/overview/insights.ts)
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { overviewQuerySchema } from '@/lib/overview/query.schema';
import { loadInsights } from '@/lib/overview/server/load-insights';

export const GET = apiRoute(
  async (request) =>
    loadInsights(overviewQuerySchema.parse(searchParamsOf(request)), request.signal),
  { rateLimit: 'overview' },
);
