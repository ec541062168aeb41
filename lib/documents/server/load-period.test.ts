import { describe, expect, it } from 'vitest';
import type { CachedDocument } from '../contract/cached-document';
import { createDayCache, type DayEntry } from './day-cache';
import type { DayChunk } from './day-chunks';
import { PeriodTooLargeError } from '@/lib/ofd/errors';
import { loadPeriod, type LoadDeps, type PeriodRequest } from './load-period';
import { createSharedFetch } from './shared-fetch';

const NOW = Date.parse('2024-06-20T12:00:00Z');

function doc(day: string, fd: number, type: CachedDocument['type'] = 'openShift'): CachedDocument {
  return {
    id: `id-${fd}`,
    type,
    fiscalDocumentNumber: fd,
    dateTime: `${day}T10:00:00`,
  } as CachedDocument;
}

/** A fake operator: one closed shift per day unless told otherwise, with controllable timing. */
function fakeOperator(options: { delayMs?: number; failOn?: string; open?: boolean } = {}) {
  const calls: string[] = [];
  const aborted: string[] = [];
  let active = 0;
  let peak = 0;
  const fetchDay = async (chunk: DayChunk, signal: AbortSignal) => {
    calls.push(chunk.day);
    active += 1;
    peak = Math.max(peak, active);
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, options.delayMs ?? 5);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          aborted.push(chunk.day);
          reject(signal.reason);
        });
      });
      if (chunk.day === options.failOn) throw new Error(`upstream failed on ${chunk.day}`);
      const close = options.open ? 'receipt' : 'closeShift';
      return {
        documents: [doc(chunk.day, 1), doc(chunk.day, 2, close)],
        unreadable: [],
        elsewhere: [],
        otherDrives: [],
      };
    } finally {
      active -= 1;
    }
  };
  return { fetchDay, calls, aborted, peak: () => peak };
}

function deps(fetchDay: LoadDeps['fetchDay'], overrides: Partial<LoadDeps> = {}): LoadDeps {
  return {
    cache: createDayCache<CachedDocument>({ maxDocuments: 1000, ttlMs: 60_000, now: () => NOW }),
    shared: createSharedFetch<DayEntry<CachedDocument>>(),
    fetchDay,
    concurrency: 3,
    maxDocuments: 1000,
    now: () => NOW,
    ...overrides,
  };
}

const request = (from: string, to: string, extra: Partial<PeriodRequest> = {}): PeriodRequest => ({
  regNumber: '0000000001234567',
  driveNumber: '9999078900001111',
  period: { from: `${from}T00:00:00`, to: `${to}T23:59:59` },
  permission: { from: '2024-01-01T00:00:00', to: '2024-12-31T23:59:59' },
  ...extra,
});

describe('loadPeriod', () => {
  it('fetches each day once with at most `concurrency` requests at a time', async () => {
    const op = fakeOperator();
    const progress: number[] = [];
    const loaded = await loadPeriod(
      request('2024-06-01', '2024-06-10', { onProgress: (p) => progress.push(p.done) }),
      deps(op.fetchDay),
    );
    expect([...op.calls].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `2024-06-${String(i + 1).padStart(2, '0')}`),
    );
    expect(op.peak()).toBe(3);
    expect(loaded.days.map((d) => d.day)).toEqual([...op.calls].sort());
    expect(loaded.documents).toBe(20);
    expect(progress).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The newest days are asked for first.
    expect(op.calls.slice(0, 3)).toEqual(['2024-06-10', '2024-06-09', '2024-06-08']);
  });

  it('serves finished past days from the cache and refetches days that may still grow', async () => {
    let now = NOW;
    const closed = fakeOperator();
    const d = deps(closed.fetchDay, {
      now: () => now,
      cache: createDayCache<CachedDocument>({ maxDocuments: 1000, ttlMs: 60_000, now: () => now }),
    });
    // 2024-06-19 is the last day over everywhere at NOW; 2024-06-20 is still today somewhere.
    await loadPeriod(request('2024-06-17', '2024-06-20'), d);
    closed.calls.length = 0;
    await loadPeriod(request('2024-06-17', '2024-06-20'), d);
    expect(closed.calls).toEqual([]); // within the TTL, even today comes from the cache
    now += 60_000;
    await loadPeriod(request('2024-06-17', '2024-06-20'), d);
    expect(closed.calls).toEqual(['2024-06-20']);

    // A past day whose shift is still open is refetched after the TTL too.
    const open = fakeOperator({ open: true });
    const e = deps(open.fetchDay, {
      now: () => now,
      cache: createDayCache<CachedDocument>({ maxDocuments: 1000, ttlMs: 60_000, now: () => now }),
    });
    await loadPeriod(request('2024-06-10', '2024-06-10'), e);
    now += 60_000;
    await loadPeriod(request('2024-06-10', '2024-06-10'), e);
    expect(open.calls).toEqual(['2024-06-10', '2024-06-10']);
  });

  it('joins a load already under way instead of fetching twice', async () => {
    const op = fakeOperator({ delayMs: 20 });
    const d = deps(op.fetchDay);
    const [a, b] = await Promise.all([
      loadPeriod(request('2024-06-01', '2024-06-04'), d),
      loadPeriod(request('2024-06-03', '2024-06-06'), d),
    ]);
    expect(op.calls).toHaveLength(6);
    expect(a.days[2]).toBe(b.days[0]);
  });

  it('aborts the upstream requests when the caller cancels', async () => {
    const op = fakeOperator({ delayMs: 1000 });
    const controller = new AbortController();
    const load = loadPeriod(
      request('2024-06-01', '2024-06-10', { signal: controller.signal }),
      deps(op.fetchDay),
    );
    setTimeout(() => controller.abort(new Error('cancelled by the person')), 20);
    await expect(load).rejects.toThrow('cancelled by the person');
    // Only the newest day was asked before the others could join.
    expect(op.aborted).toEqual(['2024-06-10']);
    expect(op.calls).toEqual(['2024-06-10']);
  });

  it('asks for the newest day alone, then for the others beside each other', async () => {
    const op = fakeOperator({ delayMs: 20 });
    const asked: [string, number][] = [];
    const fetchDay: LoadDeps['fetchDay'] = (chunk, signal) => {
      asked.push([chunk.day, progress.at(-1) ?? 0]);
      return op.fetchDay(chunk, signal);
    };
    const progress: number[] = [];
    await loadPeriod(
      request('2024-06-01', '2024-06-07', { onProgress: (p) => progress.push(p.done) }),
      deps(fetchDay),
    );
    // Days done when each day was asked for: the newest with none, the next three after it.
    expect(asked.slice(0, 4)).toEqual([
      ['2024-06-07', 0],
      ['2024-06-06', 1],
      ['2024-06-05', 1],
      ['2024-06-04', 1],
    ]);
    expect(op.peak()).toBe(3);
  });

  it('keeps a shared fetch alive while another request still waits for it', async () => {
    const op = fakeOperator({ delayMs: 40 });
    const d = deps(op.fetchDay);
    const controller = new AbortController();
    const first = loadPeriod(request('2024-06-01', '2024-06-01', { signal: controller.signal }), d);
    const second = loadPeriod(request('2024-06-01', '2024-06-01'), d);
    controller.abort(new Error('first gave up'));
    await expect(first).rejects.toThrow('first gave up');
    expect((await second).documents).toBe(2);
    expect(op.aborted).toEqual([]);
  });

  it('stops the other days on the first failure and reports it', async () => {
    const op = fakeOperator({ delayMs: 10, failOn: '2024-06-19' });
    await expect(
      loadPeriod(request('2024-06-01', '2024-06-20'), deps(op.fetchDay)),
    ).rejects.toThrow('upstream failed on 2024-06-19');
    expect(op.calls.length).toBeLessThan(20);
  });

  it('refuses a period beyond the document bound', async () => {
    const op = fakeOperator();
    await expect(
      loadPeriod(request('2024-06-01', '2024-06-10'), deps(op.fetchDay, { maxDocuments: 7 })),
    ).rejects.toBeInstanceOf(PeriodTooLargeError);
  });
});
