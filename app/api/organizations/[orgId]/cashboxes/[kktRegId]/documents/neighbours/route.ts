// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/neighbours – where one document
// stands in a filtered, sorted selection, and the documents before and after it (docs/keep-my-place.md)
import { cashboxParamsSchema } from '@/lib/api/params.schema';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { documentNeighbours } from '@/lib/documents/answers';
import { neighboursQuerySchema } from '@/lib/documents/contract.schema';
import { rateLimitKey } from '@/lib/security/rate-limit-key';

type Context = { params: Promise<{ orgId: string; kktRegId: string }> };

export const GET = apiRoute(
  async (request, { params }: Context) => {
    const { orgId, kktRegId } = cashboxParamsSchema.parse(await params);
    const query = neighboursQuerySchema.parse(searchParamsOf(request));
    return documentNeighbours(
      { orgId, rnm: kktRegId, signal: request.signal, owner: rateLimitKey(request) },
      query,
    );
  },
  { rateLimit: 'documents' },
);
