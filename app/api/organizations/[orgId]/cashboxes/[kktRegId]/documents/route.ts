// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents – one page of a period's documents
// with the total, summary and facets of the whole selection (docs/documents-api.md route 1)
import { cashboxParamsSchema } from '@/lib/api/params.schema';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { documentsPage } from '@/lib/documents/answers';
import { listQuerySchema } from '@/lib/documents/contract.schema';
import { rateLimitKey } from '@/lib/security/rate-limit-key';

type Context = { params: Promise<{ orgId: string; kktRegId: string }> };

export const GET = apiRoute(
  async (request, { params }: Context) => {
    const { orgId, kktRegId } = cashboxParamsSchema.parse(await params);
    const query = listQuerySchema.parse(searchParamsOf(request));
    return documentsPage(
      { orgId, rnm: kktRegId, signal: request.signal, owner: rateLimitKey(request) },
      query,
    );
  },
  { rateLimit: 'documents' },
);
