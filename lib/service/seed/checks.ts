import { CATALOGUES, PURCHASES, type CatalogueItem, type ShopKind } from './catalogue';
import type { Rng } from './prng';
import { itemNdsType, NDS_PERCENT, vatInside, type NdsType, type VatRegime } from './vat-regime';

// The money part of a receipt, BSO or correction: items, VAT, totals and payment. Every amount is
// an integer number of kopecks and every total is the exact sum of its parts, so a client can check
// a document against itself.

export type CheckItem = Partial<Record<NdsType, number>> & {
  name: string;
  price: number;
  quantity: number;
  sum: number;
  /** The rate; the VAT amount sits under the rate's own field (`nds22`, …), none for 0%/no VAT. */
  ndsType: NdsType;
  /** FFD tag 1214, 1-based: 4 = full payment. */
  paymentMode: number;
  /** FFD tag 1212, 1-based: 1 = goods, 4 = service. */
  paymentSubject: number;
};

/** Receipt VAT per rate field: amounts for rates with a percentage, sums for 0% and no VAT. */
export type CheckContent = Partial<Record<NdsType, number>> & {
  operationType: number;
  items: CheckItem[];
  totalSum: number;
  cashTotalSum: number;
  ecashTotalSum: number;
  buyerAddress?: string;
};

/** A shop on a date: what it sells and how it charges VAT on that date. */
export type CheckShop = { kind: ShopKind; vat: VatRegime; date: string };

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

/** Operation type of an ordinary sale-side document: mostly sales, a few returns and purchases. */
export function pickOperationType(rng: Rng, kind: ShopKind): number {
  const roll = rng.next();
  if (kind === 'wholesale') return roll < 0.9 ? 1 : roll < 0.93 ? 2 : roll < 0.985 ? 3 : 4;
  if (kind === 'grocery') return roll < 0.975 ? 1 : roll < 0.99 ? 2 : 3;
  return roll < 0.985 ? 1 : 2;
}

export function buildCheck(rng: Rng, shop: CheckShop, operationType: number): CheckContent {
  const purchase = operationType === 3 || operationType === 4;
  const catalogue = (purchase ? PURCHASES[shop.kind] : undefined) ?? CATALOGUES[shop.kind];
  const count = purchase ? 1 : itemCount(rng, shop.kind, operationType === 2);
  const chosen = new Set<CatalogueItem>();
  for (let i = 0; i < count * 3 && chosen.size < count; i++) chosen.add(rng.pick(catalogue));

  const items = [...chosen].map((item) => buildItem(rng, item, shop));
  const totalSum = items.reduce((sum, item) => sum + item.sum, 0);
  const content: CheckContent = {
    operationType,
    items,
    ...vatTotals(items),
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

/** Receipt-level VAT: amounts per rate, settlement sums for 0% and no VAT (tags 1102–1105…). */
export function vatTotals(items: CheckItem[]): Partial<Record<NdsType, number>> {
  const totals: Partial<Record<NdsType, number>> = {};
  for (const item of items) {
    const type = item.ndsType;
    const amount = NDS_PERCENT[type] === undefined ? item.sum : (item[type] ?? 0);
    totals[type] = (totals[type] ?? 0) + amount;
  }
  return totals;
}

function buildItem(rng: Rng, item: CatalogueItem, shop: CheckShop): CheckItem {
  const { measured, min, max } = item.quantity;
  const amount = rng.int(min, max);
  // Measured goods come in thousandths (grams); the product is rounded once, to whole kopecks.
  const quantity = measured ? amount / 1000 : amount;
  const sum = measured ? Math.round((item.price * amount) / 1000) : item.price * amount;
  const ndsType = itemNdsType(item.nds, shop.vat, shop.date);
  const line: CheckItem = {
    name: item.name,
    price: item.price,
    quantity,
    sum,
    ndsType,
    paymentMode: 4,
    paymentSubject: item.subject,
  };
  const percent = NDS_PERCENT[ndsType];
  if (percent !== undefined) line[ndsType] = vatInside(sum, percent);
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
