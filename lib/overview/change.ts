import type { Figures } from './figures';

// A figure against the period compared with. Zod-free, for the page.

export type Direction = 'up' | 'down' | 'same';
export type Change = {
  delta: number;
  /** Relative change in percent; null when the compared value is zero. */
  percent: number | null;
  direction: Direction;
};

export function changeOf(current: number, previous: number): Change {
  const delta = current - previous;
  return {
    delta,
    percent: previous === 0 ? null : (delta / Math.abs(previous)) * 100,
    direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'same',
  };
}

export type FigureKey = Exclude<keyof Figures, 'vat' | 'untaxed' | 'sales'>;

/** Whether a rise is good news for the owner: more returns is not. */
export const RISE_IS_GOOD: Record<FigureKey, boolean> = {
  income: true,
  returns: false,
  net: true,
  // Money paid out is spent: more of it is not good news for the owner.
  payouts: false,
  receipts: true,
  averageCheck: true,
  cash: true,
  cashless: true,
};

export type Tone = 'good' | 'bad' | 'neutral';

/** VAT follows sales and is neither good nor bad news on its own: always neutral. */
export function toneOf(key: FigureKey | 'vat', change: Change): Tone {
  if (change.direction === 'same' || key === 'vat') return 'neutral';
  return (change.direction === 'up') === RISE_IS_GOOD[key] ? 'good' : 'bad';
}
