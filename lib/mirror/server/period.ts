import { addDays } from '@/lib/dates/calendar';
import { endOfDay, startOfDay } from '@/lib/dates/local-date-time';
import { today } from '@/lib/dates/today';
import type { MirrorRegister, MirrorCursor } from '@/lib/service';

// Which period a register's cursor follows (docs/mirror.md). Its start is fixed when the first sync
// begins (the backfill, never before the permission window) and kept while the cursor lives, so
// the operator's cursor always belongs to the period it is sent with. Its end runs a day past the
// UTC date: a shop's wall clock is up to 12 hours ahead of UTC.

export type SyncPeriod = { from: string; to: string; cursor: string | null };

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

export function syncPeriod(
  register: MirrorRegister,
  saved: MirrorCursor | null,
  backfillDays: number,
  now: Date,
): SyncPeriod | null {
  const day = today(now);
  const wanted = later(startOfDay(addDays(day, -backfillDays)), register.permissionFrom);
  const to = earlier(endOfDay(addDays(day, 1)), register.permissionTo);
  // A saved period that still lies in the window and reaches back far enough goes on; one that
  // starts later than now wanted (a longer backfill was configured) starts over.
  const keep = saved && saved.periodFrom <= wanted && saved.periodFrom >= register.permissionFrom;
  const from = keep ? saved.periodFrom : wanted;
  if (from > to) return null;
  return { from, to, cursor: keep ? saved.cursor : null };
}

/** The local days between two date-times, both included, at most `limit` of them. */
export function daysBetween(from: string, to: string, limit: number): string[] {
  const days: string[] = [];
  for (let d = from.slice(0, 10); d <= to.slice(0, 10) && days.length < limit; d = addDays(d, 1)) {
    days.push(d);
  }
  return days;
}
