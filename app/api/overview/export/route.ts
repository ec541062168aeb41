// GET /api/overview/export?format=csv|xlsx&table=…&dialect=ru|en – the overview's tables as a file:
// CSV one table (figures, days, points, registers, items), XLSX every table on its own sheet,
// streamed, in the documents' conventions (docs/exports.md)
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import { auditExport } from '@/lib/auth/server/audit-export';
import { exportTables } from '@/lib/overview/export-tables';
import { exportQuerySchema } from '@/lib/overview/query.schema';
import { attachment } from '@/lib/overview/server/attachment';
import { csvBody, xlsxStream } from '@/lib/overview/server/export';
import { overviewExportLabels } from '@/lib/overview/server/export-labels';
import { loadInsights } from '@/lib/overview/server/load-insights';
import { loadOverview } from '@/lib/overview/server/load-overview';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const GET = apiRoute(
  async (request) => {
    const query = exportQuerySchema.parse(searchParamsOf(request));
    const { labels, locale } = await overviewExportLabels();
    const dialect = query.dialect ?? (locale === 'ru' ? 'ru' : 'en');
    const answer = await loadOverview(query, { signal: request.signal });
    const wantsItems = query.format === 'xlsx' || query.table === 'items';
    const insights = wantsItems ? await loadInsights(query, request.signal) : null;
    const tables = exportTables(answer, insights, labels);
    const table = query.format === 'xlsx' ? undefined : tables.find((x) => x.name === query.table)!;
    // Audited like the documents' CSV (lib/documents/server/answers.ts): who exported which scope and period.
    await auditExport({
      orgId: query.org,
      rnm: query.rnm,
      from: query.from,
      to: query.to,
      rows: table ? table.rows.length : tables.reduce((sum, x) => sum + x.rows.length, 0),
      format: table ? `csv-overview-${table.name}` : 'xlsx-overview',
    });
    const name = labels.t('export.fileName', {
      from: labels.date(query.from),
      to: labels.date(query.to),
    });
    const ascii = `overview-${query.from}-${query.to}`;
    if (!table) {
      return new Response(xlsxStream(tables, dialect), {
        headers: {
          'Content-Type': XLSX,
          'Content-Disposition': attachment(`${name}.xlsx`, `${ascii}.xlsx`),
        },
      });
    }
    return new Response(csvBody(table, dialect), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachment(
          `${name} ${table.title}.csv`,
          `${ascii}-${table.name}.csv`,
        ),
      },
    });
  },
  { rateLimit: 'exports' },
);
