import { addDays, diffDays, isCalendarDate } from '@/lib/dates/calendar';
import { MAX_SEARCH_DAYS } from './contract';

// The period a receipt search starts from (docs/receipt-search.md): the one the page shows when it
// is a real period of at most MAX_SEARCH_DAYS days, else the last 7 days.

export function searchPeriodFrom(
  shown: { from?: string | null; to?: string | null },
  today: string,
): { from: string; to: string } {
  const { from, to } = shown;
  if (isCalendarDate(from) && isCalendarDate(to) && from <= to) {
    if (diffDays(from, to) < MAX_SEARCH_DAYS) return { from, to };
  }
  return { from: addDays(today, -6), to: today };
}

/**
 * True for a period a search may cover: MAX_SEARCH_DAYS, or more where the mirror keeps a copy
 * (the server still refuses days the copy does not hold, lib/receipt-search/server/search-plan.ts).
 */
export function isSearchPeriod(from: string, to: string, maxDays = MAX_SEARCH_DAYS): boolean {
  return isCalendarDate(from) && isCalendarDate(to) && from <= to && diffDays(from, to) < maxDays;
}
