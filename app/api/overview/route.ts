// GET /api/overview – figures of a scope (everything, an organization, a sales point or a register)
// for a period and the previous one (docs/statistics.md: statistics, or documents on a 404)
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { overviewQuerySchema } from '@/lib/overview/query.schema';
import { loadOverview } from '@/lib/overview/server/load-overview';

export const GET = apiRoute(
  async (request) =>
    loadOverview(overviewQuerySchema.parse(searchParamsOf(request)), { signal: request.signal }),
  { rateLimit: 'overview' },
);
