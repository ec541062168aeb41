// GET /api/organizations/[orgId]/cashboxes/[kktRegId] – one register: addresses, drives, window
import { cashboxParamsSchema } from '@/lib/api/params.schema';
import { apiRoute } from '@/lib/api/route';
import { getCashbox } from '@/lib/ofd/api';

type Context = { params: Promise<{ orgId: string; kktRegId: string }> };

export const GET = apiRoute(
  async (_request, { params }: Context) => {
    const { orgId, kktRegId } = cashboxParamsSchema.parse(await params);
    return getCashbox(orgId, kktRegId);
  },
  { rateLimit: 'overview' },
);
