import {
  IS_REVENUE,
  OPERATION_SIGN,
  salesVat,
  splitTurnover,
  summarize,
  type MoneyTotals,
  type OperationType,
  type SummableDocument,
} from '@/lib/ofd/receipt-math';
import type { VatAmounts, VatField } from '@/lib/ofd/vat-rates';

// The overview's figures, from either source: the operator's statistics per day, or the documents
// summed per day with the project's one receipt arithmetic (lib/ofd/receipt-math.ts). Both arrive
// as the same per-day, per-operation sums, so everything after this point cannot tell them apart.
// Zod-free and isomorphic: the page's components read these types.

export const OPERATIONS: OperationType[] = [1, 2, 3, 4];

export type DayOperations = Record<OperationType, MoneyTotals>;
export type OverviewDay = { date: string; operations: DayOperations };

/** The headline figures of a set of days, in kopecks. */
export type Figures = {
  /** Sales (operation 1). */
  income: number;
  /** Sale returns (operation 2). */
  returns: number;
  /** Revenue (Выручка): sales − sale returns. */
  net: number;
  /** Money paid out: expenses − their returns (operations 3 and 4), never part of revenue. */
  payouts: number;
  receipts: number;
  sales: number;
  /** Income / number of sales, rounded to the kopeck; 0 without sales. */
  averageCheck: number;
  cash: number;
  cashless: number;
  /** VAT by field: sales less sale returns (purchases' VAT is the supplier's). */
  vat: VatAmounts;
  /** Turnover at 0% and without VAT (`nds0`, `ndsNo`), sales less sale returns: not VAT. */
  untaxed: VatAmounts;
};

const empty = (): MoneyTotals => ({ count: 0, total: 0, cash: 0, cashless: 0, vat: {} });
export const emptyOperations = (): DayOperations => ({
  1: empty(),
  2: empty(),
  3: empty(),
  4: empty(),
});

function addInto(into: MoneyTotals, add: MoneyTotals, sign: 1 | -1 = 1) {
  into.count += add.count;
  into.total += sign * add.total;
  into.cash += sign * add.cash;
  into.cashless += sign * add.cashless;
  for (const [field, amount] of Object.entries(add.vat) as [VatField, number][]) {
    into.vat[field] = (into.vat[field] ?? 0) + sign * amount;
  }
}

/** Documents summed per calendar day of their (local) dateTime; days without receipts left out. */
export function daysFromDocuments(
  documents: readonly (SummableDocument & { dateTime: string })[],
): OverviewDay[] {
  const byDate = new Map<string, (SummableDocument & { dateTime: string })[]>();
  for (const document of documents) {
    const date = document.dateTime.slice(0, 10);
    const list = byDate.get(date);
    if (list) list.push(document);
    else byDate.set(date, [document]);
  }
  return [...byDate.entries()]
    .map(([date, list]) => ({ date, summary: summarize(list) }))
    .filter(({ summary }) => summary.receipts > 0)
    .map(({ date, summary }) => ({ date, operations: summary.byOperation }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Several registers' days added up per date, oldest first. */
export function mergeDays(lists: readonly (readonly OverviewDay[])[]): OverviewDay[] {
  const byDate = new Map<string, DayOperations>();
  for (const days of lists) {
    for (const day of days) {
      let into = byDate.get(day.date);
      if (!into) byDate.set(day.date, (into = emptyOperations()));
      for (const op of OPERATIONS) addInto(into[op], day.operations[op]);
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, operations]) => ({ date, operations }));
}

export function figuresOf(days: readonly OverviewDay[]): Figures {
  const byOp = emptyOperations();
  const net = empty();
  const payouts = empty();
  for (const day of days) {
    for (const op of OPERATIONS) {
      addInto(byOp[op], day.operations[op]);
      addInto(IS_REVENUE[op] ? net : payouts, day.operations[op], OPERATION_SIGN[op]);
    }
  }
  const sales = byOp[1];
  const { vat, untaxed } = splitTurnover(salesVat(byOp));
  return {
    income: sales.total,
    returns: byOp[2].total,
    net: net.total,
    payouts: payouts.total,
    receipts: net.count + payouts.count,
    sales: sales.count,
    averageCheck: sales.count === 0 ? 0 : Math.round(sales.total / sales.count),
    cash: net.cash,
    cashless: net.cashless,
    vat,
    untaxed,
  };
}
