// Dates typed by people. Accepts the four forms the service accepts (yyyy-mm-dd, yyyy.mm.dd,
// dd-mm-yyyy, dd.mm.yyyy), one-digit days and months, '/' as in 04/03/2024 (day first, as in
// Russia) and a two-digit year as people write it by hand (1.11.26 is 1 November 2026; fiscal
// documents exist only since 2017, so two digits always mean this century). Checks that the day
// exists, lies in the window and that the range is not reversed.
import { makeCalendarDate, type CalendarDate, type DateRange } from './calendar';

export type DateInputError = 'required' | 'format' | 'noSuchDay' | 'beforeMin' | 'afterMax';
export type RangeInputError = DateInputError | 'reversed';

export type ParsedDate = { ok: true; date: CalendarDate } | { ok: false; error: DateInputError };

const yearFirst = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/;
const dayFirst = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4}|\d{2})$/;

export function parseTypedDate(input: string): ParsedDate {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  const y = yearFirst.exec(text);
  const d = y ? null : dayFirst.exec(text);
  const [year, month, day] = y
    ? [y[1], y[2], y[3]]
    : d
      ? [d[3]!.length === 2 ? `20${d[3]}` : d[3], d[2], d[1]]
      : [undefined, undefined, undefined];
  if (year === undefined) return { ok: false, error: 'format' };
  const date = makeCalendarDate(Number(year), Number(month), Number(day));
  return date ? { ok: true, date } : { ok: false, error: 'noSuchDay' };
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
