import { salesVat, summarize } from '@/lib/ofd/receipt-math';
import { VAT_FIELD_RATES, type VatField } from '@/lib/ofd/schemas';
import type { CachedDocument } from './cached-document';
import type { OperationTypeKey, SelectionSummary } from './contract';

// The summary band of the documents API (docs/documents-api.md) from the project's one receipt
// arithmetic (lib/ofd/receipt-math.ts), so the page and the receipt views can never disagree.

// The figures describe what is shown. A selection of one operation (a filter on returns, say)
// reads as that operation's own totals, all positive: "3 returns, 1 200 ₽, average 400 ₽", never
// a negative "no VAT" or an average check of sales that are not there. A mix of operations reads
// as revenue (what stays with the business); its VAT is that of sales less sale returns
// (salesVat in lib/ofd/receipt-math.ts, which the overview's figures share).

export function selectionSummary(documents: readonly CachedDocument[]): SelectionSummary {
  const s = summarize(documents);
  const present = OPERATIONS.filter((op) => s.byOperation[op].count > 0);
  const single = present.length === 1 ? present[0]! : undefined;
  const figures = single ? s.byOperation[single] : s.net;
  const vat: Record<string, number> = {};
  const fields = single ? figures.vat : salesVat(s.byOperation);
  for (const [field, amount] of Object.entries(fields) as [VatField, number][]) {
    const key = VAT_FIELD_RATES[field];
    vat[key] = (vat[key] ?? 0) + amount;
  }
  for (const key of Object.keys(vat)) if (vat[key] === 0) delete vat[key];
  const one = single && s.byOperation[single];
  return {
    scope: single ? (String(single) as OperationTypeKey) : 'net',
    receipts: s.receipts,
    sales: s.byOperation[1].count,
    salesSum: s.byOperation[1].total,
    returnsSum: s.byOperation[2].total,
    purchasesSum: s.byOperation[3].total,
    purchaseReturnsSum: s.byOperation[4].total,
    net: s.net.total,
    cash: figures.cash,
    cashless: figures.cashless,
    vat,
    averageCheck: one ? Math.round(one.total / one.count) : s.averageCheck,
  };
}

const OPERATIONS = [1, 2, 3, 4] as const;
