// GET /api/organizations/[orgId]/export?month=yyyy-mm&format=csv|xlsx&dialect=ru|en – one
// organization's month, a row per receipt across its registers, with a totals row (docs/exports.md)
import { orgParamsSchema } from '@/lib/api/params.schema';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { auditExport } from '@/lib/auth/server/audit-export';
import { assertOrganizationVisible } from '@/lib/auth/server/scope';
import { monthTable } from '@/lib/overview/month-export';
import { monthExportQuerySchema, monthPeriod } from '@/lib/overview/month-export.schema';
import { attachment } from '@/lib/overview/server/attachment';
import { csvBody, xlsxStream } from '@/lib/overview/server/export';
import { loadMonth } from '@/lib/overview/server/month-export';
import { monthExportLabels } from '@/lib/overview/server/month-export-labels';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

type Context = { params: Promise<{ orgId: string }> };

export const GET = apiRoute(
  async (request, context: Context) => {
    const { orgId } = orgParamsSchema.parse(await context.params);
    // Another organization's month is not found, whatever the query (as every API URL of it).
    await assertOrganizationVisible(orgId);
    const query = monthExportQuerySchema.parse(searchParamsOf(request));
    const { labels, locale, fileName } = await monthExportLabels();
    const dialect = query.dialect ?? (locale === 'ru' ? 'ru' : 'en');
    const period = monthPeriod(query.month);
    const { organization, registers } = await loadMonth(orgId, period, request.signal);
    const table = monthTable(registers, labels);
    // Audited as the other exports (lib/documents/server/answers.ts): who exported which scope and period.
    await auditExport({
      orgId,
      ...period,
      rows: table.rows.length - 1,
      format: `${query.format}-month`,
    });
    const name = `${fileName(organization.shortName, query.month)}.${query.format}`;
    const ascii = `receipts-${organization.inn.trim() || orgId}-${query.month}.${query.format}`;
    const body = query.format === 'xlsx' ? xlsxStream([table], dialect) : csvBody(table, dialect);
    return new Response(body, {
      headers: {
        'Content-Type': CONTENT_TYPES[query.format],
        'Content-Disposition': attachment(name, ascii),
      },
    });
  },
  { rateLimit: 'exports' },
);
