import { summarize } from '@/lib/ofd/receipt-math';
import { VAT_FIELD_RATES, type VatField } from '@/lib/ofd/schemas';
import type { CachedDocument } from './cached-document';
import type { SelectionSummary } from './contract';

// The summary band of the documents API (docs/documents-api.md) from the project's one receipt
// arithmetic (lib/ofd/receipt-math.ts), so the page and the receipt views can never disagree.

export function selectionSummary(documents: readonly CachedDocument[]): SelectionSummary {
  const s = summarize(documents);
  const vat: Record<string, number> = {};
  for (const [field, amount] of Object.entries(s.net.vat) as [VatField, number][]) {
    vat[VAT_FIELD_RATES[field]] = amount;
  }
  return {
    receipts: s.receipts,
    sales: s.byOperation[1].count,
    salesSum: s.byOperation[1].total,
    returnsSum: s.byOperation[2].total,
    purchasesSum: s.byOperation[3].total,
    purchaseReturnsSum: s.byOperation[4].total,
    net: s.net.total,
    cash: s.net.cash,
    cashless: s.net.cashless,
    vat,
    averageCheck: s.averageCheck,
  };
}
