import 'server-only';
import { getLocale } from 'next-intl/server';
import { auditExport } from '@/lib/auth/server/audit-export';
import type { AuditDetails } from '@/lib/auth/server/audit';
import { csvStream } from './csv';
import type { Dialect, FileFormat, Table } from './table';
import { xlsxStream } from './xlsx';

// The one way a table becomes a download (docs/exports.md): the writer of the format, in the
// dialect asked for or the person's language, the file named in that language with an ASCII
// stand-in, and the audit entry of who exported what. The entry is written once the writer has
// made its first bytes, which both writers send only after their first slice of rows: a writer
// that fails before that is an error answer (problem+json from the route's wrapper,
// lib/api/route.ts) and no "export" in the trail. One that fails later cuts the download; its
// entry stands, as the file had begun.

const CONTENT_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type ExportFile = {
  format: FileFormat;
  /** A CSV holds one table; an XLSX each on its own sheet. */
  tables: readonly Table[];
  /** The file's name in the person's language, and the ASCII one for old clients. */
  fileName: string;
  asciiName: string;
  /** The dialect the person asked for; without it, their language decides. */
  dialect?: Dialect;
  audit: AuditDetails;
  /** The request's: an XLSX stops being written when the person goes away. */
  signal?: AbortSignal;
};

/** The file's conventions: the one asked for, or the person's language's. */
async function exportDialect(asked: Dialect | undefined): Promise<Dialect> {
  return asked ?? ((await getLocale()) === 'ru' ? 'ru' : 'en');
}

/**
 * A download's Content-Disposition with a name in the person's language (RFC 6266): `filename*`
 * carries it in UTF-8; `filename` is an ASCII stand-in for clients that know only that form.
 */
function attachment(name: string, asciiName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function write(file: ExportFile, dialect: Dialect): ReadableStream<Uint8Array> {
  if (file.format === 'xlsx') return xlsxStream(file.tables, dialect, file.signal);
  const [table, ...more] = file.tables;
  if (!table || more.length > 0) throw new Error('A CSV file holds exactly one table.');
  return csvStream(table, dialect);
}

/** The body once its first bytes are made; a writer failing before them rejects here. */
async function started(body: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>> {
  const reader = body.getReader();
  const first = await reader.read();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

export async function exportResponse(file: ExportFile): Promise<Response> {
  const dialect = await exportDialect(file.dialect);
  const body = await started(write(file, dialect));
  try {
    await auditExport(file.audit);
  } catch (error) {
    // No file leaves without its entry; the writer stops instead of waiting for a reader.
    await body.cancel(error);
    throw error;
  }
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[file.format],
      'Content-Disposition': attachment(file.fileName, file.asciiName),
    },
  });
}
