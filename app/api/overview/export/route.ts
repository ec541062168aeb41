// GET /api/overview/export?format=csv|xlsx&table=…&dialect=ru|en – the overview's tables as a file:
// CSV one table (figures, days, points, registers, items), XLSX every table on its own sheet,
// streamed, in the documents' conventions (docs/exports.md)
import { exportRoute } from '@/lib/api/export-route.server';
import { searchParamsOf } from '@/lib/api/route';
import { exportResponse } from '@/lib/export/file-response.server';
import { exportTables } from '@/lib/overview/export-tables';
import { exportQuerySchema } from '@/lib/overview/query.schema';
import { overviewExportLabels } from '@/lib/overview/server/export-labels';
import { loadInsights } from '@/lib/overview/server/load-insights';
import { loadOverview } from '@/lib/overview/server/load-overview';

export const GET = exportRoute(
  async (request) => {
    const query = exportQuerySchema.parse(searchParamsOf(request));
    const labels = await overviewExportLabels();
    const answer = await loadOverview(query, { signal: request.signal });
    const wantsItems = query.format === 'xlsx' || query.table === 'items';
    const insights = wantsItems ? await loadInsights(query, request.signal) : null;
    const tables = exportTables(answer, insights, labels);
    const table = query.format === 'xlsx' ? undefined : tables.find((x) => x.name === query.table)!;
    const name = labels.t('export.fileName', {
      from: labels.date(query.from),
      to: labels.date(query.to),
    });
    const ascii = `overview-${query.from}-${query.to}`;
    return exportResponse({
      format: query.format,
      tables: table ? [table] : tables,
      fileName: table ? `${name} ${table.title}.csv` : `${name}.xlsx`,
      asciiName: table ? `${ascii}-${table.name}.csv` : `${ascii}.xlsx`,
      dialect: query.dialect,
      // Who exported which scope and period, as for every export.
      audit: {
        orgId: query.org,
        rnm: query.rnm,
        from: query.from,
        to: query.to,
        rows: table ? table.rows.length : tables.reduce((sum, x) => sum + x.rows.length, 0),
        format: table ? `csv-overview-${table.name}` : 'xlsx-overview',
      },
    });
  },
  { rateLimit: 'exports' },
);
