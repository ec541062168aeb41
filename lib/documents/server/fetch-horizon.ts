import { endOfDay } from '@/lib/dates/local-date-time';
import { today } from '@/lib/dates/today';
import type { DateTimeSpan } from './day-chunks';

// How far a load may ask the operator for days. A register cannot have sent documents dated after
// its own today, nor after its last document: asking for those days costs one upstream call each
// and returns nothing (a year ahead was 366 calls). Document times are the register's local wall
// clock and its zone is not on the wire, so "its today" is the latest today on earth (UTC+14): at
// most one day ahead of the server's UTC date, never a day behind any register. The last document's
// day is kept whole, so documents sent since its record was read still come in.

const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

/** The last local date-time worth fetching for a register, at `now` (ms since the epoch). */
export function fetchHorizon(lastDocumentTimestamp: string | null, now: number): string {
  // The repo's one "today" rule (UTC), taken at the latest zone's clock.
  const latestToday = endOfDay(today(new Date(now + LATEST_ZONE_MS)));
  if (!lastDocumentTimestamp) return latestToday;
  const lastDay = endOfDay(lastDocumentTimestamp.slice(0, 10));
  return lastDay < latestToday ? lastDay : latestToday;
}

/** The part of `period` worth fetching; null when none is (the period lies wholly after it). */
export function fetchablePart(period: DateTimeSpan, horizon: string): DateTimeSpan | null {
  if (period.from > horizon) return null;
  return { from: period.from, to: period.to < horizon ? period.to : horizon };
}
