import type { CalendarDate } from './calendar';
import { epochToLocal, zoneOfAddress } from './regions';

/**
 * "Today" for every page (permission badges, the browse range, the quick ranges of the documents
 * browser): the server's current date in UTC. One rule, so two pages never disagree about the day.
 * The demo world is anchored in UTC too; near midnight in a far zone a badge or a preset may move
 * by a day, never a document (documents carry their own local date-times).
 */
export function today(now: Date = new Date()): CalendarDate {
  return now.toISOString().slice(0, 10);
}

/**
 * The register's own today, in the zone of its address (regions.ts): the register page counts
 * "starts in N days" from it, as the health card beside it does (lib/health/rules-window.ts), so
 * the two never disagree about the same date.
 */
export function registerToday(address: string, now: number = Date.now()): CalendarDate {
  return epochToLocal(now, zoneOfAddress(address).utcOffset).slice(0, 10);
}
