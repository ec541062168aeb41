import type { LocalDateTime } from './store/types';

// Permission windows (design: "Permission window"). All values are local date-times of the same
// fixed shape `YYYY-MM-DDThh:mm:ss`, so text order is time order at second precision.

export type Period = { from: LocalDateTime; to: LocalDateTime };

/** The part of `period` inside `window`, or null when they do not overlap at all. */
export function clipToWindow(period: Period, window: Period): Period | null {
  const from = period.from > window.from ? period.from : window.from;
  const to = period.to < window.to ? period.to : window.to;
  return from <= to ? { from, to } : null;
}

export function isInside(moment: LocalDateTime, window: Period): boolean {
  return moment >= window.from && moment <= window.to;
}
