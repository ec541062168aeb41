// GET /api/overview/stream – the overview of /api/overview as NDJSON: progress lines while the
// figures are computed, then the answer (docs/statistics.md, lib/api/progress-protocol.ts)
import { progressResponse } from '@/lib/api/progress-stream.server';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { overviewQuerySchema } from '@/lib/overview/query.schema';
import { loadOverview } from '@/lib/overview/server/load-overview';

export const GET = apiRoute(
  async (request) => {
    const query = overviewQuerySchema.parse(searchParamsOf(request));
    return progressResponse(request, (signal, onProgress) =>
      loadOverview(query, { signal, onProgress }),
    );
  },
  { rateLimit: 'progress' },
);
