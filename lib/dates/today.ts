import type { CalendarDate } from './calendar';

/**
 * "Today" for every page (permission badges, the browse range, the quick ranges of the documents
 * browser): the server's current date in UTC. One rule, so two pages never disagree about the day.
 * The demo world is anchored in UTC too; near midnight in a far zone a badge or a preset may move
 * by a day, never a document (documents carry their own local date-times).
 */
export function today(now: Date = new Date()): CalendarDate {
  return now.toISOString().slice(0, 10);
}
