import { describe, expect, it } from 'vitest';
import { receiptFigures, type FigureSource } from './figures';

// The statistics operations count each receipt's VAT by the dashboard's one reading
// (lib/ofd/vat-reading.ts): a 2026 receipt's 22% stated only in its FFD 1.2 list, and `nds18` as
// the standard rate of the receipt's date, each under the rate's own statistics name.

const source = (dateTime: string, body: Record<string, unknown>): FigureSource => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'receipt',
  regNumber: '0000000000000001',
  fiscalDriveNumber: '7380440801234567',
  fdNumber: 1,
  dateTime: dateTime as FigureSource['dateTime'],
  receiveUtc: '2026-08-14T16:05:00Z',
  body: JSON.stringify({ operationType: 1, totalSum: 29244, ...body }),
});

describe('receiptFigures', () => {
  it('counts the 22% of a 2026 receipt stated in amountsReceiptNds, with its 10%', () => {
    const figures = receiptFigures(
      source('2026-08-14T19:05:00', {
        nds10: 1200,
        amountsReceiptNds: { amountsNds: [{ nds: 11, ndsSum: 4454 }] },
      }),
    );
    expect(figures?.vat).toEqual({ nds22: 4454, nds10: 1200 });
  });

  it('counts `nds18` of 2022 as 20%', () => {
    expect(receiptFigures(source('2022-03-01T10:00:00', { nds18: 500 }))?.vat).toEqual({
      nds20: 500,
    });
  });
});
