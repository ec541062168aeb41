import { z } from 'zod';
import { trimmed } from '../ids';
import { commonShape } from './common';
import { count, first, money, opt } from './fields';
import { itemSchema } from './item';
import { readItemVat, readReceiptVat, type UnrecognisedVat } from '../vat-reading';
import { vatAmountShape } from './vat';

// Receipts and strict reporting forms (BSO) with their corrections: the documents that move money.
// Both field families (docs/operator-api.md §3) map to one view; all money is integer kopecks.

export const checkBodySchema = z.object({
  ...commonShape,
  receiptCode: opt(count),
  bsoCode: opt(count),
  // 1 sale, 2 sale return, 3 purchase, 4 purchase return.
  operationType: z.literal([1, 2, 3, 4]),
  // One bit of the taxation bitmask (some operators send the bit number instead).
  taxationType: opt(count),
  totalSum: money,
  cashTotalSum: opt(money),
  ecashTotalSum: opt(money),
  prePaymentTotalSum: opt(money),
  prepaidSum: opt(money),
  postPaymentTotalSum: opt(money),
  creditSum: opt(money),
  considerationTotalSum: opt(money),
  provisionSum: opt(money),
  ...vatAmountShape,
  // FFD 1.2: VAT per rate code (docs/fiscal-rules.md); read leniently by readReceiptVat.
  amountsReceiptNds: z.unknown().optional(),
  buyerInn: opt(trimmed),
  buyerAddress: opt(trimmed),
  buyerPhoneOrAddress: opt(trimmed),
  senderAddress: opt(trimmed),
  sellerAddress: opt(trimmed),
  requestNumber: opt(count),
  // Correction receipts: 0 on the user's own initiative, 1 by an order of the tax service.
  correctionType: opt(count),
  items: opt(z.array(itemSchema)),
});

type CheckBody = z.output<typeof checkBodySchema>;

/**
 * The rates and VAT of the receipt and its lines, read on the receipt's date (vat-reading.ts);
 * values that name no known rate are listed to be shown raw.
 */
function datedVat(body: CheckBody) {
  // The lines as sent: their rate codes tell which standard rate the receipt's own fields mean.
  const sent = { ...body, items: body.items?.map((item) => item.raw) };
  const { vat, unrecognised } = readReceiptVat(sent, body.dateTime);
  const unrecognisedVat: UnrecognisedVat[] = [...unrecognised];
  const items = (body.items ?? []).map((item, index) => {
    const line = readItemVat(item.raw, body.dateTime);
    if (line.unrecognised) {
      unrecognisedVat.push({
        ...line.unrecognised,
        field: `items[${index}].${line.unrecognised.field}`,
      });
    }
    return { ...item, vatRate: line.vatRate, vatSum: line.vatSum };
  });
  return { vat, items, unrecognisedVat };
}

/** The fields of a receipt's view beyond the common ones. */
export function checkView(body: CheckBody) {
  const { vat, items, unrecognisedVat } = datedVat(body);
  return {
    code: first(body.receiptCode, body.bsoCode, body.code),
    operationType: body.operationType,
    taxationType: body.taxationType,
    totalSum: body.totalSum,
    cashTotalSum: body.cashTotalSum ?? 0,
    ecashTotalSum: body.ecashTotalSum ?? 0,
    prePaymentTotalSum: first(body.prePaymentTotalSum, body.prepaidSum) ?? 0,
    postPaymentTotalSum: first(body.postPaymentTotalSum, body.creditSum) ?? 0,
    considerationTotalSum: first(body.considerationTotalSum, body.provisionSum) ?? 0,
    vat,
    unrecognisedVat,
    buyerInn: body.buyerInn,
    buyerAddress: first(body.buyerAddress, body.buyerPhoneOrAddress),
    senderAddress: first(body.senderAddress, body.sellerAddress),
    requestNumber: body.requestNumber,
    correctionType: body.correctionType,
    items,
  };
}
