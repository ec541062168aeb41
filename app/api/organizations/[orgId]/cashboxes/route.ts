// GET /api/organizations/[orgId]/cashboxes – registers of one organization
import { orgParamsSchema } from '@/lib/api/params.schema';
import { apiRoute } from '@/lib/api/route';
import { listCashboxes } from '@/lib/ofd/api';

type Context = { params: Promise<{ orgId: string }> };

export const GET = apiRoute(
  async (_request, { params }: Context) => {
    const { orgId } = orgParamsSchema.parse(await params);
    return listCashboxes(orgId);
  },
  { rateLimit: 'overview' },
);
