import { describe, expect, it } from 'vitest';
import {
  gs1Parts,
  markingMessages,
  markingText,
  readItemMarking,
  readMarkingCode,
} from './marking-code';

const words = (ref: { key: string; values?: Record<string, string | number> }) =>
  ref.values ? `${ref.key}(${Object.values(ref.values).join()})` : ref.key;

// A code as a scanner reads a Честный ЗНАК DataMatrix: AI 01 (GTIN), 21 (serial), GS, 93 (check).
const SCANNED = '0104600439931256215ABCDE\u001d93dGVz';

describe('readMarkingCode (tag 1163)', () => {
  it('reads a GS1 DataMatrix code as the register split it', () => {
    const code = readMarkingCode({
      gs1m: { rawProductCode: SCANNED, productIdType: 6, gtin: '04600439931256', sernum: '5ABCDE' },
    });
    expect(code).toEqual({
      kind: 'gs1m',
      recognised: true,
      gtin: '04600439931256',
      serial: '5ABCDE',
      raw: SCANNED,
      productIdType: 6,
    });
    expect(markingText(code!, words)).toBe(
      'marking.kind.gs1m, marking.gtin(04600439931256), marking.serial(5ABCDE)',
    );
  });

  it('splits the scanned code itself when the register sent only the raw code', () => {
    expect(readMarkingCode({ gs1m: { rawProductCode: SCANNED } })).toMatchObject({
      gtin: '04600439931256',
      serial: '5ABCDE',
    });
    expect(gs1Parts('not a gs1 code')).toBeUndefined();
  });

  it('reads an EAN-13 with its GTIN and no serial', () => {
    const code = readMarkingCode({
      ean13: { rawProductCode: '4600439931256', productIdType: 3, gtin: '4600439931256' },
    })!;
    expect(code).toMatchObject({ kind: 'ean13', recognised: true, gtin: '4600439931256' });
    expect(code.serial).toBeUndefined();
    expect(markingMessages(code)).toEqual([
      { key: 'marking.kind.ean13' },
      { key: 'marking.gtin', values: { gtin: '4600439931256' } },
    ]);
    // A bare code, as some sources send it: the EAN is its GTIN.
    expect(readMarkingCode({ ean13: '4600439931256' })).toMatchObject({ gtin: '4600439931256' });
  });

  it('keeps an unknown kind with its raw code, not recognised', () => {
    const code = readMarkingCode({ kmk: { rawProductCode: 'XYZ123' } })!;
    expect(code).toEqual({ kind: 'kmk', recognised: false, raw: 'XYZ123' });
    expect(markingMessages(code)).toEqual([
      { key: 'marking.notRecognised', values: { raw: 'kmk: XYZ123' } },
    ]);
  });

  it('never throws on a malformed value: the value as sent, not recognised', () => {
    expect(readMarkingCode('AAEC')).toEqual({ recognised: false, raw: 'AAEC' });
    expect(readMarkingCode(42)).toEqual({ recognised: false, raw: '42' });
    expect(readMarkingCode([1, 2])).toEqual({ recognised: false, raw: '[1,2]' });
    expect(readMarkingCode({})).toEqual({ recognised: false, raw: '{}' });
    expect(readMarkingCode({ gs1m: [1] })).toEqual({ kind: 'gs1m', recognised: false, raw: '[1]' });
    expect(readMarkingCode({ gs1m: 5 })).toEqual({ kind: 'gs1m', recognised: false, raw: '5' });
    expect(readMarkingCode({ ean8: 46000001 })).toMatchObject({
      recognised: true,
      gtin: '46000001',
    });
    expect(readMarkingCode(null)).toBeUndefined();
    expect(readMarkingCode(undefined)).toBeUndefined();
  });

  it('"unknown" is a kind of the format (tag 1300), the register could not read the code', () => {
    expect(readMarkingCode({ unknown: { rawProductCode: 'abc' } })).toMatchObject({
      kind: 'unknown',
      recognised: true,
    });
  });
});

describe('readItemMarking', () => {
  // As the tax service's receipt-check export sends it: a real 2022 pharmacy line
  // (lib/ofd/testing/real-receipts, turtleold/hasta-la-vista-money bot/receipts/receipt.json).
  const productCodeData = {
    gtin: 4603905002177,
    productIdType: 6,
    rawProductCode: '010460390500217721zudDnYYlTs8Z2',
    sernum: 'zudDnYYlTs8Z2',
  };

  it('reads productCodeData, its kind named by productIdType', () => {
    expect(readItemMarking({ productCodeData })).toEqual({
      kind: 'gs1m',
      recognised: true,
      gtin: '4603905002177',
      serial: 'zudDnYYlTs8Z2',
      raw: '010460390500217721zudDnYYlTs8Z2',
      productIdType: 6,
    });
    expect(
      readItemMarking({ productCodeData: { ...productCodeData, productIdType: 3 } })?.kind,
    ).toBe('ean13');
  });

  it('prefers tag 1163, and shows a productCodeData of no known kind as sent', () => {
    expect(
      readItemMarking({ productCodeNew: { ean13: '4600000000008' }, productCodeData })?.kind,
    ).toBe('ean13');
    const odd = readItemMarking({ productCodeData: { ...productCodeData, productIdType: 99 } });
    expect(odd?.recognised).toBe(false);
    expect(odd?.kind).toBe('productCodeData');
    expect(readItemMarking({ productCodeData: 'AAEC' })).toEqual({
      recognised: false,
      raw: 'AAEC',
    });
    expect(readItemMarking({})).toBeUndefined();
  });
});
