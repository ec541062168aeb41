import 'server-only';
import { getEnv } from '@/lib/env';
import { OutsidePermissionWindowError } from '@/lib/ofd/errors';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { forgetProcessShared, processShared } from '@/lib/process/shared';
import type { CachedDocument } from '../contract/cached-document';
import { driveParts, joinRanges, loadAllDrives } from './all-drives';
import { ALL_DRIVES, type ServedRange } from '../contract/api';
import type { PeriodQuery } from '../contract/query.schema';
import { createDayCache, type DayEntry } from './day-cache';
import { dayFetcherFor } from './day-fetcher';
import { clipToPermission, inPeriod, type DateTimeSpan } from './day-chunks';
import { loadPeriod, type LoadDeps } from './load-period';
import { resolveRegister } from './register';
import { fetchablePart, fetchHorizon } from './fetch-horizon';
import { createLoadSlots } from './load-slots';
import { createSharedFetch } from './shared-fetch';
import { withOtherDays } from './other-days';
import type { LoadedRange, LoadOptions } from './loaded-range';

export type { LoadedRange, LoadOptions };

// The documents engine of one server process: its day cache, its shared upstream fetches, and the
// documents of a few recent ranges; the selections over them are recent-selections.ts's.
// All of it is process-shared: the health sweep at start runs in instrumentation's bundle and
// warms the day cache that the pages' and routes' bundles, each with its own copy of this module,
// then read; and the load slots cap the loads of every bundle together.

type Engine = Omit<LoadDeps, 'fetchDay'>;
/** Ranges kept, and selections over them (recent-selections.ts). */
export const KEEP_SELECTIONS = 4;
const ENGINE = 'documents.engine';
const RECENT_RANGES = 'documents.recent-ranges';
/** The selections' process-shared key (recent-selections.ts), forgotten with the engine. */
export const RECENT_SELECTIONS = 'documents.recent-selections';

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
