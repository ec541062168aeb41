import { sortByTime, type CachedDocument } from '../contract/cached-document';
import { inPeriod, type DateTimeSpan } from './day-chunks';
import type { DayEntry } from './day-cache';

// A document the operator sent for one day whose wall clock is on another (an epoch time read in
// the register's zone, docs/real-operators.md "Nothing dropped") is listed on its own day when
// that day is in the period.

/**
 * Adds the documents sent for another day whose wall clock lies in the period, once each: a
 * document its own day also sent (same FD number on the drive) is not listed twice.
 */
export function withOtherDays(
  documents: CachedDocument[],
  days: readonly Pick<DayEntry<CachedDocument>, 'elsewhere'>[],
  period: DateTimeSpan,
  drive: string,
): CachedDocument[] {
  const others = days.flatMap((day) => day.elsewhere.filter((d) => inPeriod(d.dateTime, period)));
  if (others.length === 0) return documents;
  const seen = new Set(documents.map((d) => d.fiscalDocumentNumber));
  for (const d of others) {
    if (seen.has(d.fiscalDocumentNumber)) continue;
    seen.add(d.fiscalDocumentNumber);
    d.drive = drive;
    documents.push(d);
  }
  return sortByTime(documents);
}
