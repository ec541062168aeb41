import { describe, expect, it } from 'vitest';
import { csvField, csvStream, exportFileName, type CsvLabels } from './exports';
import { receipt, report } from './testing/documents';
import { parseCsv } from '@/lib/testing/csv';

const labels: CsvLabels = {
  header: {
    documents: ['time', 'type', 'fd', 'shift', 'op', 'total', 'cash', 'cashless', 'cashier', 'id'],
    items: ['time', 'fd', 'op', 'name', 'price', 'qty', 'sum', 'vat', 'method'],
  },
  type: (type) => `T:${type}`,
  operation: (code) => `O:${code}`,
  vatRate: (rate) => `V:${rate ?? '-'}`,
  paymentMethod: (code) => `P:${code ?? '-'}`,
};

/** The bytes as text, BOM kept (Response.text() would drop it). */
async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

const documents = [
  report(1, '2024-06-01T08:00:00', 'openShift'),
  receipt(2, '2024-06-01T08:05:09', {
    totalSum: 128521,
    cashTotalSum: 100000,
    ecashTotalSum: 28521,
    operator: 'Smith, "Jo"',
    items: [
      { name: 'Молоко "Весёлый молочник", 1 л', price: 8905, quantity: 1.5, sum: 13358 },
      { name: '=HYPERLINK("x")', price: 5, quantity: 1, sum: 5, vatRate: '20', paymentMethod: 4 },
    ],
  }),
];

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(undefined)).toBe('');
  });
});

describe('csvStream', () => {
  it('writes a BOM, the header and one row per document, money in roubles with a dot', async () => {
    const csv = await text(csvStream(documents, 'documents', labels, 1));
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
      'Smith, "Jo"',
      documents[1]!.id,
    ]);
  });

  it('writes one row per receipt item', async () => {
    const rows = parseCsv((await text(csvStream(documents, 'items', labels))).slice(1));
    expect(rows.slice(1)).toEqual([
      [
        '2024-06-01 08:05:09',
        '2',
        'O:1',
        'Молоко "Весёлый молочник", 1 л',
        '89.05',
        '1.5',
        '133.58',
        'V:-',
        'P:-',
      ],
      ['2024-06-01 08:05:09', '2', 'O:1', '\'=HYPERLINK("x")', '0.05', '1', '0.05', 'V:20', 'P:4'],
    ]);
  });

  it('names the file after the register, the dates and the kind', () => {
    expect(exportFileName('0000000001234567', '2024-06-01', '2024-06-30', 'items')).toBe(
      '0000000001234567_2024-06-01_2024-06-30_items.csv',
    );
  });
});
