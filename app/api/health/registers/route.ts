// GET /api/health/registers – the health of every register these credentials can see, worst first
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { toHealthJson } from '@/lib/health/health-json';
import { healthQuerySchema } from '@/lib/health/query.schema';
import { healthBoard } from '@/lib/health/server/board';

export const GET = apiRoute(
  async (request) => {
    const query = healthQuerySchema.parse(searchParamsOf(request));
    const rows = await healthBoard({ organizationId: query.organizationId });
    return rows
      .filter(
        (row) =>
          (!query.kktRegId || row.rnm === query.kktRegId) &&
          (!query.status || query.status.includes(row.status)) &&
          (!query.reason || row.reasons.some((r) => query.reason!.includes(r.code))),
      )
      .map(toHealthJson);
  },
  // Cold, it reads every register's latest documents from the operator.
  { rateLimit: 'overview' },
);
