import { dateErrorMessage, parseTypedDate } from '@/lib/dates/parse-input';
import { parseWrittenAmount, parseTolerance } from './amount';
import { isSearchPeriod } from './default-period';
import { parseTimeOfDay } from './time-of-day';

// The search form's own check before it asks the server, with the same readers the server's
// schema uses (search-query.schema.ts), so the page can say what is wrong beside the field.

export const SEARCH_FIELDS = [
  'organizationId',
  'from',
  'to',
  'amount',
  'tolerance',
  'time',
  'q',
  'fd',
  'type',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchTexts = Partial<Record<SearchField, string>>;
export type FormProblem =
  | 'badAmount'
  | 'badTolerance'
  | 'badTime'
  | 'badFd'
  | 'badPeriod'
  | 'badDate'
  | 'noSuchDay'
  | 'nothing';

/** `maxDays`: the longest period the form lets through (longer where the mirror keeps a copy). */
export function checkSearchForm(
  texts: SearchTexts,
  maxDays?: number,
): Partial<Record<SearchField, FormProblem>> {
  const value = (field: SearchField) => texts[field]?.trim() ?? '';
  const problems: Partial<Record<SearchField, FormProblem>> = {};
  if (!isSearchPeriod(value('from'), value('to'), maxDays)) problems.to = 'badPeriod';
  const amount = value('amount') === '' ? undefined : parseWrittenAmount(value('amount'));
  if (value('amount') !== '' && amount === undefined) problems.amount = 'badAmount';
  if (
    value('tolerance') !== '' &&
    (amount === undefined || parseTolerance(value('tolerance'), amount) === undefined)
  ) {
    problems.tolerance = 'badTolerance';
  }
  if (value('time') !== '' && !parseTimeOfDay(value('time'))) problems.time = 'badTime';
  if (value('fd') !== '' && !/^[1-9]\d{0,9}$/.test(value('fd'))) problems.fd = 'badFd';
  const criteria = ['amount', 'time', 'q', 'fd', 'type'] as const;
  if (criteria.every((field) => value(field) === '')) problems.amount ??= 'nothing';
  return problems;
}

/**
 * The period's days as people type them in the page's language (dd.mm.yyyy in Russian, and every
 * form lib/dates/parse-input.ts reads), as the yyyy-mm-dd the URL and the API carry; a day that
 * does not read stays as typed and is named a problem beside its field.
 */
export function readTypedDates(texts: SearchTexts): {
  texts: SearchTexts;
  problems: Partial<Record<SearchField, FormProblem>>;
} {
  const out = { ...texts };
  const problems: Partial<Record<SearchField, FormProblem>> = {};
  for (const field of ['from', 'to'] as const) {
    const text = texts[field]?.trim();
    if (!text) continue;
    const parsed = parseTypedDate(text);
    if (parsed.ok) out[field] = parsed.date;
    // 31.11.2026 is written right but is no day: said so, not as a wrong format.
    else
      problems[field] =
        dateErrorMessage(parsed.error, text) === 'noSuchDay' ? 'noSuchDay' : 'badDate';
  }
  return { texts: out, problems };
}

/** The whole check of typed texts: the days read first, then the rest with the days as read. */
export function checkTypedSearchForm(texts: SearchTexts, maxDays?: number) {
  const read = readTypedDates(texts);
  const problems = checkSearchForm(read.texts, maxDays);
  // A day that does not read is said beside its own field, not again as a wrong period.
  if (Object.keys(read.problems).length > 0 && problems.to === 'badPeriod') delete problems.to;
  return { texts: read.texts, problems: { ...problems, ...read.problems } };
}

/** The form's texts that are not blank, for the URL and the API. */
export function searchTextsOf(
  read: (field: SearchField) => string | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of SEARCH_FIELDS) {
    const text = read(field)?.trim();
    if (text) out[field] = text;
  }
  return out;
}
