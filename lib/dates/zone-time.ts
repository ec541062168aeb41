import { formatInputDate } from './format-input';
import { wallClockAt } from './wall-clock';

// A moment of the app itself (an audit entry, a snooze's end: UTC instants) as the people who read
// the trail live it: the wall clock of the app's zone (OFD_DEFAULT_TIME_ZONE, Moscow by default,
// docs/configuration.md), in the reader's date order, with the zone named so nobody takes it for
// their own clock. The trail had shown UTC, three hours off for every Moscow reader.

/** `2026-11-28T04:41:05.123Z` in Europe/Moscow, ru → `28.11.2026 07:41:05 (Europe/Moscow)`. */
export function zoneDateTime(iso: string, zone: string, locale: string): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return iso;
  const wall = wallClockAt(at, { name: zone, assumed: false });
  return `${formatInputDate(wall.slice(0, 10), locale)} ${wall.slice(11, 19)} (${zone})`;
}
