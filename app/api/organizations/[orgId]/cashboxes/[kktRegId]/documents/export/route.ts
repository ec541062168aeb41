// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/export – the selection as CSV
// (documents or items), streamed, UTF-8 with a BOM (docs/documents-api.md route 4)
import { cashboxParamsSchema } from '@/lib/api/params.schema';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { documentsExport } from '@/lib/documents/answers';
import { exportQuerySchema } from '@/lib/documents/contract.schema';
import { csvLabels } from '@/lib/documents/csv-labels';

type Context = { params: Promise<{ orgId: string; kktRegId: string }> };

export const GET = apiRoute(async (request, { params }: Context) => {
  const { orgId, kktRegId } = cashboxParamsSchema.parse(await params);
  const query = exportQuerySchema.parse(searchParamsOf(request));
  const where = { orgId, rnm: kktRegId, signal: request.signal };
  const { body, fileName } = await documentsExport(where, query, await csvLabels());
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
});
