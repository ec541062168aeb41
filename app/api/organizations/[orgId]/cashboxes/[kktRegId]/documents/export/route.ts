// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/export – the selection as CSV or
// XLSX (documents or items), streamed (docs/documents-api.md route 4, docs/exports.md)
import { getLocale } from 'next-intl/server';
import { registerWhere, type RegisterContext } from '@/lib/api/register-route';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { documentsExport, exportQuerySchema } from '@/lib/documents/server';
import { exportLabels } from '@/lib/documents/export-labels';
import { attachment } from '@/lib/overview/server/attachment';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const GET = apiRoute(
  async (request, context: RegisterContext) => {
    const where = await registerWhere(request, context);
    const query = exportQuerySchema.parse(searchParamsOf(request));
    const dialect = query.dialect ?? ((await getLocale()) === 'ru' ? 'ru' : 'en');
    const labels = await exportLabels();
    const { body, fileName, asciiName } = await documentsExport(where, query, labels, dialect);
    return new Response(body, {
      headers: {
        'Content-Type': CONTENT_TYPES[query.format],
        'Content-Disposition': attachment(fileName, asciiName),
      },
    });
  },
  { rateLimit: 'exports' },
);
