import type { CalendarDate, DateRange } from '@/lib/dates/calendar';

export type PickState = { anchor: CalendarDate | null };

/**
 * Two clicks make a range, in either order: the first day anchors it, the second completes it.
 * (react-day-picker's own range logic extends an existing range instead, which makes starting a
 * new period after a finished one surprisingly hard.)
 */
export function pickDay(
  state: PickState,
  day: CalendarDate,
): { state: PickState; range: DateRange; complete: boolean } {
  if (state.anchor === null) {
    return { state: { anchor: day }, range: { from: day, to: day }, complete: false };
  }
  const [from, to] = state.anchor <= day ? [state.anchor, day] : [day, state.anchor];
  return { state: { anchor: null }, range: { from, to }, complete: true };
}
