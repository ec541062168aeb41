// Calendar dates as 'YYYY-MM-DD' strings. Arithmetic goes through UTC-only Date math, so neither
// the server's nor the browser's time zone (or a DST switch) can shift a day.

/** A calendar date, 'YYYY-MM-DD'. Such strings compare correctly with < and >. */
export type CalendarDate = string;

export type DateRange = { from: CalendarDate; to: CalendarDate };

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Days in a month; `month` is 1–12. A table, not a Date: every document's date-time is checked
 * with it (isLocalDateTime), and a Date per document cost a busy month ~0.1 s of the server's time.
 */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!;
}

/** Builds a calendar date from parts, or null when the parts name no real day (31 February). */
export function makeCalendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True for a strictly formatted 'YYYY-MM-DD' that names a real day. */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const m = isoDate.exec(value);
  return m !== null && makeCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) === value;
}

function parts(date: CalendarDate): [number, number, number] {
  const m = isoDate.exec(date);
  if (!m) throw new RangeError(`Not a calendar date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Midnight UTC of the day: the only Date form used for arithmetic here. */
export function toUtcDate(date: CalendarDate): Date {
  const [y, m, d] = parts(date);
  const result = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear undoes that.
  result.setUTCFullYear(y);
  return result;
}

export function fromUtcDate(value: Date): CalendarDate {
  const date = makeCalendarDate(
    value.getUTCFullYear(),
    value.getUTCMonth() + 1,
    value.getUTCDate(),
  );
  if (!date) throw new RangeError('Date out of range');
  return date;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = toUtcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtcDate(d);
}

export function startOfMonth(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 8)}01`;
}

export function endOfMonth(date: CalendarDate): CalendarDate {
  const [y, m] = parts(date);
  return `${date.slice(0, 8)}${String(daysInMonth(y, m)).padStart(2, '0')}`;
}

/** The first day of the month `months` months away (negative for earlier months). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m] = parts(date);
  const index = y * 12 + (m - 1) + months;
  return makeCalendarDate(Math.floor(index / 12), (index % 12) + 1, 1) ?? date;
}

/** Whole days from `a` to `b` (positive when b is later). */
export function diffDays(a: CalendarDate, b: CalendarDate): number {
  // Date.parse of the ISO form, not toUtcDate: a malformed input gives NaN instead of throwing,
  // which lets a schema's refinement report it.
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function minDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a < b ? a : b;
}

export function maxDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a > b ? a : b;
}

export function clampDate(date: CalendarDate, min: CalendarDate, max: CalendarDate): CalendarDate {
  return minDate(maxDate(date, min), max);
}

// react-day-picker works on local-time Dates. These two adapters are the only place where a
// calendar date meets the browser's zone: local midnight of that day, read back by its local parts.
export function toLocalDate(date: CalendarDate): Date {
  const [y, m, d] = parts(date);
  const result = new Date(y, m - 1, d);
  result.setFullYear(y);
  return result;
}

export function fromLocalDate(value: Date): CalendarDate {
  const date = makeCalendarDate(value.getFullYear(), value.getMonth() + 1, value.getDate());
  if (!date) throw new RangeError('Date out of range');
  return date;
}

/** The part of `range` inside `window`, or null when they do not overlap. */
export function clipRange(range: DateRange, window: DateRange): DateRange | null {
  const from = maxDate(range.from, window.from);
  const to = minDate(range.to, window.to);
  return from <= to ? { from, to } : null;
}
