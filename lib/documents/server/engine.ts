import 'server-only';
import { getEnv } from '@/lib/env';
import { OutsidePermissionWindowError } from '@/lib/ofd/errors';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { localCopy } from '@/lib/ofd/local-copy';
import type { MoneyTotals, OperationType } from '@/lib/ofd/receipt-math';
import {
  forgetProcessShared,
  peekProcessShared,
  processShared,
  setProcessShared,
} from '@/lib/process/shared';
import type { CachedDocument } from '../contract/cached-document';
import { driveParts, joinRanges, loadAllDrives } from './all-drives';
import {
  ALL_DRIVES,
  type DocumentRow,
  type ServedRange,
  type SortDir,
  type SortKey,
} from '../contract/api';
import type { Filters, PeriodQuery } from '../contract/query.schema';
import { createDayCache, type DayEntry } from './day-cache';
import { dayFetcherFor } from './day-fetcher';
import { clipToPermission, inPeriod, type DateTimeSpan } from './day-chunks';
import { loadPeriod, type LoadDeps } from './load-period';
import { resolveRegister } from './register';
import { applyFilters, type Facets } from './selection';
import type { SortOrder } from './sort-order';
import { fetchablePart, fetchHorizon } from './fetch-horizon';
import { createLoadSlots } from './load-slots';
import { createSharedFetch } from './shared-fetch';
import { withOtherDays } from './other-days';
import type { LoadedRange, LoadOptions } from './loaded-range';

export type { LoadedRange, LoadOptions };

// The documents engine of one server process: its day cache, its shared upstream fetches, and a
// few recent selections, so that a re-sort or a page turn of a loaded period is pure computation.
// All of it is process-shared: the health sweep at start runs in instrumentation's bundle and
// warms the day cache that the pages' and routes' bundles, each with its own copy of this module,
// then read; and the load slots cap the loads of every bundle together.

type Engine = Omit<LoadDeps, 'fetchDay'>;
const KEEP_SELECTIONS = 4;
const ENGINE = 'documents.engine';
const RECENT_RANGES = 'documents.recent-ranges';
const RECENT_SELECTIONS = 'documents.recent-selections';

// Loads that fetch at once: two per person, eight in all (each fetches OFD_FETCH_CONCURRENCY days
// at a time); a load that waits 10 s for a slot is answered 429. Loads served from the cache take
// no slot.
const loadSlots = () =>
  processShared('documents.load-slots', () =>
    createLoadSlots({ perOwner: 2, overall: 8, waitMs: 10_000 }),
  );

function getEngine(): Engine {
  return processShared(ENGINE, () => {
    const env = getEnv();
    return {
      cache: createDayCache<CachedDocument>({
        maxDocuments: env.dayCacheDocuments,
        ttlMs: env.dayCacheTtlMs,
      }),
      shared: createSharedFetch<DayEntry<CachedDocument>>(),
      concurrency: env.fetchConcurrency,
      maxDocuments: env.dayCacheDocuments,
      now: Date.now,
    };
  });
}

/** Tests: the day cache and recent selections of a fresh process (settings read again). */
export function forgetDocumentsEngine(): void {
  for (const key of [ENGINE, RECENT_RANGES, RECENT_SELECTIONS]) forgetProcessShared(key);
}

/** Checks the period against the register's window and clips it, or refuses it (422). */
export async function servedRange(orgId: string, rnm: string, query: PeriodQuery) {
  if (query.drive === ALL_DRIVES) {
    const parts = await driveParts(orgId, rnm, query);
    return {
      register: parts[0]!.register,
      range: joinRanges(
        parts.map((p) => p.range),
        query,
      ),
    };
  }
  const register = await resolveRegister(orgId, rnm, query.drive);
  const { window } = register;
  const clipped = window.from <= window.to ? clipToPermission(query.from, query.to, window) : null;
  if (!clipped) {
    throw new OutsidePermissionWindowError({
      permissionFrom: window.from,
      permissionTo: window.to,
    });
  }
  const range: ServedRange = {
    from: clipped.from,
    to: clipped.to,
    window,
    clipped: clipped.clipped || query.limited,
    limited: query.limited,
  };
  return { register, range };
}

/**
 * Loads the period into the day cache (fetching what is missing) and returns its documents. With
 * `drive=all`, each drive's part of the period is loaded in turn and the parts joined in time
 * order (all-drives.ts): one register's history across a drive replacement.
 */
export async function loadRange(
  orgId: string,
  rnm: string,
  query: PeriodQuery,
  options: LoadOptions = {},
): Promise<LoadedRange> {
  if (query.drive === ALL_DRIVES) return loadAllDrives(orgId, rnm, query, options, loadRange);
  const { register, range } = await servedRange(orgId, rnm, query);
  const period: DateTimeSpan = { from: range.from, to: range.to };
  const fetchable = fetchablePart(
    period,
    fetchHorizon(register.register.lastDocumentTimestamp, Date.now()),
  );
  let days: DayEntry<CachedDocument>[] = [];
  if (fetchable) {
    const owner = options.owner ?? 'anonymous';
    const loaded = await loadPeriod(
      {
        regNumber: rnm,
        driveNumber: query.drive,
        period: fetchable,
        permission: register.permission,
        signal: options.signal,
        onProgress: options.onProgress,
      },
      {
        ...getEngine(),
        fetchDay: dayFetcherFor(register),
        slot: (signal) => loadSlots().acquire(owner, signal),
      },
    );
    days = loaded.days;
  } else options.onProgress?.({ done: 0, total: 0 });
  const version = `${period.from}/${period.to}/${days.map((day) => day.serial).join('.')}`;
  const recentRanges = processShared(RECENT_RANGES, newRecentRanges);
  let documents = recentRanges.get(version);
  if (!documents) {
    documents = [];
    for (const [i, day] of days.entries()) {
      // Only the first and last day can stick out of the range (it is clipped at the second).
      const whole = i > 0 && i < days.length - 1;
      for (const d of day.documents) {
        if (!whole && !inPeriod(d.dateTime, period)) continue;
        // A cached day belongs to one drive, so tagging its documents never contradicts itself.
        d.drive = query.drive;
        documents.push(d);
      }
    }
    documents = withOtherDays(documents, days, period, query.drive);
    recentRanges.set(version, documents);
  }
  return {
    register,
    range,
    documents,
    unreadable: days.flatMap((day) =>
      day.unreadable.filter((u) => u.dateTime === undefined || inPeriod(u.dateTime, period)),
    ),
    otherDay: days.reduce((sum, day) => sum + day.elsewhere.length, 0),
    otherDrives: days.flatMap((day) => day.otherDrives.filter((d) => inPeriod(d.dateTime, period))),
    version,
  };
}

// The documents of the last few ranges, by the exact day entries they were built from.
const newRecentRanges = () => new BoundedCache<string, CachedDocument[]>({ max: KEEP_SELECTIONS });

export type FilteredSelection = {
  documents: CachedDocument[];
  facets: Facets;
  /** Sort orders computed so far, by key (either direction reads the same order). */
  orders: Map<string, SortOrder>;
  memo: Map<string, unknown>;
};

// The last few selections: a page turn or a re-sort of the same selection reuses the filtering,
// the facets and the summary, and each sort order once computed.
const newRecentSelections = () =>
  new BoundedCache<string, FilteredSelection>({ max: KEEP_SELECTIONS });

export function selectionOf(loaded: LoadedRange, filters: Filters): FilteredSelection {
  const key = JSON.stringify([
    loaded.register.register.regNumber,
    loaded.register.driveNumber,
    loaded.version,
    filters.types ?? null,
    filters.ops ?? null,
    filters.q ?? null,
    filters.shift ?? null,
  ]);
  return processShared(RECENT_SELECTIONS, newRecentSelections).getOrSet(key, () => {
    const { documents, facets } = applyFilters(loaded.documents, filters);
    return { documents, facets, orders: new Map(), memo: new Map() };
  });
}

/** A value derived from a selection, computed once per selection. */
export function memoized<T>(selection: FilteredSelection, name: string, compute: () => T): T {
  if (!selection.memo.has(name)) selection.memo.set(name, compute());
  return selection.memo.get(name) as T;
}

// The copy's own tables (docs/mirror.md, "A busy month from the copy"): with the mirror on, a
// period the copy holds complete is answered by SQL over the store's rows and figures, set here by
// the mirror (lib/mirror/server/copy-tables.ts); no body is read for a page, a sort or a summary.

/** A register's period, one drive or all (null), and the filters the tables answer. */
export type CopyQuery = {
  rnm: string;
  drive: string | null;
  from: string;
  to: string;
  types?: readonly string[];
  ops?: readonly number[];
  shift?: number;
};

export type CopyTables = {
  /** Whether the copy holds the register's period complete (then the tables answer for it). */
  holds: (rnm: string, from: string, to: string) => Promise<boolean>;
  /** The selection's receipts per operation, and counts per type, operation and operator. */
  figures: (query: CopyQuery) => Promise<{
    operations: Record<OperationType, MoneyTotals>;
    groups: {
      type: string;
      operationType: OperationType | null;
      operator: string | null;
      count: number;
    }[];
  }>;
  /** A page of rows in the order asked for; `operators` in their display order for that sort. */
  rows: (
    query: CopyQuery,
    order: CopyOrder & { offset: number; limit: number },
  ) => Promise<DocumentRow[]>;
  /** Where a document stands in that order (1-based), or null when the selection lacks it. */
  position: (
    query: CopyQuery,
    order: CopyOrder,
    drive: string,
    fd: number,
  ) => Promise<number | null>;
};

/** A sort of the copy's rows; `operators` in their display order for the operator sort. */
export type CopyOrder = { key: SortKey; dir: SortDir; operators: string[] };

const COPY_TABLES = 'documents.copy-tables';

export function setCopyTables(tables: CopyTables | undefined): void {
  setProcessShared(COPY_TABLES, tables);
}

/** The copy's tables when a copy answers for the operator (lib/ofd/local-copy.ts), else none. */
export function copyTables(): CopyTables | undefined {
  return localCopy() ? peekProcessShared<CopyTables>(COPY_TABLES) : undefined;
}
