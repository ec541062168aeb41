import { describe, expect, it } from 'vitest';
import { fromRublesDialect, isRublesDialect } from './import-rubles';
import { toDocument } from './import';

// The receipt-check services' rubles dialect (docs/import.md): converted to kopecks, and said so.

const rubles = () => ({
  fiscalSign: '3951882399',
  fiscalDocumentFormatVer: '4',
  totalSum: 314.15,
  ecashTotalSum: 314.15,
  cashTotalSum: 0.0,
  nds18: 52.36,
  nds10: 0.0,
  amountsReceiptNds: null,
  operator: null,
  dateTime: '2025-07-02T18:16:00',
  kktRegId: '0008900987023316    ',
  fiscalDriveNumber: '7380440902191601',
  fiscalDocumentNumber: 44320,
  operationType: 1,
  items: [{ name: 'Аренда', price: 314.15, quantity: 1.0, sum: 314.15, nds: 1, ndsSum: 52.36 }],
});

describe('the rubles dialect', () => {
  it('is told from the operator form by decimals or numbers sent as text', () => {
    expect(isRublesDialect(rubles())).toBe(true);
    expect(isRublesDialect({ totalSum: 31415, fiscalSign: 3951882399, items: [] })).toBe(false);
  });

  it('becomes kopecks and numbers, nulls dropped, item codes kept', () => {
    const body: Record<string, unknown> = rubles();
    expect(fromRublesDialect(body)).toBe(true);
    expect(body).toMatchObject({ fiscalSign: 3951882399, fiscalDocumentFormatVer: 4 });
    expect(body).toMatchObject({ totalSum: 31415, ecashTotalSum: 31415, nds18: 5236, nds10: 0 });
    expect(body).not.toHaveProperty('operator');
    expect(body.items).toEqual([
      { name: 'Аренда', price: 31415, quantity: 1, sum: 31415, nds: 1, ndsSum: 5236 },
    ]);
  });

  it('is imported with a note that says so', async () => {
    const { doc, notes } = await toDocument({ receipt: rubles() });
    expect(notes).toContain(
      'sums were in rubles with decimals (a receipt-check export): stored in kopecks',
    );
    expect(JSON.parse(doc.body)).toMatchObject({ totalSum: 31415 });
  });
});
