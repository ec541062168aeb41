import type { CalendarDate } from './calendar';

/** The server's calendar date: what "today" means for the quick ranges and default periods. */
export function serverToday(now: Date = new Date()): CalendarDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
