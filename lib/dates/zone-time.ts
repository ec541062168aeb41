import { formatInputDate } from './format-input';
import { wallClockAt } from './wall-clock';

// A moment of the app itself (an audit entry, a snooze's end: UTC instants) as the people who read
// the trail live it: the wall clock of the app's zone (OFD_DEFAULT_TIME_ZONE, Moscow by default,
// docs/configuration.md), in the reader's date order, with the zone's offset named so nobody takes
// it for their own clock. The trail had shown UTC, three hours off for every Moscow reader. The
// offset ("UTC+3") rather than the zone's name: it is what a clock says, in any language, and it
// fits a phone's card.

/** `2026-11-28T04:41:05.123Z` in Europe/Moscow, ru → `28.11.2026 07:41:05 (UTC+3)`. */
export function zoneDateTime(iso: string, zone: string, locale: string): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return iso;
  const wall = wallClockAt(at, { name: zone, assumed: false });
  const date = formatInputDate(wall.slice(0, 10), locale);
  return `${date} ${wall.slice(11, 19)} (${utcOffset(Date.parse(`${wall.slice(0, 19)}Z`) - at)})`;
}

/** A zone's offset from UTC at a moment: `UTC+3`, `UTC+5:30`, `UTC−1`, `UTC`. */
function utcOffset(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `UTC${minutes > 0 ? '+' : '−'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}
