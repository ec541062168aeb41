import 'server-only';
import type { ExportFile } from '@/lib/export/file-response.server';
import type { ExportQuery } from './contract/query.schema';
import { documentsTable, exportFileName, rowCount, type ExportLabels } from './export-rows';
import { documentsInOrder, type Where } from './server/answers';

// The documents' export (docs/documents-api.md route 4): the selection as a file for lib/export,
// in the page's order, with its audit entry. Beside the documents' export table rather than in the
// server part, so that the routes that only read pages or load a period do not load the export
// pipeline through the server part's entry.

export async function documentsExport(
  where: Where,
  query: ExportQuery,
  labels: ExportLabels,
): Promise<ExportFile> {
  const { from, to, selected, documents } = await documentsInOrder(where, query);
  return {
    format: query.format,
    tables: [documentsTable(documents, query.kind, labels)],
    fileName: `${labels.fileName(query.kind, where.rnm, from, to)}.${query.format}`,
    asciiName: exportFileName(where.rnm, from, to, query.kind, query.format),
    dialect: query.dialect,
    audit: {
      orgId: where.orgId,
      rnm: where.rnm,
      drive: query.drive,
      from,
      to,
      rows: rowCount(query.kind, selected),
      format: `${query.format}-${query.kind}`,
    },
    signal: where.signal,
  };
}
