// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/[fd]?drive= – one document in full
// with its organization, register and the previous and next FD numbers of the drive (§5)
import { documentParamsSchema, driveQuerySchema } from '@/lib/api/params.schema';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { documentDetail } from '@/lib/documents/server';

type Context = { params: Promise<{ orgId: string; kktRegId: string; fd: string }> };

export const GET = apiRoute(
  async (request, { params }: Context) => {
    const { orgId, kktRegId, fd } = documentParamsSchema.parse(await params);
    const { drive } = driveQuerySchema.parse(searchParamsOf(request));
    return documentDetail({ orgId, rnm: kktRegId, drive, fd });
  },
  { rateLimit: 'documents' },
);
