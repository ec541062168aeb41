import { describe, expect, it } from 'vitest';
import { EXAMPLES, omit } from '@/lib/testing/fiscal-examples';
import { DOCUMENT_TYPES } from '../document-types';
import {
  documentEnvelopeSchema,
  documentListSchema,
  isCheckDocument,
  type FiscalDocument,
} from '../schemas';

const parse = (envelope: unknown) => documentEnvelopeSchema.parse(envelope);

/** The view without what legitimately differs between families: raw bodies and the id. */
function view(document: FiscalDocument) {
  const rest = omit(document, 'raw', 'id', 'formatVersion');
  if (!isCheckDocument(document)) return rest;
  return { ...rest, items: document.items.map((item) => omit(item, 'raw')) };
}

describe('every document type in both field families', () => {
  it.each(DOCUMENT_TYPES)(
    '%s parses to the same view from the spec and the tax-service family',
    (type) => {
      const { spec, taxService } = EXAMPLES[type];
      const fromSpec = parse({ [type]: spec });
      const fromTax = parse({ [type]: taxService });
      expect(fromSpec.type).toBe(type);
      expect(fromSpec.kktRegId).toBe('0000000003065868');
      expect(fromSpec.fiscalDriveNumber).toBe('7281440500751551');
      expect(view(fromTax)).toEqual(view(fromSpec));
    },
  );

  it('maps a receipt of each family to the expected values', () => {
    for (const family of ['spec', 'taxService'] as const) {
      const document = parse({ receipt: EXAMPLES.receipt[family] });
      if (document.type !== 'receipt') throw new Error('expected a receipt');
      expect(document).toMatchObject({
        dateTime: '2024-09-17T18:01:00',
        userInn: '7707083893',
        operationType: 1,
        totalSum: 57946,
        cashTotalSum: 10000,
        ecashTotalSum: 47946,
        vat: { nds10: 2135, nds20: 5744 },
        buyerAddress: 'buyer@example.com',
        senderAddress: 'noreply@shop.example',
        code: 3,
      });
      expect(document.items.map((i) => [i.name, i.vatRate, i.vatSum, i.paymentMethod])).toEqual([
        ['Молоко 3,2% 1 л', '10', 1635, 4],
        ['Хлеб бородинский', '10', 500, 4],
        ['Сыр весовой', '20', 5744, 4],
      ]);
      expect(document.items[0]?.barcode).toBe('4600000000017');
    }
  });

  it.each([
    [
      'the tax service names of prepayment, credit, consideration and calculated VAT',
      { receiptCorrection: EXAMPLES.receiptCorrection.taxService },
      {
        prePaymentTotalSum: 100000,
        postPaymentTotalSum: 30000,
        considerationTotalSum: 20000,
        // `ndsCalculated18` on a 2024 receipt is the standard calculated rate of its date, 20/120.
        vat: { ndsCalculated20: 22881 },
        fiscalSign: 281474976710655,
        correctionType: 0,
        items: [{ vatRate: '20/120', vatSum: 22881, paymentSubject: 10 }],
      },
    ],
    [
      'the shift flags as booleans, with the counts',
      { closeShift: EXAMPLES.closeShift.spec },
      {
        receiptsQuantity: 57,
        documentsQuantity: 60,
        notTransmittedDocumentsQuantity: 3,
        notTransmittedDocumentsDateTime: '2024-09-17T21:40:00',
        ofdResponseTimeoutSign: true,
        fiscalDriveReplaceRequiredSign: false,
        fiscalDriveMemoryExceededSign: false,
        fiscalDriveExhaustionSign: true,
      },
    ],
    [
      'registration parameters and the taxation bitmask',
      { fiscalReport: EXAMPLES.fiscalReport.spec },
      { taxationType: 3, serviceSign: true, autoMode: false, ofdInn: '7704211201' },
    ],
    [
      'correction reasons',
      { fiscalReportCorrection: EXAMPLES.fiscalReportCorrection.taxService },
      { correctionReasonCodes: [4] },
    ],
  ])('reads %s', (_name, envelope, expected) => {
    expect(parse(envelope)).toMatchObject(expected);
  });

  it('reads epoch date-times of the tax service as the shop wall clock', () => {
    expect(parse({ openShift: EXAMPLES.openShift.taxService }).dateTime).toBe(
      '2024-09-17T09:00:12',
    );
  });
});

describe('the envelope is strict', () => {
  const body = EXAMPLES.closeArchive.spec;
  it.each([
    ['zero keys', {}],
    ['two keys', { closeArchive: body, receipt: EXAMPLES.receipt.spec }],
    ['an unknown key', { zReport: body }],
    ['a differently cased key', { CloseArchive: body }],
    ['null', null],
    ['an array', [{ closeArchive: body }]],
    ['a string', 'closeArchive'],
    ['a number', 3],
    ['a body that is not an object', { closeArchive: [body] }],
  ])('rejects %s', (_name, envelope) => {
    expect(documentEnvelopeSchema.safeParse(envelope).success).toBe(false);
  });

  it('points at the body field that failed', () => {
    const result = documentEnvelopeSchema.safeParse({ closeArchive: { ...body, kktRegId: 42 } });
    expect(result.error?.issues[0]?.path).toEqual(['closeArchive', 'kktRegId']);
  });

  it('reports the position of a bad element in a list', () => {
    const result = documentListSchema.safeParse([
      { closeArchive: body },
      { closeArchive: body, x: {} },
    ]);
    expect(result.error?.issues[0]?.path).toEqual([1]);
  });
});

describe('bodies are tolerant', () => {
  const receipt = EXAMPLES.receipt.spec;

  it('trims padding but keeps the original values in raw', () => {
    const document = parse({ receipt });
    expect(document.kktRegId).toBe('0000000003065868');
    expect(document.userInn).toBe('7707083893');
    expect(document.raw.kktRegId).toBe('0000000003065868    ');
  });

  it('keeps unknown fields of the body and of items in raw', () => {
    const items = [{ ...(receipt.items as object[])[0], markingCode: '010460' }];
    const document = parse({
      receipt: { ...receipt, items, internetSignForMarking: 1, agent: { a: 1 } },
    });
    expect(document.raw).toMatchObject({
      internetSignForMarking: 1,
      agent: { a: 1 },
      properties: receipt.properties,
    });
    if (!isCheckDocument(document)) throw new Error('expected a check');
    expect(document.items[0]?.raw.markingCode).toBe('010460');
    expect(document).not.toHaveProperty('internetSignForMarking');
  });

  it('does not crash on the non-hex ids of the vendor examples', () => {
    const id = '5c1b9a3e-7d2g-4h5i-8j9k-0l1m2n3o4p5q';
    expect(parse({ closeArchive: { ...EXAMPLES.closeArchive.spec, id } }).id).toBe(id);
  });

  it('treats null optional fields as absent', () => {
    const document = parse({
      receipt: { ...receipt, buyerAddress: null, nds10: null, items: null },
    });
    expect(document).toMatchObject({ buyerAddress: undefined, vat: { nds20: 5744 }, items: [] });
    expect(document).not.toHaveProperty('vat.nds10');
  });

  it.each([
    ['a string total', { totalSum: '579.46' }],
    ['a fractional total', { totalSum: 579.46 }],
    ['an unknown operation type', { operationType: 5 }],
    ['an impossible date', { dateTime: '2024-02-30T10:00:00' }],
    ['a date in another format', { dateTime: '17.09.2024 18:01' }],
    ['a blank register number', { kktRegId: '    ' }],
  ])('rejects %s where the field is required', (_name, change) => {
    expect(documentEnvelopeSchema.safeParse({ receipt: { ...receipt, ...change } }).success).toBe(
      false,
    );
  });

  it.each([
    ['a negative cash sum', { cashTotalSum: -1 }, 'cashTotalSum'],
    ['a string VAT amount', { nds20: '5744' }, 'nds20'],
    ['a string prepayment of the tax family', { prepaidSum: '0' }, 'prepaidSum'],
    ['an empty string shift number', { shiftNumber: '' }, 'shiftNumber'],
    ['a string item sum', { items: [{ name: 'x', price: 100, quantity: 1, sum: '100' }] }, 'items'],
  ])('reads the rest when an optional field has %s, and names it', (_name, change, field) => {
    const document = parse({ receipt: { ...receipt, ...change } });
    expect(document.unreadFields).toEqual([field]);
    expect(document).toMatchObject({ totalSum: receipt.totalSum });
    expect(document.raw[field]).toEqual((change as Record<string, unknown>)[field]);
  });

  it('accepts any value in an unknown field', () => {
    expect(() =>
      parse({ receipt: { ...receipt, totalSumText: '579.46', extra: null } }),
    ).not.toThrow();
  });
});
