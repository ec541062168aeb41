import { parseAmount, parseTolerance } from './amount';
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
  'badAmount' | 'badTolerance' | 'badTime' | 'badFd' | 'badPeriod' | 'nothing';

/** `maxDays`: the longest period the form lets through (longer where the mirror keeps a copy). */
export function checkSearchForm(
  texts: SearchTexts,
  maxDays?: number,
): Partial<Record<SearchField, FormProblem>> {
  const value = (field: SearchField) => texts[field]?.trim() ?? '';
  const problems: Partial<Record<SearchField, FormProblem>> = {};
  if (!isSearchPeriod(value('from'), value('to'), maxDays)) problems.to = 'badPeriod';
  const amount = value('amount') === '' ? undefined : parseAmount(value('amount'));
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
