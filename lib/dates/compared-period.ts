// The period a period is compared with: the same days of the previous week or
// month, or the same length just before, or the same dates a year earlier. "This week" on a
// Thursday is Mon–Thu, so it is compared with Mon–Thu of last week, not with the four days just
// before it (Thu–Sun), and "last month" with the whole month before it, whatever its length.
import {
  addDays,
  addMonths,
  daysInMonth,
  diffDays,
  endOfMonth,
  isCalendarDate,
  makeCalendarDate,
  toUtcDate,
  type CalendarDate,
  type DateRange,
} from './calendar';

export type Comparison = 'previous' | 'year';

/** The same day a year earlier; 29 February becomes the 28th. */
function yearEarlier(date: CalendarDate): CalendarDate {
  const year = `${Number(date.slice(0, 4)) - 1}`.padStart(4, '0');
  const same = year + date.slice(4);
  return isCalendarDate(same) ? same : `${year}-02-28`;
}

/** Months from a's month to b's month (0 when the same month). */
function monthsBetween(a: CalendarDate, b: CalendarDate): number {
  const index = (d: CalendarDate) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return index(b) - index(a);
}

/** The same day of the month `months` earlier, or that month's last day when it is shorter. */
function sameDayMonthsEarlier(date: CalendarDate, months: number): CalendarDate {
  const first = addMonths(date, -months);
  const [y, m] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(y, m));
  return makeCalendarDate(y, m, day) ?? first;
}

/** Monday = 0 … Sunday = 6. */
const weekday = (date: CalendarDate) => (toUtcDate(date).getUTCDay() + 6) % 7;

export function comparedPeriod(period: DateRange, compare: Comparison): DateRange {
  const { from, to } = period;
  if (compare === 'year') return { from: yearEarlier(from), to: yearEarlier(to) };
  // Whole months or a month so far: the same days of the month(s) before; a whole month against
  // the whole month before.
  if (from.endsWith('-01')) {
    const months = monthsBetween(from, to) + 1;
    const earlierTo =
      to === endOfMonth(to) ? endOfMonth(addMonths(to, -months)) : sameDayMonthsEarlier(to, months);
    return { from: addMonths(from, -months), to: earlierTo };
  }
  // Within one week from its Monday: the same weekdays a week earlier.
  if (weekday(from) === 0 && diffDays(from, to) < 7) {
    return { from: addDays(from, -7), to: addDays(to, -7) };
  }
  const length = diffDays(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}
