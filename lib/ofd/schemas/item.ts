import { z } from 'zod';
import { trimmed } from '../ids';
import { count, first, money, opt, quantity, withRaw, type RawFields } from './fields';
import type { VatRate } from '../vat-rates';
import { itemMarkingShape, itemMarkingView } from './marking-code';
import { vatAmountShape } from './vat';

// One line of a receipt. The vendor family says `ndsType`/`paymentMode`/`paymentSubject`, the tax
// service `nds` (code)/`ndsSum`/`paymentType`/`productType` (docs/operator-api.md §3); both end in one view.

/** FFD tag 1214 (payment method) runs 1..7 and tag 1212 (subject) 1..33. */
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const PAYMENT_METHODS = new Set([1, 2, 3, 4, 5, 6, 7]);
const isPaymentSubject = (value: number) => value >= 1 && value <= 33;

const itemBodySchema = z.object({
  name: opt(trimmed),
  price: opt(money),
  quantity: opt(quantity),
  sum: money,
  ndsType: opt(z.string()),
  nds: opt(count),
  ndsSum: opt(money),
  ...vatAmountShape,
  // Both families carry the FFD tag values themselves. The vendor docs list paymentMode and
  // paymentSubject zero-based, which the facts file marks unverified; a value outside the tag's
  // range is left to the raw view rather than guessed.
  paymentMode: opt(count),
  paymentType: opt(count),
  paymentSubject: opt(count),
  productType: opt(count),
  barcode: opt(trimmed),
  ...itemMarkingShape,
});

function itemView(item: z.output<typeof itemBodySchema>, raw: RawFields, unread: string[]) {
  const method = first(item.paymentType, item.paymentMode);
  const subject = first(item.productType, item.paymentSubject);
  return {
    name: item.name ?? '',
    price: item.price,
    quantity: item.quantity,
    sum: item.sum,
    // Read on the receipt's date by the receipt's view (check.ts, vat-reading.ts).
    vatRate: undefined as VatRate | undefined,
    vatSum: undefined as number | undefined,
    paymentMethod: method !== undefined && PAYMENT_METHODS.has(method) ? method : undefined,
    paymentSubject: subject !== undefined && isPaymentSubject(subject) ? subject : undefined,
    barcode: item.barcode,
    // Unit, marking code and industry details; adds what it cannot recognise to `unread`.
    ...itemMarkingView(item, unread),
    raw,
    unreadFields: unread,
  };
}

export const itemSchema = withRaw(itemBodySchema, 'an item', itemView);
export type Item = z.output<typeof itemSchema>;
