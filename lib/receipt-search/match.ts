import { isCachedCheck, type CachedDocument, type CachedCheck } from '@/lib/documents/contract';
import { foldText } from '@/lib/text/fold';
import { amountMatches } from './amount';
import type { SearchCriteria } from './contract';
import { inTimeOfDay } from './time-of-day';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';

// Which documents a receipt search finds, and in what order (docs/receipt-search.md). Every given
// criterion must hold; only receipts and strict reporting forms (documents with money) are found.

/** Item names folded once per distinct string: cached documents share their names (intern). */
const folded = () =>
  processShared('receipts.folded-names', () => new BoundedCache<string, string>({ max: 50_000 }));

function foldedName(name: string): string {
  return folded().getOrSet(name, () => foldText(name));
}

export function matchesReceipt(
  document: CachedDocument,
  criteria: SearchCriteria,
): document is CachedCheck {
  if (!isCachedCheck(document)) return false;
  const { amount, time, q, fd, type } = criteria;
  if (fd !== undefined && document.fiscalDocumentNumber !== fd) return false;
  if (type !== undefined && String(document.operationType) !== type) return false;
  if (amount && !amountMatches(document.totalSum, amount.value, amount.tolerance)) return false;
  if (time && !inTimeOfDay(document.dateTime, time)) return false;
  if (q !== undefined && !document.items.some((item) => foldedName(item.name).includes(q))) {
    return false;
  }
  return true;
}

/** Closest amount first (when an amount is searched), then by time, then FD number. */
export function compareHits(
  amount: number | undefined,
): (
  a: { totalSum: number; dateTime: string; fiscalDocumentNumber: number },
  b: { totalSum: number; dateTime: string; fiscalDocumentNumber: number },
) => number {
  return (a, b) => {
    if (amount !== undefined) {
      const distance = Math.abs(a.totalSum - amount) - Math.abs(b.totalSum - amount);
      if (distance !== 0) return distance;
    }
    if (a.dateTime !== b.dateTime) return a.dateTime < b.dateTime ? -1 : 1;
    return a.fiscalDocumentNumber - b.fiscalDocumentNumber;
  };
}
