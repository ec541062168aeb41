// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/shifts – the selection grouped by
// shift, with open and close times and sums per shift (docs/documents-api.md route 3)
import { cashboxParamsSchema } from '@/lib/api/params.schema';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { documentShifts } from '@/lib/documents/answers';
import { selectionQuerySchema } from '@/lib/documents/contract.schema';
import { rateLimitKey } from '@/lib/security/rate-limit-key';

type Context = { params: Promise<{ orgId: string; kktRegId: string }> };

export const GET = apiRoute(
  async (request, { params }: Context) => {
    const { orgId, kktRegId } = cashboxParamsSchema.parse(await params);
    const query = selectionQuerySchema.parse(searchParamsOf(request));
    return documentShifts(
      { orgId, rnm: kktRegId, signal: request.signal, owner: rateLimitKey(request) },
      query,
    );
  },
  { rateLimit: 'documents' },
);
