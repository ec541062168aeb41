// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/progress – loads a period into the
// server's day cache and streams NDJSON progress lines; cancelling aborts the load (§2)
import { cashboxWhere, type CashboxContext } from '@/lib/api/cashbox-route';
import { problemFromError } from '@/lib/api/problem.server';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { periodQuerySchema } from '@/lib/documents/contract.schema';
import { servedRange } from '@/lib/documents/engine';
import { progressStream } from '@/lib/documents/progress';
import { currentCorrelationId } from '@/lib/ofd/correlation';

export const GET = apiRoute(
  async (request, context: CashboxContext) => {
    const where = await cashboxWhere(request, context);
    const query = periodQuerySchema.parse(searchParamsOf(request));
    // A period outside the window is refused with its status before the stream starts.
    await servedRange(where.orgId, where.rnm, query);
    const instance = new URL(request.url).pathname;
    const correlationId = currentCorrelationId() ?? '';
    const toProblem = (error: unknown) => problemFromError(error, { instance, correlationId });
    return new Response(progressStream(where, query, toProblem), {
      headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
    });
  },
  { rateLimit: 'progress' },
);
