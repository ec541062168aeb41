import type { SelectionSummary } from '@/lib/documents/contract';

/** Each operation's figure: its test id and the summary field of its total. */
export const OPERATION_FIGURES = {
  '1': ['income', 'salesSum'],
  '2': ['returns', 'returnsSum'],
  '3': ['purchases', 'purchasesSum'],
  '4': ['purchaseReturns', 'purchaseReturnsSum'],
} as const;

/**
 * What the selection's total holds beyond cash and cashless: prepayments offset (зачёт аванса),
 * credit and payment in kind, which real receipts carry (a marketplace's receipts are mostly
 * advances offset). Without it the figures did not add up: revenue 124 271,54 ₽ beside cash 0 and
 * cashless 74 725,72 ₽, nothing saying where the rest went. Netted like cash and cashless.
 */
export function paidOtherwise(summary: SelectionSummary): number {
  const total =
    summary.scope === 'net' ? summary.net : summary[OPERATION_FIGURES[summary.scope][1]];
  return total - summary.cash - summary.cashless;
}
