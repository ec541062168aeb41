// GET /api/overview/stream – the overview of /api/overview as NDJSON: progress lines while the
// figures are computed, then the answer (docs/statistics.md)
import { problemFromError } from '@/lib/api/problem.server';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { currentCorrelationId } from '@/lib/ofd/correlation';
import { overviewQuerySchema } from '@/lib/overview/query.schema';
import { overviewStream } from '@/lib/overview/server/overview-stream';

export const GET = apiRoute(
  async (request) => {
    const query = overviewQuerySchema.parse(searchParamsOf(request));
    const instance = new URL(request.url).pathname;
    const correlationId = currentCorrelationId() ?? '';
    const toProblem = (error: unknown) => problemFromError(error, { instance, correlationId });
    return new Response(overviewStream(query, request.signal, toProblem), {
      headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
    });
  },
  { rateLimit: 'progress' },
);
