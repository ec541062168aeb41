// GET /api/organizations/[orgId] – one organization
import { orgParamsSchema } from '@/lib/api/params.schema';
import { recordRoute } from '@/lib/api/record-route';
import { getOrganization } from '@/lib/operator/api';

export const GET = recordRoute(orgParamsSchema, ({ orgId }) => getOrganization(orgId));
