// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/shifts – the selection grouped by
// shift, with open and close times and sums per shift (docs/documents-api.md route 3)
import { documentsRoute } from '@/lib/api/register-route';
import { documentShifts, selectionQuerySchema } from '@/lib/documents/server';

export const GET = documentsRoute(selectionQuerySchema, documentShifts);
