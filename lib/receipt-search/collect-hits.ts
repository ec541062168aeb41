import { MAX_SEARCH_RESULTS, type ReceiptHit, type SearchCriteria } from './contract';
import { compareHits } from './match';
import { chooseStep, wideningSteps, type Widening } from './widen';

// The hits of one search as registers are read: the closest few kept (a broad search, a type
// alone, may match every receipt) and, when the search may widen (widen.ts), counted per step, so
// one read of the days answers the tolerance asked and every wider step at once.

export type CollectedHits = { items: ReceiptHit[]; truncated: boolean; widenedTo?: Widening };

export function collectHits(amount?: SearchCriteria['amount']) {
  const order = compareHits(amount?.value);
  const steps = amount?.widen ? wideningSteps(amount.value, amount.tolerance) : [];
  const limits = [amount?.tolerance ?? Infinity, ...steps.map((s) => s.tolerance)];
  const counts = limits.map(() => 0);
  let hits: ReceiptHit[] = [];
  return {
    /** The widest tolerance a receipt must be within to be kept (the asked one, or the widest step). */
    tolerance: limits.at(-1)!,
    add(hit: ReceiptHit) {
      const away = amount ? Math.abs(hit.totalSum - amount.value) : 0;
      const step = limits.findIndex((limit) => away <= limit);
      if (step < 0) return;
      counts[step]! += 1;
      hits.push(hit);
      // The closest are kept; those of a narrower step are always among them.
      if (hits.length >= 2 * MAX_SEARCH_RESULTS)
        hits = hits.sort(order).slice(0, MAX_SEARCH_RESULTS);
    },
    result(): CollectedHits {
      const { index, widenedTo } = chooseStep(counts, steps);
      const limit = limits[index]!;
      const found = counts.slice(0, index + 1).reduce((a, b) => a + b, 0);
      const within = amount
        ? hits.filter((h) => Math.abs(h.totalSum - amount.value) <= limit)
        : hits;
      return {
        items: within.sort(order).slice(0, MAX_SEARCH_RESULTS),
        truncated: found > MAX_SEARCH_RESULTS,
        ...(widenedTo ? { widenedTo } : {}),
      };
    },
  };
}
