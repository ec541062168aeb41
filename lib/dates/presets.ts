// Quick ranges for the date-range picker. Each is computed from the caller's `today`, then clipped
// to the selectable window; a preset that falls wholly outside the window is offered but disabled.
import {
  addDays,
  addMonths,
  clipRange,
  endOfMonth,
  startOfMonth,
  toUtcDate,
  type CalendarDate,
  type DateRange,
} from './calendar';
import { presetIds, type PresetId } from './preset-ids';

/** Monday of the date's week (weeks start on Monday, as in Russia). */
function startOfWeek(date: CalendarDate): CalendarDate {
  const weekday = (toUtcDate(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

export type Preset = {
  id: PresetId;
  /** The range clipped to the window; null when the preset lies wholly outside it. */
  range: DateRange | null;
};

/** The preset's range before clipping. */
export function presetRange(id: PresetId, today: CalendarDate, window: DateRange): DateRange {
  switch (id) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'last7Days':
      // Seven days counting today.
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'thisWeek':
      return { from: startOfWeek(today), to: today };
    case 'lastWeek': {
      const monday = addDays(startOfWeek(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'thisMonth':
      // Up to today: days after today hold no documents yet.
      return { from: startOfMonth(today), to: today };
    case 'lastMonth': {
      const first = addMonths(today, -1);
      return { from: first, to: endOfMonth(first) };
    }
    case 'wholeWindow':
      return window;
  }
}

export function getPresets(
  today: CalendarDate,
  window: DateRange,
  ids: readonly PresetId[] = presetIds,
): Preset[] {
  const valid = window.from <= window.to;
  return ids.map((id) => ({
    id,
    range: valid ? clipRange(presetRange(id, today, window), window) : null,
  }));
}

/** The preset whose clipped range equals `range`, to mark it as the current choice. */
export function matchingPreset(presets: Preset[], range: DateRange | null): PresetId | null {
  if (!range) return null;
  const hit = presets.find((p) => p.range?.from === range.from && p.range.to === range.to);
  return hit?.id ?? null;
}
