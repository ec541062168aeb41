import {
  salesVat,
  splitTurnover,
  summarize,
  totalsOf,
  type DocumentTotals,
  type MoneyTotals,
  type OperationType,
} from '@/lib/ofd/receipt-math';
import { VAT_FIELD_RATES, type VatAmounts, type VatField } from '@/lib/ofd/schemas';
import type { CachedDocument } from '../contract/cached-document';
import type { OperationTypeKey, SelectionSummary } from '../contract/api';

// The summary band of the documents API (docs/documents-api.md) from the project's one receipt
// arithmetic (lib/ofd/receipt-math.ts), so the page and the receipt views can never disagree.

// The figures describe what is shown. A selection of one operation (a filter on returns, say)
// reads as that operation's own totals, all positive: "3 returns, 1 200 ₽", never a negative
// "no VAT". A mix reads as revenue (sales − sale returns) with money paid out beside it, never
// folded in; its VAT is that of sales less sale returns (salesVat in lib/ofd/receipt-math.ts, which
// the overview's figures share). Turnover at 0% and without VAT is not VAT: it has its own figure.
// The average check counts sales only (docs/fiscal-rules.md).

export function selectionSummary(documents: readonly CachedDocument[]): SelectionSummary {
  return summaryOf(summarize(documents));
}

/** The same band from sums made per operation (the copy's figures, engine.ts CopyTables). */
export function operationsSummary(
  byOperation: Record<OperationType, MoneyTotals>,
  documents: number,
): SelectionSummary {
  return summaryOf(totalsOf(byOperation, documents));
}

function summaryOf(s: DocumentTotals): SelectionSummary {
  const present = OPERATIONS.filter((op) => s.byOperation[op].count > 0);
  const single = present.length === 1 ? present[0]! : undefined;
  const figures = single ? s.byOperation[single] : s.net;
  const { vat, untaxed } = splitTurnover(single ? figures.vat : salesVat(s.byOperation));
  return {
    scope: single ? (String(single) as OperationTypeKey) : 'net',
    receipts: s.receipts,
    sales: s.byOperation[1].count,
    salesSum: s.byOperation[1].total,
    returnsSum: s.byOperation[2].total,
    purchasesSum: s.byOperation[3].total,
    purchaseReturnsSum: s.byOperation[4].total,
    net: s.net.total,
    payouts: s.payouts.total,
    cash: figures.cash,
    cashless: figures.cashless,
    vat: byRate(vat),
    untaxed: byRate(untaxed),
    // The average check counts sales only: no average of returns or payouts.
    averageCheck: s.averageCheck,
  };
}

/** Amounts keyed by rate (`20`, `none`), fields of one rate added, zeros left out. */
function byRate(fields: VatAmounts): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [field, amount] of Object.entries(fields) as [VatField, number][]) {
    const key = VAT_FIELD_RATES[field];
    out[key] = (out[key] ?? 0) + amount;
  }
  for (const key of Object.keys(out)) if (out[key] === 0) delete out[key];
  return out;
}

const OPERATIONS = [1, 2, 3, 4] as const;
