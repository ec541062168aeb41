import { CHECK_TYPES } from './document-types';
import type { CheckDocument, FiscalDocument } from './schemas/document';
import type { VatAmounts, VatField } from './vat-rates';

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const TURNOVER_FIELDS = new Set<VatField>(['nds0', 'ndsNo']);

// Sums over a selection of documents and checks of single receipts, in integer kopecks. Every
// money-moving document counts: receipts and BSO, and their corrections (a correction records a
// settlement that was not registered in time, so it is money that moved).

export type OperationType = 1 | 2 | 3 | 4;

export type MoneyTotals = {
  count: number;
  total: number;
  cash: number;
  /** `ecashTotalSum`: cards and other electronic means. */
  cashless: number;
  vat: VatAmounts;
};

export type DocumentTotals = {
  /** Every document in the selection, money-moving or not. */
  documents: number;
  /** Receipts, BSO and their corrections. */
  receipts: number;
  byOperation: Record<OperationType, MoneyTotals>;
  /** Income: the total of sales (operation 1). */
  income: number;
  /** Returns: the total of sale returns (operation 2). */
  returns: number;
  /**
   * Revenue (Выручка): sales − sale returns, applied alike to the total, cash, cashless and each
   * VAT rate. Money paid out is not revenue: it is `payouts` (docs/fiscal-rules.md).
   */
  net: MoneyTotals;
  /** Money paid out: expenses (operation 3) − their returns (operation 4). */
  payouts: MoneyTotals;
  /** Income divided by the number of sales, rounded to the kopeck; 0 without sales. */
  averageCheck: number;
};

/** How an operation counts in its own kind of money: in (+1), or its return (−1). */
export const OPERATION_SIGN: Record<OperationType, 1 | -1> = { 1: 1, 2: -1, 3: 1, 4: -1 };
/** The two kinds of money: revenue (sales and their returns) and payouts (expenses and theirs). */
export const IS_REVENUE: Record<OperationType, boolean> = { 1: true, 2: true, 3: false, 4: false };

/** The fields the sums read: any document's type, and the money of those that move money. */
export type MoneyDocument = Pick<
  CheckDocument,
  'type' | 'operationType' | 'totalSum' | 'cashTotalSum' | 'ecashTotalSum' | 'vat'
>;
/** A full document, or a slimmer view of one (the documents engine caches only these fields). */
export type SummableDocument =
  MoneyDocument | { type: Exclude<FiscalDocument['type'], CheckDocument['type']> };

function movesMoney(document: SummableDocument): document is MoneyDocument {
  return (CHECK_TYPES as readonly string[]).includes(document.type);
}

const emptyTotals = (): MoneyTotals => ({ count: 0, total: 0, cash: 0, cashless: 0, vat: {} });

function addInto(target: MoneyTotals, document: MoneyDocument, sign: 1 | -1) {
  target.count += 1;
  target.total += sign * document.totalSum;
  target.cash += sign * document.cashTotalSum;
  target.cashless += sign * document.ecashTotalSum;
  for (const [field, amount] of Object.entries(document.vat) as [VatField, number][]) {
    target.vat[field] = (target.vat[field] ?? 0) + sign * amount;
  }
}

export function summarize(documents: readonly SummableDocument[]): DocumentTotals {
  const byOperation = { 1: emptyTotals(), 2: emptyTotals(), 3: emptyTotals(), 4: emptyTotals() };
  const net = emptyTotals();
  const payouts = emptyTotals();
  let receipts = 0;
  for (const document of documents) {
    if (!movesMoney(document)) continue;
    receipts += 1;
    const op = document.operationType;
    addInto(byOperation[op], document, 1);
    addInto(IS_REVENUE[op] ? net : payouts, document, OPERATION_SIGN[op]);
  }
  const sales = byOperation[1];
  return {
    documents: documents.length,
    receipts,
    byOperation,
    income: sales.total,
    returns: byOperation[2].total,
    net,
    payouts,
    averageCheck: sales.count === 0 ? 0 : Math.round(sales.total / sales.count),
  };
}

/**
 * The same totals from sums already made per operation (a store's figures, counted when each
 * receipt was stored): revenue and payouts are each operation's sums, in less its return.
 */
export function totalsOf(
  byOperation: Record<OperationType, MoneyTotals>,
  documents: number,
): DocumentTotals {
  const apart = (into: OperationType, back: OperationType): MoneyTotals => {
    const a = byOperation[into];
    const b = byOperation[back];
    const vat: VatAmounts = { ...a.vat };
    for (const [field, amount] of Object.entries(b.vat) as [VatField, number][]) {
      vat[field] = (vat[field] ?? 0) - amount;
    }
    return {
      count: a.count + b.count,
      total: a.total - b.total,
      cash: a.cash - b.cash,
      cashless: a.cashless - b.cashless,
      vat,
    };
  };
  const sales = byOperation[1];
  return {
    documents,
    receipts: OPERATIONS.reduce((sum, op) => sum + byOperation[op].count, 0),
    byOperation,
    income: sales.total,
    returns: byOperation[2].total,
    net: apart(1, 2),
    payouts: apart(3, 4),
    averageCheck: sales.count === 0 ? 0 : Math.round(sales.total / sales.count),
  };
}

const OPERATIONS: OperationType[] = [1, 2, 3, 4];

/**
 * The VAT of a set of receipts: that of sales less that of sale returns, per field, fields that
 * net to zero left out. A purchase's VAT (bottles taken back, goods bought from people "without
 * VAT") is the supplier's, not the business's; netting it in gave a negative "no VAT" figure.
 */
export function salesVat(byOperation: Record<OperationType, Pick<MoneyTotals, 'vat'>>): VatAmounts {
  const vat: VatAmounts = {};
  const add = (amounts: VatAmounts, sign: 1 | -1) => {
    for (const [field, amount] of Object.entries(amounts) as [VatField, number][]) {
      vat[field] = (vat[field] ?? 0) + sign * amount;
    }
  };
  add(byOperation[1].vat, 1);
  add(byOperation[2].vat, -1);
  for (const field of Object.keys(vat) as VatField[]) if (vat[field] === 0) delete vat[field];
  return vat;
}

/**
 * Splits stated amounts into VAT and turnover: `nds0` and `ndsNo` (tags 1104, 1105) are the sums
 * paid at 0% and without VAT, not VAT, so they never stand in a VAT column.
 */
export function splitTurnover(amounts: VatAmounts): { vat: VatAmounts; untaxed: VatAmounts } {
  const vat: VatAmounts = {};
  const untaxed: VatAmounts = {};
  for (const [field, amount] of Object.entries(amounts) as [VatField, number][]) {
    (TURNOVER_FIELDS.has(field) ? untaxed : vat)[field] = amount;
  }
  return { vat, untaxed };
}

export type ReceiptCheck = {
  itemsSum: number;
  /** undefined when the receipt lists no items (older formats and some corrections). */
  itemsMatchTotal: boolean | undefined;
  /** Cash + cashless + prepayment + postpayment + consideration. */
  paymentsSum: number;
  paymentsMatchTotal: boolean;
  /** Indexes of items whose price × quantity, rounded to the kopeck, is off their sum by more
   * than one kopeck (registers round per line, so one kopeck is tolerated). */
  lineMismatches: number[];
};

export function checkReceipt(document: CheckDocument): ReceiptCheck {
  const itemsSum = document.items.reduce((sum, item) => sum + item.sum, 0);
  const paymentsSum =
    document.cashTotalSum +
    document.ecashTotalSum +
    document.prePaymentTotalSum +
    document.postPaymentTotalSum +
    document.considerationTotalSum;
  // A line whose price or quantity could not be read cannot be checked: it is not a mismatch.
  const lineMismatches = document.items.flatMap((item, index) =>
    item.price !== undefined &&
    item.quantity !== undefined &&
    Math.abs(Math.round(item.price * item.quantity) - item.sum) > 1
      ? [index]
      : [],
  );
  return {
    itemsSum,
    itemsMatchTotal: document.items.length === 0 ? undefined : itemsSum === document.totalSum,
    paymentsSum,
    paymentsMatchTotal: paymentsSum === document.totalSum,
    lineMismatches,
  };
}
