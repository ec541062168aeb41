import type { CalendarDate } from '@/lib/ofd/dates';

/**
 * The server's current date, for permission-status badges. UTC, like the demo world's anchor;
 * a day's difference at midnight in a far zone only moves a badge by a day, never a document.
 */
export function serverToday(now: Date = new Date()): CalendarDate {
  return now.toISOString().slice(0, 10);
}
