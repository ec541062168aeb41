import { describe, expect, it } from 'vitest';
import { createPeriodLoads, type Loader } from './period-loads';
import { ApiError } from '@/lib/query/api-error';

/** A loader whose calls the test finishes by hand. */
function manualLoader() {
  const calls: {
    url: string;
    signal: AbortSignal;
    progress: (done: number, total: number) => void;
    finish: (total: number) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const loader: Loader = (url, signal, onProgress) =>
    new Promise((resolve, reject) => {
      calls.push({
        url,
        signal,
        progress: (daysDone, daysTotal) => onProgress({ daysDone, daysTotal }),
        finish: resolve,
        fail: reject,
      });
    });
  return { loader, calls };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('period loads', () => {
  it('loads a period once, however often it is asked for', async () => {
    const { loader, calls } = manualLoader();
    const loads = createPeriodLoads(loader);
    loads.ensure('p1');
    loads.ensure('p1');
    calls[0]?.progress(1, 2);
    expect(loads.get('p1')).toEqual({ status: 'loading', progress: { daysDone: 1, daysTotal: 2 } });
    calls[0]?.finish(10);
    await tick();
    loads.ensure('p1');
    expect(calls).toHaveLength(1);
    expect(loads.get('p1')).toMatchObject({ status: 'done', total: 10 });
  });

  it('loads again once a finished load has gone stale', async () => {
    let clock = 0;
    const { loader, calls } = manualLoader();
    const loads = createPeriodLoads(loader, { freshMs: 1000, now: () => clock });
    loads.ensure('p');
    calls[0]?.finish(1);
    await tick();
    clock = 1500;
    loads.ensure('p');
    expect(calls).toHaveLength(2);
  });

  it('cancelling aborts the request and is not reported as an error', async () => {
    const { loader, calls } = manualLoader();
    const loads = createPeriodLoads(loader);
    const notified: string[] = [];
    loads.subscribe(() => notified.push(loads.get('p')?.status ?? 'none'));
    loads.ensure('p');
    loads.cancel('p');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.fail(new DOMException('aborted', 'AbortError'));
    await tick();
    expect(loads.get('p')).toEqual({ status: 'cancelled' });
    expect(notified).toEqual(['loading', 'cancelled']);
    loads.retry('p');
    expect(calls).toHaveLength(2);
  });

  it('keeps the problem of a failed load and stops a released one', async () => {
    const { loader, calls } = manualLoader();
    const loads = createPeriodLoads(loader);
    loads.ensure('bad');
    calls[0]?.fail(
      new ApiError({ type: '/problems/credentials-rejected', title: 'No', status: 502 }),
    );
    await tick();
    expect(loads.get('bad')).toMatchObject({ status: 'error', problem: { title: 'No' } });
    loads.ensure('left');
    loads.release('left');
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(loads.get('left')).toBeUndefined();
  });
});

describe('period loads, bounded', () => {
  it('runs at most two loads at once; the others wait and start as slots free up', async () => {
    const { loader, calls } = manualLoader();
    const loads = createPeriodLoads(loader);
    for (const url of ['a', 'b', 'c', 'd']) loads.ensure(url);
    expect(calls.map((c) => c.url)).toEqual(['a', 'b']);
    expect(loads.get('c')).toEqual({ status: 'loading', progress: null });
    calls[0]?.finish(1);
    await tick();
    expect(calls.map((c) => c.url)).toEqual(['a', 'b', 'c']);
    loads.release('b'); // leaving a period frees its slot at once
    expect(calls.map((c) => c.url)).toEqual(['a', 'b', 'c', 'd']);
    expect(calls[1]?.signal.aborted).toBe(true);
    loads.cancel('c');
    loads.ensure('e');
    expect(calls.map((c) => c.url)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('drops a waiting load that is released before it starts', async () => {
    const { loader, calls } = manualLoader();
    const loads = createPeriodLoads(loader, { maxRunning: 1 });
    loads.ensure('a');
    loads.ensure('b');
    loads.release('b');
    calls[0]?.finish(1);
    await tick();
    expect(calls.map((c) => c.url)).toEqual(['a']);
    expect(loads.get('b')).toBeUndefined();
  });
});
