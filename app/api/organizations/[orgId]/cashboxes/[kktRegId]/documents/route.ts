// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents – one page of a period's documents
// with the total, summary and facets of the whole selection (docs/documents-api.md route 1)
import { documentsRoute } from '@/lib/api/register-route';
import { documentsPage } from '@/lib/documents/answers';
import { listQuerySchema } from '@/lib/documents/contract.schema';

export const GET = documentsRoute(listQuerySchema, documentsPage);
