import type { ReceiptHit } from './contract';

// The results table's orders. "closest" is the server's own order (closest amount first, then
// time: match.ts), kept as it came.

export const HIT_SORTS = ['dateTime', 'totalSum', 'register', 'fd'] as const;
export type HitSort = { key: (typeof HIT_SORTS)[number]; desc: boolean } | null;

const keyOf = {
  dateTime: (h: ReceiptHit) => h.dateTime,
  totalSum: (h: ReceiptHit) => h.totalSum,
  register: (h: ReceiptHit) => `${h.registerName} ${h.kktRegId}`,
  fd: (h: ReceiptHit) => h.fiscalDocumentNumber,
} as const;

export function sortHits(hits: readonly ReceiptHit[], sort: HitSort): ReceiptHit[] {
  if (!sort) return [...hits];
  const key = keyOf[sort.key];
  const sign = sort.desc ? -1 : 1;
  return hits
    .map((hit, i) => ({ hit, i }))
    .sort((a, b) => {
      const x = key(a.hit);
      const y = key(b.hit);
      // Ties keep the server's order (closest amount first).
      return x < y ? -sign : x > y ? sign : a.i - b.i;
    })
    .map(({ hit }) => hit);
}

/** A header's click: ascending, then descending, then the server's order again. */
export function nextSort(current: HitSort, key: (typeof HIT_SORTS)[number]): HitSort {
  if (current?.key !== key) return { key, desc: false };
  return current.desc ? null : { key, desc: true };
}
