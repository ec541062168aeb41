// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents – one page of a period's documents
// with the total, summary and facets of the whole selection (docs/documents-api.md route 1)
import { documentsRoute } from '@/lib/api/register-route';
import { documentsPage, listQuerySchema } from '@/lib/documents/server';

export const GET = documentsRoute(listQuerySchema, documentsPage);
