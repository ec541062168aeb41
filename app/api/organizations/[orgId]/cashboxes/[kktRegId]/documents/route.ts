// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents?drive=&from=&to= – table rows
import { cashboxParamsSchema, documentsQuerySchema } from '@/lib/api/params';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { listDocuments } from '@/lib/ofd/api';

type Context = { params: Promise<{ orgId: string; kktRegId: string }> };

export const GET = apiRoute(async (request, { params }: Context) => {
  const { orgId, kktRegId } = cashboxParamsSchema.parse(await params);
  const { drive, from, to } = documentsQuerySchema.parse(searchParamsOf(request));
  return listDocuments({ orgId, rnm: kktRegId, drive, from, to });
});
