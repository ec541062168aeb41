import { describe, expect, it } from 'vitest';
import { documentEnvelopeSchema, isCheckDocument } from './schemas';
import { vatDisagreements } from './vat-by-date';
import { readItemVat, readReceiptVat } from './vat-reading';

// The one reading of a receipt's VAT (docs/fiscal-rules.md): by field *and* date.

describe('readReceiptVat', () => {
  it.each([
    ['2018-06-01T10:00:00', 'nds18'],
    ['2022-06-01T10:00:00', 'nds20'],
    ['2025-12-31T23:59:59', 'nds20'],
    ['2026-01-01T00:00:00', 'nds22'],
  ])('reads `nds18` on %s as the standard rate then (%s)', (date, field) => {
    expect(readReceiptVat({ nds18: 1000 }, date).vat).toEqual({ [field]: 1000 });
  });

  it('reads the calculated standard rate by date too', () => {
    expect(readReceiptVat({ nds18118: 500 }, '2024-02-01T10:00:00').vat).toEqual({
      ndsCalculated20: 500,
    });
    expect(readReceiptVat({ ndsCalculated18: 500 }, '2017-02-01T10:00:00').vat).toEqual({
      ndsCalculated18: 500,
    });
  });

  it('reads the standard rate as the lines state it when they all agree, else by date', () => {
    // A real return of 2026-01-13 for a delivery sold in 2025: its line is coded 20/120 (code 3;
    // 22/122 is code 12) and its stated 36.83 is 20/120 of 221.00.
    const items = [
      { name: 'Коллаген', nds: 6, price: 277000, quantity: 1, sum: 277000 },
      { name: 'Доставка', nds: 3, price: 22100, quantity: 1, sum: 22100 },
    ];
    const body = { operationType: 2, totalSum: 299100, nds18118: 3683, ndsNo: 277000, items };
    expect(readReceiptVat(body, '2026-01-13T19:53:00').vat).toEqual({
      ndsCalculated20: 3683,
      ndsNo: 277000,
    });
    // A register not reconfigured: its lines at 20% (code 1) and `nds18` of 2026 say the same rate.
    const stale = { nds18: 2000, items: [{ nds: 1, sum: 12000 }] };
    expect(readReceiptVat(stale, '2026-02-01T10:00:00').vat).toEqual({ nds20: 2000 });
    // Lines that name no standard rate, or two, leave it to the date.
    expect(readReceiptVat({ nds18: 10, items: [{ nds: 2 }] }, '2026-02-01').vat).toEqual({
      nds22: 10,
    });
    const mixed = { nds18: 10, items: [{ nds: 1 }, { nds: 11 }] };
    expect(readReceiptVat(mixed, '2026-02-01').vat).toEqual({ nds22: 10 });
  });

  it('reads the FFD 1.2 list of 2026 by its tag-1199 codes, beside `nds10`', () => {
    const body = {
      nds10: 1200,
      nds0: 0,
      amountsReceiptNds: { amountsNds: [{ nds: 11, ndsSum: 4454 }] },
    };
    expect(readReceiptVat(body, '2026-08-14T12:00:00')).toEqual({
      vat: { nds22: 4454, nds10: 1200, nds0: 0 },
      unrecognised: [],
    });
  });

  it('counts a rate stated twice once, the list first', () => {
    const body = { nds18: 4454, amountsReceiptNds: { amountsNds: [{ nds: 11, ndsSum: 4454 }] } };
    expect(readReceiptVat(body, '2026-02-01T12:00:00').vat).toEqual({ nds22: 4454 });
    expect(readReceiptVat({ nds20: 10, nds18: 10 }, '2022-01-01').vat).toEqual({ nds20: 10 });
  });

  it('keeps the vendor family as named, whatever the date', () => {
    expect(readReceiptVat({ nds20: 300, ndsNo: 900 }, '2026-03-01').vat).toEqual({
      nds20: 300,
      ndsNo: 900,
    });
  });

  it('lists a code it does not know instead of summing it', () => {
    const body = { amountsReceiptNds: { amountsNds: [{ nds: 99, ndsSum: 100 }] }, nds10: 'x' };
    expect(readReceiptVat(body, '2026-01-05')).toEqual({
      vat: {},
      unrecognised: [
        { field: 'amountsReceiptNds[0]', value: { nds: 99, ndsSum: 100 } },
        { field: 'nds10', value: 'x' },
      ],
    });
  });
});

describe('readItemVat', () => {
  it('reads code 1 as 18% before 2019 and 20% after; 11 as 22%', () => {
    expect(readItemVat({ nds: 1, ndsSum: 18 }, '2018-12-31').vatRate).toBe('18');
    expect(readItemVat({ nds: 1, ndsSum: 20 }, '2019-01-01').vatRate).toBe('20');
    expect(readItemVat({ nds: 11, ndsSum: 22 }, '2026-01-01')).toEqual({
      vatRate: '22',
      vatSum: 22,
      unrecognised: undefined,
    });
  });

  it('reads an `nds18` amount or `ndsType` by date', () => {
    expect(readItemVat({ nds18: 167 }, '2023-05-01')).toMatchObject({
      vatRate: '20',
      vatSum: 167,
    });
    expect(readItemVat({ ndsType: 'nds18' }, '2026-05-01').vatRate).toBe('22');
  });

  it('reads an `nds0` or `ndsNo` amount as the turnover of the line: its VAT is none', () => {
    // A 2017 register's line as the tax service returned it: the whole line sum under `nds0`.
    expect(readItemVat({ sum: 9590, nds0: 9590 }, '2017-10-07')).toMatchObject({
      vatRate: '0',
      vatSum: 0,
    });
    expect(readItemVat({ sum: 6500, ndsNo: 6500 }, '2022-11-12')).toMatchObject({
      vatRate: 'none',
      vatSum: 0,
    });
    expect(readItemVat({ nds: 6, ndsSum: 0 }, '2023-02-04')).toMatchObject({ vatSum: 0 });
  });

  it('names an unknown code instead of guessing a rate', () => {
    expect(readItemVat({ nds: 42 }, '2026-05-01')).toEqual({
      vatRate: undefined,
      vatSum: undefined,
      unrecognised: { field: 'nds', value: 42 },
    });
  });
});

describe('a receipt read through the schema', () => {
  const body = {
    dateTime: '2026-08-14T19:05:00',
    operationType: 1,
    kktRegId: '0000000000000001',
    fiscalDriveNumber: '7380440801234567',
    fiscalDocumentNumber: 100,
    totalSum: 29244,
    ecashTotalSum: 29244,
    nds10: 1200,
    amountsReceiptNds: { amountsNds: [{ nds: 11, ndsSum: 4454 }] },
    items: [
      { name: 'Сыр', price: 24644, quantity: 1, sum: 24644, nds: 11, ndsSum: 4454 },
      { name: 'Хлеб', price: 13200, quantity: 1, sum: 13200, nds: 2, ndsSum: 1200 },
      { name: 'Пакет', price: 100, quantity: 1, sum: 100, nds: 77 },
    ],
  };

  it('states 22% from the list, each line its rate, and counts the unknown code as unread', () => {
    const document = documentEnvelopeSchema.parse({ receipt: body });
    if (!isCheckDocument(document)) throw new Error('a receipt');
    expect(document.vat).toEqual({ nds22: 4454, nds10: 1200 });
    expect(document.items.map((item) => [item.vatRate, item.vatSum])).toEqual([
      ['22', 4454],
      ['10', 1200],
      [undefined, undefined],
    ]);
    expect(document.unreadFields).toEqual(['items[2].nds = 77']);
  });
});

describe('vatDisagreements', () => {
  it('names a rate whose stated VAT and lines differ by more than a kopeck a line', () => {
    const items = [
      { vatRate: '22' as const, vatSum: 4454 },
      { vatRate: '10' as const, vatSum: 1199 },
    ];
    expect(vatDisagreements({ vat: { nds22: 4000, nds10: 1200 }, items } as never)).toEqual([
      { rate: '22', stated: 4000, items: 4454 },
    ]);
    expect(vatDisagreements({ vat: { nds22: 4454 }, items } as never)).toEqual([]);
  });
});
