// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/neighbours – where one document
// stands in a filtered, sorted selection, and the documents before and after it (docs/keep-my-place.md)
import { documentsRoute } from '@/lib/api/register-route';
import { documentNeighbours } from '@/lib/documents/answers';
import { neighboursQuerySchema } from '@/lib/documents/contract.schema';

export const GET = documentsRoute(neighboursQuerySchema, documentNeighbours);
