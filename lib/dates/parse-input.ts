// Dates typed by people. Accepts the four forms the service accepts (yyyy-mm-dd, yyyy.mm.dd,
// dd-mm-yyyy, dd.mm.yyyy), one-digit days and months, '/' as in 04/03/2024 (day first, as in
// Russia) and a two-digit year as people write it by hand (1.11.26 is 1 November 2026; fiscal
// documents exist only since 2017, so two digits always mean this century). Checks that the day
// exists, lies in the window and that the range is not reversed. A well-formed date that is no
// day of the calendar (31.11.2026) is told apart from a malformed one, and noSuchDayOf says why:
// "no such day: November has 30 days" helps more than a hint of the format it already has.
import { daysInMonth, makeCalendarDate, type CalendarDate, type DateRange } from './calendar';

export type DateInputError = 'required' | 'format' | 'noSuchDay' | 'beforeMin' | 'afterMax';
export type RangeInputError = DateInputError | 'reversed';

export type ParsedDate = { ok: true; date: CalendarDate } | { ok: false; error: DateInputError };

const yearFirst = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/;
const dayFirst = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4}|\d{2})$/;

/** Year, month and day of a well-formed typed date, not yet checked against the calendar. */
function partsOf(text: string): [year: number, month: number, day: number] | undefined {
  const y = yearFirst.exec(text);
  if (y) return [Number(y[1]), Number(y[2]), Number(y[3])];
  const d = dayFirst.exec(text);
  if (!d) return undefined;
  return [Number(d[3]!.length === 2 ? `20${d[3]}` : d[3]), Number(d[2]), Number(d[1])];
}

export function parseTypedDate(input: string): ParsedDate {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  const parts = partsOf(text);
  if (!parts) return { ok: false, error: 'format' };
  const date = makeCalendarDate(...parts);
  return date ? { ok: true, date } : { ok: false, error: 'noSuchDay' };
}

/**
 * What the messages say of a well-formed date that is no day (`DateRange.error.noSuchDay`): its
 * month, year and that month's number of days. Month 0 when there is no such month: most often
 * the American order (11/27/2026), so the fields show the format hint for it instead. Month -1
 * for any other input.
 */
export type NoSuchDay = { month: number; year: number; days: number };

export function noSuchDayOf(input: string): NoSuchDay {
  const parts = partsOf(input.trim());
  if (!parts || makeCalendarDate(...parts)) return { month: -1, year: 0, days: 0 };
  const [year, month] = parts;
  if (month < 1 || month > 12) return { month: 0, year, days: 0 };
  return { month, year, days: daysInMonth(year, month) };
}

export function parseDateInWindow(input: string, window: DateRange): ParsedDate {
  const parsed = parseTypedDate(input);
  if (!parsed.ok) return parsed;
  if (parsed.date < window.from) return { ok: false, error: 'beforeMin' };
  if (parsed.date > window.to) return { ok: false, error: 'afterMax' };
  return parsed;
}

export type RangeInputResult =
  | { ok: true; range: DateRange }
  | { ok: false; from: RangeInputError | null; to: RangeInputError | null };

/** Validates both fields at once; a reversed range is reported on the end date. */
export function parseRangeInput(from: string, to: string, window: DateRange): RangeInputResult {
  const a = parseDateInWindow(from, window);
  const b = parseDateInWindow(to, window);
  if (a.ok && b.ok) {
    if (a.date > b.date) return { ok: false, from: null, to: 'reversed' };
    return { ok: true, range: { from: a.date, to: b.date } };
  }
  return { ok: false, from: a.ok ? null : a.error, to: b.ok ? null : b.error };
}

/** The message a typed date's error is said with: a month that does not exist gets the format's. */
export function dateErrorMessage<E extends string>(error: E, input: string): E | 'format' {
  return error === 'noSuchDay' && noSuchDayOf(input).month <= 0 ? 'format' : error;
}
