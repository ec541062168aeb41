// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/[fd]?drive= – one document by FD
import { documentParamsSchema, driveQuerySchema } from '@/lib/api/params';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { getDocument } from '@/lib/ofd/api';

type Context = { params: Promise<{ orgId: string; kktRegId: string; fd: string }> };

export const GET = apiRoute(async (request, { params }: Context) => {
  const { orgId, kktRegId, fd } = documentParamsSchema.parse(await params);
  const { drive } = driveQuerySchema.parse(searchParamsOf(request));
  return getDocument({ orgId, rnm: kktRegId, drive, fd });
});
