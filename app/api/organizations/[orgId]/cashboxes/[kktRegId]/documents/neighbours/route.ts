// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/neighbours – where one document
// stands in a filtered, sorted selection, and the documents before and after it (docs/keep-my-place.md)
import { documentsRoute } from '@/lib/api/register-route';
import { documentNeighbours, neighboursQuerySchema } from '@/lib/documents/server';

export const GET = documentsRoute(neighboursQuerySchema, documentNeighbours);
