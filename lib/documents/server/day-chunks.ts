import { addDays, type CalendarDate } from '@/lib/dates/calendar';
import { endOfDay, startOfDay } from '@/lib/dates/local-date-time';

// `tickets` is unpaged (docs/operator-api.md §4): a month of a busy register is one response of tens of MB.
// The dashboard asks for one calendar day at a time instead, and caches finished days. Every value
// here is a local date-time `YYYY-MM-DDThh:mm:ss` of one fixed shape, so text order is time order
// at second precision and nothing passes through a zoned Date.

/** Local wall-clock date-time, `YYYY-MM-DDThh:mm:ss`. */
export type LocalDateTime = string;

/** Both ends inclusive. */
export type DateTimeSpan = { from: LocalDateTime; to: LocalDateTime };

/** One calendar day of a period: the part of the period that falls on `day`. */
export type DayChunk = { day: CalendarDate; from: LocalDateTime; to: LocalDateTime };

export type ClippedRange = DateTimeSpan & { clipped: boolean };

/**
 * The calendar dates [from, to] (both inclusive, `to` up to 23:59:59) intersected with `window`,
 * or null when they do not overlap at all. `clipped` tells whether the window cut anything off.
 */
export function clipToPermission(
  from: CalendarDate,
  to: CalendarDate,
  window: DateTimeSpan,
): ClippedRange | null {
  const asked = { from: startOfDay(from), to: endOfDay(to) };
  const start = asked.from > window.from ? asked.from : window.from;
  const end = asked.to < window.to ? asked.to : window.to;
  if (start > end) return null;
  return { from: start, to: end, clipped: start !== asked.from || end !== asked.to };
}

/**
 * Splits a period into consecutive day chunks: the first starts at `period.from`, the last ends at
 * `period.to`, and each other one covers a whole day, so every second is in exactly one chunk.
 */
export function dayChunks(period: DateTimeSpan): DayChunk[] {
  if (period.from > period.to) return [];
  const lastDay = period.to.slice(0, 10);
  const chunks: DayChunk[] = [];
  for (let day = period.from.slice(0, 10); day <= lastDay; day = addDays(day, 1)) {
    const from = day === period.from.slice(0, 10) ? period.from : startOfDay(day);
    const to = day === lastDay ? period.to : endOfDay(day);
    chunks.push({ day, from, to });
  }
  return chunks;
}

/** Whether a document's local date-time lies in the period (both ends inclusive). */
export function inPeriod(dateTime: LocalDateTime, period: DateTimeSpan): boolean {
  return dateTime >= period.from && dateTime <= period.to;
}
