import { daysInMonth, makeCalendarDate, type CalendarDate } from './calendar';

// The wire's dates (docs/operator-api.md, dates): the calendar dates of the `tickets` query and
// the local date-times of documents. Both are wall-clock values without a zone: they are handled
// as strings and never pass through a zoned Date. Zod-free, so that client components can use
// them; their schemas are in lib/ofd/date-schemas.ts.

// Exactly the four formats the operator accepts; anything else is a bad date.
const QUERY_DATE_PATTERNS: { pattern: RegExp; order: 'ymd' | 'dmy' }[] = [
  { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: 'ymd' },
  { pattern: /^(\d{4})\.(\d{2})\.(\d{2})$/, order: 'ymd' },
  { pattern: /^(\d{2})-(\d{2})-(\d{4})$/, order: 'dmy' },
  { pattern: /^(\d{2})\.(\d{2})\.(\d{4})$/, order: 'dmy' },
];

/** Parses `dateFrom`/`dateTo` in one of the four formats; null for any other text or a non-date. */
export function parseQueryDate(text: string): CalendarDate | null {
  for (const { pattern, order } of QUERY_DATE_PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [a = '', b = '', c = ''] = m.slice(1);
    const [y, mo, d] = order === 'ymd' ? [a, b, c] : [c, b, a];
    return makeCalendarDate(Number(y), Number(mo), Number(d)) ? `${y}-${mo}-${d}` : null;
  }
  return null;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** `YYYY-MM-DDThh:mm:ss` naming a real moment of a real day. */
export function isLocalDateTime(text: string): boolean {
  const m = LOCAL_DATE_TIME.exec(text);
  if (!m) return false;
  // Checked as numbers, with no date string built: this runs for every document read.
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return false;
  return Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) < 60;
}

/** The first and last second of a calendar date: both query ends are inclusive. */
export const startOfDay = (date: CalendarDate) => `${date}T00:00:00`;
export const endOfDay = (date: CalendarDate) => `${date}T23:59:59`;
