import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, omit } from '@/lib/testing/fiscal-examples';
import { printedFiscalSign } from './fiscal-sign';
import { buildReceiptQr, kopecksToRubles, parseReceiptQr } from './qr';
import { documentEnvelopeSchema, isCheckDocument, type CheckDocument } from './schemas';

function check(envelope: unknown): CheckDocument {
  const document = documentEnvelopeSchema.parse(envelope);
  if (!isCheckDocument(document)) throw new Error('expected a check');
  return document;
}

describe('receipt QR string', () => {
  it('is built from a known receipt', () => {
    expect(buildReceiptQr(check({ receipt: EXAMPLES.receipt.spec }))).toBe(
      't=20240917T1801&s=579.46&fn=7281440500751551&i=30526&fp=1168453787&n=1',
    );
  });

  it('can carry the seconds and writes kopecks with two digits', () => {
    const document = check({ bso: EXAMPLES.bso.spec });
    expect(buildReceiptQr(document, true)).toBe(
      't=20240917T221045&s=1200.00&fn=7281440500751551&i=30530&fp=3550178214&n=2',
    );
    expect(kopecksToRubles(5)).toBe('0.05');
    expect(kopecksToRubles(128521)).toBe('1285.21');
  });

  it('carries the printed 10-digit sign when the document holds the 6-byte value', () => {
    const body = { ...EXAMPLES.receipt.spec, fiscalSign: 0x310445a5309b };
    const qr = buildReceiptQr(check({ receipt: body }));
    expect(new URLSearchParams(qr ?? '').get('fp')).toBe('1168453787');
    const correction = buildReceiptQr(
      check({ receiptCorrection: EXAMPLES.receiptCorrection.spec }),
    );
    expect(new URLSearchParams(correction ?? '').get('fp')).toBe('4294967295');
  });

  it('reads a 6-byte value wrongly put in fp as the printed sign', () => {
    const text = 't=20240917T1801&s=1.00&fn=7281440500751551&i=1&fp=53896660675068&n=1';
    expect(parseReceiptQr(text)?.fiscalSign).toBe(3411044860);
  });

  it('is null without a fiscal sign', () => {
    const body = omit(EXAMPLES.receipt.spec, 'fiscalSign');
    expect(buildReceiptQr(check({ receipt: body }))).toBeNull();
  });

  it('parses the example of the facts file', () => {
    expect(
      parseReceiptQr('t=20240917T1801&s=1285.21&fn=7281440500751551&i=30526&fp=1168453787&n=1'),
    ).toEqual({
      dateTime: '2024-09-17T18:01:00',
      totalSum: 128521,
      fiscalDriveNumber: '7281440500751551',
      fiscalDocumentNumber: 30526,
      fiscalSign: 1168453787,
      operationType: 1,
    });
  });

  it('accepts a lower-case t, seconds, another order and a sum without kopecks', () => {
    expect(parseReceiptQr('n=2&fp=1&i=7&fn=99990788607&s=12.5&t=20240917t180159')).toMatchObject({
      dateTime: '2024-09-17T18:01:59',
      totalSum: 1250,
      operationType: 2,
    });
    expect(parseReceiptQr('t=20240917T1801&s=12&fn=1&i=1&fp=1&n=1')?.totalSum).toBe(1200);
  });

  it.each([
    ['a missing fiscal sign', 't=20240917T1801&s=1.00&fn=1&i=1&n=1'],
    ['an impossible date', 't=20240230T1801&s=1.00&fn=1&i=1&fp=1&n=1'],
    ['three decimals', 't=20240917T1801&s=1.005&fn=1&i=1&fp=1&n=1'],
    ['an operation type of 5', 't=20240917T1801&s=1.00&fn=1&i=1&fp=1&n=5'],
    ['a letter in the drive', 't=20240917T1801&s=1.00&fn=12a&i=1&fp=1&n=1'],
    ['not a QR string', 'https://example.org'],
  ])('rejects %s', (_name, text) => expect(parseReceiptQr(text)).toBeNull());

  it('round-trips any receipt (property)', () => {
    const base = check({ receipt: EXAMPLES.receipt.spec });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01Z'),
          max: new Date('2099-12-31Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.stringMatching(/^\d{16}$/),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 2 ** 48 - 1 }),
        fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
        fc.boolean(),
        (
          date,
          totalSum,
          fiscalDriveNumber,
          fiscalDocumentNumber,
          fiscalSign,
          operationType,
          withSeconds,
        ) => {
          const dateTime = date.toISOString().slice(0, 19);
          const document = {
            ...base,
            dateTime,
            totalSum,
            fiscalDriveNumber,
            fiscalDocumentNumber,
            fiscalSign,
            operationType,
          };
          const qr = buildReceiptQr(document, withSeconds) ?? '';
          const expectedTime = withSeconds ? dateTime : `${dateTime.slice(0, 16)}:00`;
          expect(parseReceiptQr(qr)).toEqual({
            dateTime: expectedTime,
            totalSum,
            fiscalDriveNumber,
            fiscalDocumentNumber,
            fiscalSign: printedFiscalSign(fiscalSign),
            operationType,
          });
        },
      ),
    );
  });
});
