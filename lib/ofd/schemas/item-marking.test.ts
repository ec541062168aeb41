import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';
import { documentEnvelopeSchema, isCheckDocument } from '../schemas';
import { itemSchema } from './item';

// An item of an FFD 1.2 receipt as the tax service's JSON family carries it (docs/fiscal-rules.md,
// "Units and marking codes"): a kilogram of marked goods with its code and industry details.
const FFD12_ITEM = {
  name: 'Сыр полутвёрдый',
  price: 89900,
  quantity: 1.215,
  sum: 109229,
  nds: 2,
  ndsSum: 9930,
  paymentType: 4,
  productType: 33,
  itemsQuantityMeasure: 11,
  productCodeNew: {
    gs1m: {
      rawProductCode: '0104600439931256215ABCDE\u001d93dGVz',
      productIdType: 6,
      gtin: '04600439931256',
      sernum: '5ABCDE',
    },
  },
  itemsIndustryDetails: [
    {
      idFoiv: '030',
      foundationDocDateTime: '21.11.2023',
      foundationDocNumber: '1944',
      industryPropValue: 'UUID=a1b2c3d4-0000-4000-8000-000000000001&Time=1700000000000',
    },
  ],
  labelCodeProcesMode: 0,
  checkingProdInformationResult: 15,
};

describe('the item view of an FFD 1.2 item', () => {
  it('carries its unit, marking code and industry details, all read', () => {
    const item = itemSchema.parse(FFD12_ITEM);
    expect(item.quantity).toBe(1.215);
    expect(item.unit).toEqual({ measure: 11, recognised: true });
    expect(item.marking).toMatchObject({
      kind: 'gs1m',
      recognised: true,
      gtin: '04600439931256',
      serial: '5ABCDE',
    });
    expect(item.industryDetails).toEqual([
      {
        foiv: '030',
        docDate: '21.11.2023',
        docNumber: '1944',
        value: 'UUID=a1b2c3d4-0000-4000-8000-000000000001&Time=1700000000000',
      },
    ]);
    expect(item.markingMode).toBe(0);
    expect(item.markingCheck).toBe(15);
    expect(item.unreadFields).toEqual([]);
    expect(item.sum).toBe(109229);
  });

  it('reads the free-text unit of FFD 1.05', () => {
    const item = itemSchema.parse({ name: 'Гвозди', quantity: 3, sum: 300, unit: ' уп ' });
    expect(item.unit).toEqual({ text: 'уп', recognised: true });
    expect(item.marking).toBeUndefined();
  });

  it('keeps an unknown unit and a code it cannot read as sent, counted unread, sum intact', () => {
    const item = itemSchema.parse({
      ...FFD12_ITEM,
      itemsQuantityMeasure: 99,
      productCodeNew: { kmk: 'XYZ' },
      itemsIndustryDetails: 'broken',
    });
    expect(item.sum).toBe(109229);
    expect(item.unit).toEqual({ measure: 99, recognised: false });
    expect(item.marking).toEqual({ kind: 'kmk', recognised: false, raw: 'XYZ' });
    expect(item.industryDetails).toBeUndefined();
    expect([...item.unreadFields].sort()).toEqual([
      'itemsIndustryDetails',
      'itemsQuantityMeasure',
      'productCodeNew',
    ]);
  });

  it('never fails the item on a malformed code or a unit of the wrong type', () => {
    const item = itemSchema.parse({
      ...FFD12_ITEM,
      itemsQuantityMeasure: 'кг',
      productCodeNew: 12345,
    });
    expect(item.unit).toBeUndefined();
    expect(item.marking).toEqual({ recognised: false, raw: '12345' });
    expect([...item.unreadFields].sort()).toEqual(['itemsQuantityMeasure', 'productCodeNew']);
  });
});

describe('a receipt with marked items', () => {
  it('reads every item and its sum, however its codes are written', () => {
    const items = [
      FFD12_ITEM,
      { ...FFD12_ITEM, itemsQuantityMeasure: 99, productCodeNew: 'AAEC' },
      { ...FFD12_ITEM, productCodeNew: { gs1m: 5 }, itemsIndustryDetails: [1] },
    ];
    const body = { ...EXAMPLES.receipt.taxService, items, totalSum: 3 * FFD12_ITEM.sum };
    const document = documentEnvelopeSchema.parse({ receipt: body });
    if (!isCheckDocument(document)) throw new Error('expected a receipt');
    expect(document.items.map((item) => item.sum)).toEqual([109229, 109229, 109229]);
    expect(document.items.map((item) => item.unreadFields.length)).toEqual([0, 2, 2]);
    expect(document.unreadFields).toEqual([]);
  });
});
