import type { CalendarDate } from '@/lib/dates/calendar';
import { processShared } from '@/lib/process/shared';
import type { UnreadableDocument } from '../contract/api';

// The server's cache of fetched days: one entry per register, fiscal drive and calendar day, in a
// least-recently-used order bounded by the total number of documents held. A finished past day is
// kept until evicted; today, and a past day whose last document is not a closed shift, may still
// grow (registers transmit late, docs/operator-api.md §4) and are fetched again after a short TTL.

export type DayEntry<T> = {
  key: string;
  day: CalendarDate;
  documents: readonly T[];
  fetchedAt: number;
  /** A finished day: served until evicted, never refetched for staleness. */
  final: boolean;
  /** Elements the operator sent for the day that could not be read as documents. */
  unreadable: readonly UnreadableDocument[];
  /** Documents sent for the day whose wall clock is on another day (listed on their own day). */
  elsewhere: readonly T[];
  /** Documents of the register's other drives in the answer (by-period covers every drive). */
  otherDrives: readonly T[];
  /** Unique per stored entry: lets derived results (selections) know when a day was replaced. */
  serial: number;
};

export type DayCacheOptions = {
  /** Upper bound of documents held over all entries. */
  maxDocuments: number;
  /** How long a day that may still grow is served before it is fetched again. */
  ttlMs: number;
  now?: () => number;
};

export type DayCache<T> = {
  /** A fresh entry (touching it as recently used), or undefined when absent or stale. */
  get(key: string): DayEntry<T> | undefined;
  set(
    key: string,
    day: CalendarDate,
    documents: readonly T[],
    flags: {
      final: boolean;
      unreadable?: readonly UnreadableDocument[];
      elsewhere?: readonly T[];
      otherDrives?: readonly T[];
    },
  ): DayEntry<T>;
  delete(key: string): void;
  clear(): void;
  stats(): { entries: number; documents: number };
};

export function dayKey(regNumber: string, driveNumber: string, day: CalendarDate): string {
  return `${regNumber}/${driveNumber}/${day}`;
}

// Process-shared: every bundle's copy of this module fills the one engine's cache, and a serial
// names an entry's contents in the engine's recent ranges, so two entries never share one.
const serials = processShared('documents.day-serials', () => ({ last: 0 }));

/** Documents an entry holds: its drive's, and the other drives' that the answer carried. */
const held = (entry: DayEntry<unknown>) => entry.documents.length + entry.otherDrives.length;

export function createDayCache<T>(options: DayCacheOptions): DayCache<T> {
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, DayEntry<T>>();
  let documents = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    documents -= held(entry);
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!entry.final && now() - entry.fetchedAt >= options.ttlMs) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, day, list, { final, unreadable = [], elsewhere = [], otherDrives = [] }) {
      remove(key);
      const entry: DayEntry<T> = {
        key,
        day,
        documents: list,
        fetchedAt: now(),
        final,
        unreadable,
        elsewhere,
        otherDrives,
        serial: ++serials.last,
      };
      // A day larger than the whole bound is handed back but not kept.
      if (held(entry) > options.maxDocuments) return entry;
      entries.set(key, entry);
      documents += held(entry);
      for (const oldest of entries.keys()) {
        if (documents <= options.maxDocuments) break;
        remove(oldest);
      }
      return entry;
    },
    delete: remove,
    clear() {
      entries.clear();
      documents = 0;
    },
    stats: () => ({ entries: entries.size, documents }),
  };
}

/**
 * The latest calendar day that is over in every time zone (UTC−12 included) at `nowMs`. The shop's
 * zone is unknown to the dashboard, so a day counts as past only once it has ended everywhere.
 */
export function lastPastDay(nowMs: number): CalendarDate {
  return new Date(nowMs - 36 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * A day is finished when it is past and its last document closes a shift: documents reach the
 * operator in fiscal-number order, so a received closeShift means the shift before it is complete.
 */
export function isFinishedDay(
  day: CalendarDate,
  lastDocumentType: string | undefined,
  nowMs: number,
): boolean {
  return day <= lastPastDay(nowMs) && lastDocumentType === 'closeShift';
}
