// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/progress – loads a period into the
// server's day cache and streams NDJSON progress lines; cancelling aborts the load (§2)
import { cashboxParamsSchema } from '@/lib/api/params.schema';
import { problemFromError } from '@/lib/api/problem.server';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { periodQuerySchema } from '@/lib/documents/contract.schema';
import { servedRange } from '@/lib/documents/engine';
import { progressStream } from '@/lib/documents/progress';
import { currentCorrelationId } from '@/lib/ofd/correlation';
import { rateLimitKey } from '@/lib/security/rate-limit-key';

type Context = { params: Promise<{ orgId: string; kktRegId: string }> };

export const GET = apiRoute(
  async (request, { params }: Context) => {
    const { orgId, kktRegId } = cashboxParamsSchema.parse(await params);
    const query = periodQuerySchema.parse(searchParamsOf(request));
    // A period outside the window is refused with its status before the stream starts.
    await servedRange(orgId, kktRegId, query);
    const instance = new URL(request.url).pathname;
    const correlationId = currentCorrelationId() ?? '';
    const toProblem = (error: unknown) => problemFromError(error, { instance, correlationId });
    const where = { orgId, rnm: kktRegId, signal: request.signal, owner: rateLimitKey(request) };
    return new Response(progressStream(where, query, toProblem), {
      headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8' },
    });
  },
  { rateLimit: 'progress' },
);
