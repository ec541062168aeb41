import 'server-only';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { kopecksToRoubles } from '@/lib/ofd/money';
import type { Cell, ColumnType, Dialect, Table } from './table';

// Tables as an XLSX workbook, a sheet each, written by exceljs's streaming writer: rows are
// committed as they are made and zipped on the way out, so a month of documents never sits in
// memory as a workbook. Cells are typed (money as numbers in roubles, date-times and dates as date
// cells), so no spreadsheet has to guess; the header row stays frozen (docs/exports.md).

const MONEY_FORMAT = '#,##0.00';
const DATE_TIME_FORMATS: Record<Dialect, string> = {
  ru: 'dd.mm.yyyy hh:mm:ss',
  en: 'yyyy-mm-dd hh:mm:ss',
};
const DATE_FORMATS: Record<Dialect, string> = { ru: 'dd.mm.yyyy', en: 'yyyy-mm-dd' };
const DEFAULT_WIDTH = 22;
const SLICE = 500;

/**
 * A wall-clock date-time as a date cell. Excel's dates carry no zone: the serial number exceljs
 * writes for a UTC instant is exactly that instant's UTC wall clock, so the shop's local time is
 * written as if it were UTC and reads back unchanged.
 */
export function wallClockDate(local: string): Date {
  return new Date(`${local.slice(0, 19)}Z`);
}

function cellValue(cell: Cell, type: ColumnType): ExcelJS.CellValue {
  if (cell === undefined) return null;
  if (typeof cell !== 'object') {
    if (type === 'dateTime' && typeof cell === 'string') return wallClockDate(cell);
    if (type === 'money' && typeof cell === 'number') return kopecksToRoubles(cell);
    return cell;
  }
  if ('kopecks' in cell) return kopecksToRoubles(cell.kopecks);
  if ('dateTime' in cell) return wallClockDate(cell.dateTime);
  // Identifiers (RNM, drive numbers) stay text: as numbers, 16 digits would lose the last.
  if ('id' in cell) return cell.id;
  return wallClockDate(`${cell.date}T00:00:00`);
}

/** A typed column's format, set on the column so every cell of it has it. */
function columnFormat(type: ColumnType | undefined, dialect: Dialect): string | undefined {
  if (type === 'money') return MONEY_FORMAT;
  return type === 'dateTime' ? DATE_TIME_FORMATS[dialect] : undefined;
}

/** A cell that types itself carries its own format. */
function cellFormat(cell: Cell, dialect: Dialect): string | undefined {
  if (typeof cell !== 'object' || 'id' in cell) return undefined;
  if ('kopecks' in cell) return MONEY_FORMAT;
  return 'dateTime' in cell ? DATE_TIME_FORMATS[dialect] : DATE_FORMATS[dialect];
}

/**
 * The workbook as a byte stream; writing stops when `signal` aborts (the person went away). Its
 * first bytes wait for the first slice of rows, so a table whose first rows fail fails before
 * anything is sent (file-response.server.ts), as the CSV's does.
 */
export function xlsxStream(
  tables: readonly Table[],
  dialect: Dialect,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  let begin = () => {};
  let fail: (error: unknown) => void = () => {};
  const begun = new Promise<void>((resolve, reject) => {
    begin = resolve;
    fail = reject;
  });

  async function writeSheet(table: Table) {
    // Sheet names: at most 31 characters, none of []:*?/\
    const sheet = workbook.addWorksheet(table.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const types = table.types ?? [];
    sheet.columns = table.header.map((_, i) => {
      const numFmt = columnFormat(types[i], dialect);
      return { width: table.widths?.[i] ?? DEFAULT_WIDTH, style: numFmt ? { numFmt } : {} };
    });
    const header = sheet.addRow([...table.header]);
    header.font = { bold: true };
    header.commit();
    let count = 0;
    for (const cells of table.rows) {
      const row = sheet.addRow(cells.map((cell, i) => cellValue(cell, types[i] ?? 'text')));
      cells.forEach((cell, i) => {
        const numFmt = cellFormat(cell, dialect);
        if (numFmt) row.getCell(i + 1).numFmt = numFmt;
      });
      row.commit();
      if (++count % SLICE === 0) {
        begin();
        if (signal?.aborted) throw signal.reason;
        // Let the zip drain to the response before making more rows.
        if (out.writableNeedDrain) await once(out, 'drain');
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    sheet.commit();
  }

  async function write() {
    for (const table of tables) await writeSheet(table);
    // Every row is made. The workbook's last parts wait for the reader (the zip's 'finish').
    begin();
    await workbook.commit();
  }
  write().catch((error: unknown) => {
    fail(error);
    out.destroy(error as Error);
  });
  const bytes = (Readable.toWeb(out) as ReadableStream<Uint8Array>).getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await begun;
      const next = await bytes.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => bytes.cancel(reason),
  });
}
