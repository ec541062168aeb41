import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateTimes } from '@/lib/testing/arbitraries';
import { documentEnvelopeSchema, isCheckDocument, VAT_FIELD_RATES } from '../schemas';
import { vatFieldOn } from '../vat-reading';
import { VAT_FIELDS, type VatAmounts, type VatField } from './vat';

// For any valid receipt body, parsing its JSON yields the same totals, and raw equals the body.

const kopecks = fc.integer({ min: 0, max: 10_000_000 });
const wallClock = localDateTimes('2015-01-01T00:00:00', '2035-12-31T23:59:59');
const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));

const item = fc
  .record({
    name: fc.string({ maxLength: 40 }),
    price: kopecks,
    quantity: fc.oneof(
      fc.integer({ min: 1, max: 50 }),
      fc.integer({ min: 1, max: 99_999 }).map((g) => g / 1000),
    ),
    ndsType: fc.constantFrom(...VAT_FIELDS),
    paymentMode: fc.integer({ min: 1, max: 7 }),
  })
  .map((line) => ({ ...line, sum: Math.round(line.price * line.quantity) }));

// Unknown fields: names that neither family uses, with any JSON value.
const extras = fc.dictionary(fc.stringMatching(/^x[A-Za-z]{1,8}$/), fc.jsonValue({ maxDepth: 2 }), {
  maxKeys: 3,
});

const receiptBody = fc
  .record({
    items: fc.array(item, { maxLength: 8 }),
    cashShare: fc.double({ min: 0, max: 1, noNaN: true }),
    vat: fc.dictionary(fc.constantFrom(...VAT_FIELDS), kopecks, { maxKeys: 4 }),
    dateTime: wallClock,
    operationType: fc.constantFrom(1, 2, 3, 4),
    kktRegId: digits(16).map((v) => v.padEnd(20, ' ')),
    fiscalDriveNumber: digits(16),
    fiscalDocumentNumber: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    fiscalSign: fc.integer({ min: 0, max: 2 ** 48 - 1 }),
    id: fc.uuid(),
    extras,
  })
  .map(({ items, cashShare, vat, extras: unknown, ...rest }) => {
    const totalSum = items.reduce((sum, line) => sum + line.sum, 0);
    const cashTotalSum = Math.round(totalSum * cashShare);
    const body = {
      ...unknown,
      ...rest,
      ...vat,
      items,
      totalSum,
      cashTotalSum,
      ecashTotalSum: totalSum - cashTotalSum,
    };
    return { body, vat };
  });

describe('receipt round trip (property)', () => {
  it('keeps totals, VAT and items, and raw equals the body', () => {
    fc.assert(
      fc.property(receiptBody, ({ body, vat }) => {
        // The wire is JSON: compare against the body as JSON carries it (-0 arrives as 0).
        const sent = JSON.parse(JSON.stringify(body)) as typeof body;
        const document = documentEnvelopeSchema.parse({ receipt: sent });
        if (!isCheckDocument(document)) return false;
        expect(document.raw).toEqual(sent);
        expect(document.totalSum).toBe(body.totalSum);
        expect(document.cashTotalSum).toBe(body.cashTotalSum);
        expect(document.ecashTotalSum).toBe(body.ecashTotalSum);
        expect(document.kktRegId).toBe(body.kktRegId.trim());
        // `nds18` and its calculated rate name the standard rate of the receipt's date; a rate
        // also stated under its own name counts once, by that name.
        const dated: VatAmounts = {};
        const byDate = (name: string) =>
          vatFieldOn(name, '2018-06-01') !== vatFieldOn(name, '2020-06-01');
        const names = Object.keys(vat).sort((a, b) => Number(byDate(a)) - Number(byDate(b)));
        for (const name of names) dated[vatFieldOn(name, body.dateTime)!] ??= vat[name as VatField];
        expect(document.vat).toEqual(dated);
        expect(document.items.map((i) => i.sum)).toEqual(body.items.map((i) => i.sum));
        expect(document.items.reduce((s, i) => s + i.sum, 0)).toBe(body.totalSum);
        expect(document.items.map((i) => i.raw)).toEqual(sent.items);
        expect(document.items.map((i) => i.vatRate)).toEqual(
          body.items.map((i) => VAT_FIELD_RATES[vatFieldOn(i.ndsType, body.dateTime)!]),
        );
        return true;
      }),
      { numRuns: 300 },
    );
  });
});
