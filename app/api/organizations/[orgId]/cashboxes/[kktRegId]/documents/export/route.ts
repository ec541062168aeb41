// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/export – the selection as CSV or
// XLSX (documents or items), streamed (docs/documents-api.md route 4, docs/exports.md)
import { registerWhere, type RegisterContext } from '@/lib/api/register-route';
import { exportRoute } from '@/lib/api/export-route.server';
import { searchParamsOf } from '@/lib/api/route';
import { exportQuerySchema } from '@/lib/documents/server';
import { documentsExport } from '@/lib/documents/export-answer';
import { exportLabels } from '@/lib/documents/export-labels';
import { exportResponse } from '@/lib/export/file-response.server';

export const GET = exportRoute(
  async (request, context: RegisterContext) => {
    const where = await registerWhere(request, context);
    const query = exportQuerySchema.parse(searchParamsOf(request));
    return exportResponse(await documentsExport(where, query, await exportLabels()));
  },
  { rateLimit: 'exports' },
);
