// Calendar dates of the `tickets` query and the local date-times of documents. Both are wall-clock
// values without a zone: they are handled as strings and never pass through a zoned Date.
// Zod-free, so that client components can use them; the schemas are in date-schemas.ts.

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

// Exactly the four formats the spec allows (4.1); anything else is a bad date.
const QUERY_DATE_PATTERNS: { pattern: RegExp; order: 'ymd' | 'dmy' }[] = [
  { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, order: 'ymd' },
  { pattern: /^(\d{4})\.(\d{2})\.(\d{2})$/, order: 'ymd' },
  { pattern: /^(\d{2})-(\d{2})-(\d{4})$/, order: 'dmy' },
  { pattern: /^(\d{2})\.(\d{2})\.(\d{4})$/, order: 'dmy' },
];

export function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Parses `dateFrom`/`dateTo` in one of the four formats; null for any other text or a non-date. */
export function parseQueryDate(text: string): CalendarDate | null {
  for (const { pattern, order } of QUERY_DATE_PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [a = '', b = '', c = ''] = m.slice(1);
    const [y, mo, d] = order === 'ymd' ? [a, b, c] : [c, b, a];
    return isRealDate(Number(y), Number(mo), Number(d)) ? `${y}-${mo}-${d}` : null;
  }
  return null;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

export function isLocalDateTime(text: string): boolean {
  const m = LOCAL_DATE_TIME.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return isRealDate(y, mo, d) && h < 24 && mi < 60 && s < 60;
}

/** The first and last second of a calendar date: both query ends are inclusive. */
export const startOfDay = (date: CalendarDate) => `${date}T00:00:00`;
export const endOfDay = (date: CalendarDate) => `${date}T23:59:59`;

/** Adds whole days to a calendar date (UTC arithmetic on a date without a zone). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
