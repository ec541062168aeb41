import { PeriodTooLargeError } from '@/lib/ofd/errors';
import type { PeriodProgress } from '../contract/api';
import type { CachedDocument } from '../contract/cached-document';
import { dayKey, isFinishedDay, type DayCache, type DayEntry } from './day-cache';
import { dayChunks, type DayChunk, type DateTimeSpan } from './day-chunks';
import type { DayResult } from './day-reader';
import { abortError, type SharedFetch } from './shared-fetch';

// Loads a period into the day cache: the days already cached are taken as they are, the others are
// fetched from the operator a few at a time (bounded concurrency), one request per calendar day.

/** Fetches one calendar day of one register and drive; `signal` aborts the upstream request. */
export type DayFetcher = (chunk: DayChunk, signal: AbortSignal) => Promise<DayResult>;

export type LoadDeps = {
  cache: DayCache<CachedDocument>;
  shared: SharedFetch<DayEntry<CachedDocument>>;
  fetchDay: DayFetcher;
  concurrency: number;
  /** Largest period held at once; beyond it the load stops with PeriodTooLargeError. */
  maxDocuments: number;
  now: () => number;
  /** Waits for a turn to fetch (load-slots.ts); taken only when some day is not cached. */
  slot?: (signal?: AbortSignal) => Promise<() => void>;
};

export type PeriodRequest = {
  regNumber: string;
  driveNumber: string;
  /** Already clipped to the window. */
  period: DateTimeSpan;
  /** The operator clips each day to this window itself; part of a partial day's cache key. */
  permission: DateTimeSpan;
  signal?: AbortSignal;
  onProgress?: (progress: PeriodProgress) => void;
};

export type LoadedPeriod = { days: DayEntry<CachedDocument>[]; documents: number };

/** A day the permission window cuts is cached under the part the operator served. */
function keyOf(request: PeriodRequest, day: string): string {
  const from = `${day}T00:00:00`;
  const to = `${day}T23:59:59`;
  const { permission } = request;
  const key = dayKey(request.regNumber, request.driveNumber, day);
  if (permission.from <= from && permission.to >= to) return key;
  return `${key}/${permission.from > from ? permission.from : from}/${permission.to < to ? permission.to : to}`;
}

export async function loadPeriod(request: PeriodRequest, deps: LoadDeps): Promise<LoadedPeriod> {
  const chunks = dayChunks(request.period);
  const days: (DayEntry<CachedDocument> | undefined)[] = chunks.map((chunk) =>
    deps.cache.get(keyOf(request, chunk.day)),
  );
  let done = days.filter(Boolean).length;
  let documents = days.reduce((sum, day) => sum + (day?.documents.length ?? 0), 0);
  const report = () => request.onProgress?.({ done, total: chunks.length });
  report();
  if (documents > deps.maxDocuments) throw new PeriodTooLargeError(deps.maxDocuments);

  // Newest days first: the first page people see (newest first) needs them, and a first-rows
  // request for them (lib/documents/server/first-rows.ts) joins these fetches instead of adding its own.
  const missing = chunks.flatMap((_, i) => (days[i] ? [] : [i])).reverse();
  // The first failure stops the other workers, and with them their upstream requests.
  const stop = new AbortController();
  const signal = request.signal ? AbortSignal.any([request.signal, stop.signal]) : stop.signal;
  let nextIndex = 0;

  // The newest day is fetched alone before the others join: it is the first page people see
  // (first-rows.ts waits for it), and with three more days beside it on the same thread it took
  // about three times as long. The rest of the load starts as soon as it is in.
  let headStart!: () => void;
  const headDone = new Promise<void>((resolve) => (headStart = resolve));

  async function worker() {
    while (nextIndex < missing.length) {
      if (signal.aborted) throw abortError(signal);
      const i = missing[nextIndex++]!;
      const chunk = chunks[i]!;
      const key = keyOf(request, chunk.day);
      // Another load may have cached the day since this one began.
      const entry =
        deps.cache.get(key) ??
        (await deps.shared.run(
          key,
          async (fetchSignal) => {
            const result = await deps.fetchDay(chunk, fetchSignal);
            const last = result.documents.at(-1)?.type;
            const final = isFinishedDay(chunk.day, last, deps.now());
            return deps.cache.set(key, chunk.day, result.documents, {
              final,
              unreadable: result.unreadable,
              elsewhere: result.elsewhere,
              otherDrives: result.otherDrives,
            });
          },
          signal,
        ));
      days[i] = entry;
      done += 1;
      documents += entry.documents.length;
      if (documents > deps.maxDocuments) throw new PeriodTooLargeError(deps.maxDocuments);
      report();
      headStart();
    }
  }

  const workers = Math.min(deps.concurrency, missing.length);
  const release = missing.length > 0 ? await deps.slot?.(request.signal) : undefined;
  const run = () =>
    worker().catch((error: unknown) => {
      stop.abort(error);
      throw error;
    });
  const results = await Promise.allSettled(
    Array.from({ length: workers }, (_, i) => {
      if (i === 0) return run().finally(headStart);
      return headDone.then(run);
    }),
  ).finally(release);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    // The caller's own cancellation wins over the errors it caused in the other workers.
    throw request.signal?.aborted ? abortError(request.signal) : stop.signal.reason;
  }
  return { days: days as DayEntry<CachedDocument>[], documents };
}
