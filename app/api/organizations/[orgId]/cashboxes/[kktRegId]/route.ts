// GET /api/organizations/[orgId]/cashboxes/[kktRegId] – one register: addresses, drives, window
import { registerParamsSchema } from '@/lib/api/params.schema';
import { recordRoute } from '@/lib/api/record-route';
import { getRegister } from '@/lib/operator/api';

export const GET = recordRoute(registerParamsSchema, ({ orgId, kktRegId }) =>
  getRegister(orgId, kktRegId),
);
