// GET /api/organizations/[orgId]/export?month=yyyy-mm&format=csv|xlsx&dialect=ru|en – one
// organization's month, a row per receipt across its registers, with a totals row (docs/exports.md)
import { orgParamsSchema } from '@/lib/api/params.schema';
import { exportRoute } from '@/lib/api/export-route.server';
import { searchParamsOf } from '@/lib/api/route';
import { assertOrganizationVisible } from '@/lib/auth/server/scope';
import { exportResponse } from '@/lib/export/file-response.server';
import { monthTable } from '@/lib/overview/month-export';
import { monthExportQuerySchema, monthPeriod } from '@/lib/overview/month-export.schema';
import { loadMonth } from '@/lib/overview/server/month-export';
import { monthExportLabels } from '@/lib/overview/server/month-export-labels';

type Context = { params: Promise<{ orgId: string }> };

export const GET = exportRoute(
  async (request, context: Context) => {
    const { orgId } = orgParamsSchema.parse(await context.params);
    // Another organization's month is not found, whatever the query (as every API URL of it).
    await assertOrganizationVisible(orgId);
    const query = monthExportQuerySchema.parse(searchParamsOf(request));
    const { labels, fileName } = await monthExportLabels();
    const period = monthPeriod(query.month);
    const { organization, registers } = await loadMonth(orgId, period, request.signal);
    const table = monthTable(registers, labels);
    return exportResponse({
      format: query.format,
      tables: [table],
      fileName: `${fileName(organization.shortName, query.month)}.${query.format}`,
      asciiName: `receipts-${organization.inn.trim() || orgId}-${query.month}.${query.format}`,
      dialect: query.dialect,
      audit: { orgId, ...period, rows: table.rows.length - 1, format: `${query.format}-month` },
    });
  },
  { rateLimit: 'exports' },
);
