import { describe, expect, it } from 'vitest';
import { csvStream } from '@/lib/export/csv';
import { documentsTable, exportFileName, rowCount } from './export-rows';
import { documents, labels } from './testing/export-fixtures';
import { parseCsv, ruSpreadsheetCell } from '@/lib/testing/csv';

/** The bytes as text, BOM kept (Response.text() would drop it). */
async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

describe('the documents as CSV, international dialect', () => {
  it('writes a BOM, the header and one row per document, money in roubles with a dot', async () => {
    const csv = await text(csvStream(documentsTable(documents, 'documents', labels), 'en', 1));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(csv.slice(1));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(labels.header.documents);
    expect(rows[1]).toEqual([
      '2024-06-01 08:00:00',
      'T:openShift',
      '1',
      '1',
      '',
      '',
      '',
      '',
      '',
      documents[0]!.id,
      '',
    ]);
    expect(rows[2]).toEqual([
      '2024-06-01 08:05:09',
      'T:receipt',
      '2',
      '1',
      'O:1',
      '1285.21',
      '1000.00',
      '285.21',
      'Smith; "Jo", Jr',
      documents[1]!.id,
      '9960440300932551',
    ]);
  });

  it('writes one row per receipt item', async () => {
    const rows = parseCsv(
      (await text(csvStream(documentsTable(documents, 'items', labels), 'en'))).slice(1),
    );
    expect(rows.slice(1)).toEqual([
      [
        '2024-06-01 08:05:09',
        '2',
        'O:1',
        'Молоко "Весёлый молочник", 1 л',
        '89.05',
        '1.5',
        '',
        '133.58',
        'V:-',
        'P:-',
        '',
        '9960440300932551',
      ],
      [
        '2024-06-01 08:05:09',
        '2',
        'O:1',
        '\'=HYPERLINK("x")',
        '0.05',
        '1',
        'U:0',
        '0.05',
        'V:20',
        'P:4',
        'M:gs1m:04600439931256:5ABCDE',
        '9960440300932551',
      ],
    ]);
  });
});

describe('the documents as CSV, Russian dialect', () => {
  it('opens in a Russian spreadsheet as columns of numbers and dates', async () => {
    const csv = await text(csvStream(documentsTable(documents, 'items', labels), 'ru'));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(csv.slice(1), ';');
    expect(new Set(rows.map((row) => row.length))).toEqual(new Set([12]));
    const cells = rows[1]!.map(ruSpreadsheetCell);
    expect(cells).toEqual([
      { date: '2024-06-01T08:05:09' },
      2,
      'O:1',
      'Молоко "Весёлый молочник", 1 л',
      89.05,
      1.5,
      '',
      133.58,
      'V:-',
      'P:-',
      '',
      '9960440300932551',
    ]);
    // The GTIN keeps its leading zero: the code is text, never a number.
    expect(parseCsv(csv.slice(1), ';')[2]!.slice(6, 11)).toEqual([
      'U:0',
      '0,05',
      'V:20',
      'P:4',
      'M:gs1m:04600439931256:5ABCDE',
    ]);
  });

  it('keeps a separator inside text in its field', async () => {
    const csv = await text(csvStream(documentsTable(documents, 'documents', labels), 'ru'));
    const row = parseCsv(csv.slice(1), ';')[2]!;
    expect(row[8]).toBe('Smith; "Jo", Jr');
    expect(row.slice(5, 8).map(ruSpreadsheetCell)).toEqual([1285.21, 1000, 285.21]);
  });
});

describe('exportFileName', () => {
  it('names the file after the register, the dates, the kind and the format', () => {
    expect(exportFileName('0000000001234567', '2024-06-01', '2024-06-30', 'items', 'csv')).toBe(
      '0000000001234567_2024-06-01_2024-06-30_items.csv',
    );
    expect(
      exportFileName('0000000001234567', '2024-06-01', '2024-06-30', 'documents', 'xlsx'),
    ).toBe('0000000001234567_2024-06-01_2024-06-30_documents.xlsx');
  });
});

describe('rowCount (the audit trail of an export)', () => {
  it('counts the rows written: one per item for an items export, not one per document', async () => {
    // The receipt alone: one document of two items.
    const receipt = documents.slice(1);
    for (const kind of ['documents', 'items'] as const) {
      const written = parseCsv(
        (await text(csvStream(documentsTable(receipt, kind, labels), 'en', 1))).slice(1),
      );
      // The header is no row of data.
      expect(rowCount(kind, receipt)).toBe(written.length - 1);
    }
    expect(rowCount('items', receipt)).toBe(2);
    expect(rowCount('documents', receipt)).toBe(1);
  });
});
