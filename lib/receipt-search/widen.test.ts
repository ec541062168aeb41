import { describe, expect, it } from 'vitest';
import { collectHits } from './collect-hits';
import type { ReceiptHit } from './contract';
import { chooseStep, wideningSteps } from './widen';

function hit(fd: number, totalSum: number, amount: number): ReceiptHit {
  return {
    organizationId: 'org',
    kktRegId: '0000000001',
    fiscalDriveNumber: '9960440300000001',
    fiscalDocumentNumber: fd,
    dateTime: `2026-03-09T19:${String(fd).padStart(2, '0')}:00`,
    totalSum,
    distance: totalSum - amount,
    operationType: 1,
    href: `/r/${fd}`,
    registerName: 'Касса 1',
    organizationName: 'ООО «Пекарня»',
  };
}

/** The evening of the story: 1 419,40 and 1 438,32 ₽, and a far 990 ₽, searched as "1500". */
const evening = [141_940, 143_832, 99_000];

function search(amount: number, tolerance: number, widen: boolean, totals = evening) {
  const hits = collectHits({ value: amount, tolerance, widen });
  totals.forEach((total, i) => {
    if (Math.abs(total - amount) <= hits.tolerance) hits.add(hit(i + 1, total, amount));
  });
  return hits.result();
}

describe('widening the tolerance when nothing is within it', () => {
  it('steps 1% → 5% → 10% → 20% of the amount, only those wider than the one asked', () => {
    expect(wideningSteps(150_000, 1_500).map((s) => s.percent)).toEqual([5, 10, 20]);
    expect(wideningSteps(150_000, 0)).toEqual([
      { percent: 1, tolerance: 1_500 },
      { percent: 5, tolerance: 7_500 },
      { percent: 10, tolerance: 15_000 },
      { percent: 20, tolerance: 30_000 },
    ]);
    // 10 ₽ is the least default tolerance: for 100 ₽ only 20% is wider.
    expect(wideningSteps(10_000, 1_000).map((s) => s.percent)).toEqual([20]);
  });

  it('"about 1 500 ₽" finds the evening’s 1 438,32 and 1 419,40 ₽ within 10%, nearest first', () => {
    const answer = search(150_000, 1_500, true);
    expect(answer.widenedTo).toEqual({ percent: 10, tolerance: 15_000 });
    expect(answer.items.map((h) => [h.totalSum, h.distance])).toEqual([
      [143_832, -6_168],
      [141_940, -8_060],
    ]);
    expect(answer.truncated).toBe(false);
  });

  it('does not widen when asked not to (the API’s default), nor when the tolerance finds one', () => {
    expect(search(150_000, 1_500, false)).toEqual({ items: [], truncated: false });
    const within = search(143_000, 1_000, true);
    expect(within.widenedTo).toBeUndefined();
    expect(within.items.map((h) => h.totalSum)).toEqual([143_832]);
  });

  it('finds nothing, unwidened, when even the widest step finds nothing', () => {
    expect(search(500_000, 5_000, true)).toEqual({ items: [], truncated: false });
  });

  it('picks the narrowest step with three receipts to choose from, or all there are', () => {
    const steps = wideningSteps(150_000, 1_500);
    // Enough to choose from at 10%.
    expect(chooseStep([0, 1, 2, 5], steps)).toEqual({ index: 2, widenedTo: steps[1] });
    // Fewer than three in all: the narrowest step that holds them all.
    expect(chooseStep([0, 1, 1, 0], steps)).toEqual({ index: 2, widenedTo: steps[1] });
    expect(chooseStep([0, 4, 0, 0], steps)).toEqual({ index: 1, widenedTo: steps[0] });
    expect(chooseStep([1, 3], wideningSteps(150_000, 1_500))).toEqual({ index: 0 });
    expect(chooseStep([0, 0], wideningSteps(150_000, 1_500))).toEqual({ index: 0 });
  });

  it('counts truncation within the chosen step only', () => {
    const many = Array.from({ length: 450 }, (_, i) => 140_000 + (i % 50));
    const answer = search(150_000, 1_500, true, [...many, 120_000]);
    expect(answer.widenedTo?.percent).toBe(10);
    expect(answer.items).toHaveLength(200);
    expect(answer.items.every((h) => h.totalSum >= 140_000)).toBe(true);
    expect(answer.truncated).toBe(true);
  });
});
