import type { CalendarDate } from './calendar';

// Apart from the parsing of typed dates (parse-input.ts): pages show dates this way without
// taking the parser into their first load.

/** How a date is written back into an input: the locale's everyday form. */
export function formatInputDate(date: CalendarDate, locale: string): string {
  if (locale !== 'ru') return date;
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
