// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/first-rows – the first page in time
// order from the days it shows, before the whole period is loaded (docs/documents-api.md route 1b)
import { registerParamsSchema } from '@/lib/api/params.schema';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { firstRows, listQuerySchema } from '@/lib/documents/server';
import { rateLimitKey } from '@/lib/security/rate-limit-key';

type Context = { params: Promise<{ orgId: string; kktRegId: string }> };

export const GET = apiRoute(
  async (request, { params }: Context) => {
    const { orgId, kktRegId } = registerParamsSchema.parse(await params);
    const query = listQuerySchema.parse(searchParamsOf(request));
    const owner = rateLimitKey(request);
    return firstRows({ orgId, rnm: kktRegId, signal: request.signal, owner }, query);
  },
  { rateLimit: 'documents' },
);
