// GET /api/organizations/[orgId]/cashboxes – registers of one organization
import { orgParamsSchema } from '@/lib/api/params.schema';
import { recordRoute } from '@/lib/api/record-route';
import { listRegisters } from '@/lib/operator/api';

export const GET = recordRoute(orgParamsSchema, ({ orgId }) => listRegisters(orgId));
