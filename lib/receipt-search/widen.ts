// When a search by amount finds nothing within its tolerance, it widens the tolerance by itself,
// step by step, and says so (docs/receipt-search.md, Widening): people remember "about 1 500 ₽"
// when the receipt said 1 419,40 ₽, and typing "10%" into the tolerance is not something they
// think of. Isomorphic: the server picks the step, the page names it.

/** The steps, as shares of the amount searched: the first that finds something is used. */
export const WIDEN_PERCENTS = [1, 5, 10, 20] as const;

export type Widening = { percent: number; tolerance: number };

/** The steps wider than the tolerance asked, in kopecks, narrowest first. */
export function wideningSteps(amount: number, tolerance: number): Widening[] {
  return WIDEN_PERCENTS.map((percent) => ({
    percent,
    tolerance: Math.round((amount * percent) / 100),
  })).filter((step) => step.tolerance > tolerance);
}

/** Widened, a step is enough once it holds this many receipts to choose from. */
export const WIDEN_ENOUGH = 3;

/**
 * The tolerance the answer uses: the one asked when it finds anything; else the narrowest step
 * that holds WIDEN_ENOUGH receipts, or, when none does, the narrowest that holds all the widest
 * one found (so "about 1 500 ₽" shows both the evening's 1 438,32 and 1 419,40 ₽, not only the
 * nearer). `counts[i]`: receipts that fell first within step i (0: the tolerance asked).
 */
export function chooseStep(
  counts: number[],
  steps: Widening[],
): { index: number; widenedTo?: Widening } {
  if ((counts[0] ?? 0) > 0) return { index: 0 };
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return { index: 0 };
  let held = 0;
  let index = 0;
  for (; index < counts.length; index++) {
    held += counts[index]!;
    if (held >= Math.min(WIDEN_ENOUGH, total)) break;
  }
  return { index, widenedTo: steps[index - 1] };
}
