import { CATALOGUES, MARKED, PURCHASES, type CatalogueItem, type ShopKind } from './catalogue';
import { markingFields } from './marking';
import type { Rng } from './prng';
import type { VatLine } from './vat-family';
import { itemNdsType, NDS_PERCENT, vatInside, type VatRegime } from './vat-regime';

// The money part of a receipt, BSO or correction: lines, totals and payment. Every amount is an
// integer number of kopecks and every total is the exact sum of its parts, so a client can check a
// document against itself. How the VAT is named on the wire is the register's family
// (vat-family.ts), applied when the body is written (bodies.ts).

/** One line as the generator knows it; bodies.ts writes it in the register's field family. */
export type CheckLine = VatLine & {
  name: string;
  price: number;
  quantity: number;
  /** FFD tag 1214, 1-based: 4 = full payment. */
  paymentMode: number;
  /** FFD tag 1212, 1-based: 1 = goods, 2 = excise goods, 4 = service. */
  paymentSubject: number;
  /** FFD tag 2108: 0 piece, 11 kg, 32 m², 41 litre. */
  measure: number;
  /** `productCodeNew` and `itemsIndustryDetails` of a marked good (marking.ts). */
  marking?: Record<string, unknown>;
};

export type CheckContent = {
  operationType: number;
  lines: CheckLine[];
  totalSum: number;
  cashTotalSum: number;
  ecashTotalSum: number;
  buyerAddress?: string;
};

/**
 * A shop on a date: what it sells and how it charges VAT on that date; `checkedAt` is the moment
 * (ms since the epoch) the marking system checks the codes of the check's marked goods.
 */
export type CheckShop = { kind: ShopKind; vat: VatRegime; date: string; checkedAt: number };

const CARD_SHARE: Record<ShopKind, number> = {
  coffee: 0.8,
  bakery: 0.6,
  grocery: 0.7,
  dryCleaning: 0.75,
  carWash: 0.8,
  wholesale: 0.85,
};

const MAX_ITEMS: Record<ShopKind, number> = {
  coffee: 3,
  bakery: 4,
  grocery: 14,
  dryCleaning: 3,
  carWash: 3,
  wholesale: 5,
};

const MAILBOXES = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru'];
const LOGINS = ['ivanov.a', 'olga.petrova', 'smirnov84', 'k.sokolova', 'dm.orlov', 'anna.v'];

/**
 * Operation type of an ordinary sale-side document: mostly sales, a few returns, and payouts
 * (purchases from the public: empties, the harvest of local pickers) where the shop buys.
 */
export function pickOperationType(rng: Rng, kind: ShopKind): number {
  const roll = rng.next();
  if (kind === 'wholesale') return roll < 0.9 ? 1 : roll < 0.93 ? 2 : roll < 0.985 ? 3 : 4;
  if (kind === 'grocery') return roll < 0.975 ? 1 : roll < 0.99 ? 2 : 3;
  if (kind === 'bakery') return roll < 0.979 ? 1 : roll < 0.993 ? 2 : roll < 0.9985 ? 3 : 4;
  return roll < 0.985 ? 1 : 2;
}

/** A correction corrects a sale, a return or, where the shop buys, a payout. */
export function pickCorrectionOperation(rng: Rng, kind: ShopKind): number {
  const roll = rng.next();
  if (PURCHASES[kind] && roll >= 0.92) return 3;
  return roll < 0.8 ? 1 : 2;
}

export function buildCheck(rng: Rng, shop: CheckShop, operationType: number): CheckContent {
  const purchase = operationType === 3 || operationType === 4;
  const catalogue = (purchase ? PURCHASES[shop.kind] : undefined) ?? CATALOGUES[shop.kind];
  const count = purchase ? 1 : itemCount(rng, shop.kind, operationType === 2);
  const chosen = new Set<CatalogueItem>();
  for (let i = 0; i < count * 3 && chosen.size < count; i++) chosen.add(rng.pick(catalogue));

  const lines = [...chosen].map((item) => buildLine(rng, item, shop));
  const totalSum = lines.reduce((sum, line) => sum + line.sum, 0);
  const content: CheckContent = {
    operationType,
    lines,
    totalSum,
    cashTotalSum: 0,
    ecashTotalSum: 0,
  };
  const cardShare = purchase ? 0.2 : CARD_SHARE[shop.kind];
  if (!purchase && totalSum >= 50000 && rng.chance(0.03)) {
    // A mixed payment: part in whole hundreds of roubles in cash, the rest by card.
    const cash = Math.max(10000, Math.floor((totalSum * rng.next()) / 10000) * 10000);
    content.cashTotalSum = Math.min(cash, totalSum - 100);
    content.ecashTotalSum = totalSum - content.cashTotalSum;
  } else if (rng.chance(cardShare)) {
    content.ecashTotalSum = totalSum;
    if (!purchase && rng.chance(0.05)) content.buyerAddress = buyerAddress(rng);
  } else {
    content.cashTotalSum = totalSum;
  }
  return content;
}

function buildLine(rng: Rng, item: CatalogueItem, shop: CheckShop): CheckLine {
  const { measured, unit, min, max } = item.quantity;
  const amount = rng.int(min, max);
  // Measured goods come in thousandths (grams, millilitres); the product is rounded once.
  const quantity = measured ? amount / 1000 : amount;
  const sum = measured ? Math.round((item.price * amount) / 1000) : item.price * amount;
  const rate = itemNdsType(item.nds, shop.vat, shop.date);
  const percent = NDS_PERCENT[rate];
  const line: CheckLine = {
    name: item.name,
    price: item.price,
    quantity,
    sum,
    rate,
    paymentMode: 4,
    paymentSubject: item.subject,
    measure: unit,
  };
  if (percent !== undefined) line.vat = vatInside(sum, percent);
  const marked = MARKED.get(item.name);
  if (marked) {
    // One code per unit sold: a marked line is one piece (a second pack is a line of its own).
    line.quantity = 1;
    line.sum = item.price;
    if (percent !== undefined) line.vat = vatInside(line.sum, percent);
    line.marking = markingFields(rng, marked, shop.checkedAt, shop.kind === 'coffee');
  }
  return line;
}

function itemCount(rng: Rng, kind: ShopKind, isReturn: boolean): number {
  if (isReturn) return rng.int(1, 2);
  // Geometric-ish: most baskets are small, a few are large.
  let count = 1;
  while (count < MAX_ITEMS[kind] && rng.chance(kind === 'grocery' ? 0.75 : 0.35)) count++;
  return count;
}

function buyerAddress(rng: Rng): string {
  if (rng.chance(0.5)) return `+79${rng.digits(9)}`;
  return `${rng.pick(LOGINS)}@${rng.pick(MAILBOXES)}`;
}
