import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/query/api-error';
import type { PeriodProgress } from '../contract/api';
import { createLoadTurns, type LoadTurns } from './load-turns';
import { periodLoadOf, periodLoadQuery, type PeriodLoader } from './period-load';

// The period load as a query, without React: an observer is a page showing the period, and
// unsubscribing it is the page leaving. What the page shows comes from periodLoadOf, as in
// components/documents/use-period-load.ts.

/** A loader whose calls the test finishes by hand. */
function manualLoader() {
  const calls: {
    url: string;
    signal: AbortSignal;
    progress: (done: number, total: number) => void;
    finish: (total: number) => void;
    fail: (error: unknown) => void;
  }[] = [];
  const load: PeriodLoader = (url, signal, onProgress) =>
    new Promise((resolve, reject) => {
      calls.push({
        url,
        signal,
        progress: (done, total) => onProgress({ done, total }),
        finish: resolve,
        fail: reject,
      });
    });
  return { load, calls };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const period = (drive: string) => ({ drive, from: '2024-06-01', to: '2024-06-07' });

/** Pages showing periods of one register, on one query client (the browser tab). */
function tab(load: PeriodLoader, turns: LoadTurns = createLoadTurns(2)) {
  const client = new QueryClient();
  const shown: PeriodProgress[] = [];
  const options = (drive: string) =>
    periodLoadQuery({ orgId: 'o', rnm: 'r', period: period(drive) }, (p) => shown.push(p), {
      load,
      turns,
    });
  const open = (drive: string) => {
    const observer = new QueryObserver(client, options(drive));
    const leave = observer.subscribe(() => {});
    return {
      load: () => periodLoadOf(observer.getCurrentResult(), shown.at(-1) ?? null),
      leave,
      retry: () => void observer.refetch(),
    };
  };
  const cancel = (drive: string) =>
    void client.cancelQueries({ queryKey: options(drive).queryKey });
  return { client, open, cancel, shown };
}

describe('period loads', () => {
  it('loads a period once, however often it is asked for', async () => {
    const { load, calls } = manualLoader();
    const { open } = tab(load);
    const first = open('p1');
    const second = open('p1');
    await tick();
    calls[0]?.progress(1, 2);
    expect(first.load()).toEqual({ status: 'loading', progress: { done: 1, total: 2 } });
    calls[0]?.finish(10);
    await tick();
    const third = open('p1');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('/progress?');
    for (const page of [first, second, third]) {
      expect(page.load()).toMatchObject({ status: 'done', total: 10 });
    }
  });

  describe('after a minute', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('loads again once a finished load has gone stale', async () => {
      const { load, calls } = manualLoader();
      const { open } = tab(load);
      const page = open('p');
      await tick();
      calls[0]?.finish(1);
      await tick();
      page.leave();
      vi.setSystemTime(Date.now() + 30_000);
      open('p');
      await tick();
      expect(calls).toHaveLength(1);
      vi.setSystemTime(Date.now() + 31_000);
      open('p');
      await tick();
      expect(calls).toHaveLength(2);
    });
  });

  it('cancelling aborts the request and is not reported as an error', async () => {
    const { load, calls } = manualLoader();
    const { open, cancel } = tab(load);
    const page = open('p');
    await tick();
    cancel('p');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.fail(new DOMException('aborted', 'AbortError'));
    await tick();
    expect(page.load()).toEqual({ status: 'cancelled' });
    page.retry();
    await tick();
    expect(calls).toHaveLength(2);
    expect(page.load()).toMatchObject({ status: 'loading' });
  });

  it('keeps the problem of a failed load and stops a released one', async () => {
    const { load, calls } = manualLoader();
    const { open } = tab(load);
    const bad = open('bad');
    await tick();
    calls[0]?.fail(
      new ApiError({ type: '/problems/credentials-rejected', title: 'No', status: 502 }),
    );
    await tick();
    expect(bad.load()).toMatchObject({ status: 'error', problem: { title: 'No' } });
    const left = open('left');
    await tick();
    left.leave();
    expect(calls[1]?.signal.aborted).toBe(true);
  });
});

describe('period loads, bounded', () => {
  it('runs at most two loads at once; the others wait and start as turns free up', async () => {
    const { load, calls } = manualLoader();
    const { open, cancel } = tab(load);
    const pages = Object.fromEntries(['a', 'b', 'c', 'd'].map((d) => [d, open(d)]));
    await tick();
    expect(calls.map((c) => c.url.match(/drive=(\w)/)?.[1])).toEqual(['a', 'b']);
    expect(pages.c?.load()).toEqual({ status: 'loading', progress: null });
    calls[0]?.finish(1);
    await tick();
    expect(calls).toHaveLength(3);
    pages.b?.leave(); // leaving a period frees its turn at once
    await tick();
    expect(calls).toHaveLength(4);
    expect(calls[1]?.signal.aborted).toBe(true);
    cancel('c');
    open('e');
    await tick();
    expect(calls.map((c) => c.url.match(/drive=(\w)/)?.[1])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('drops a waiting load that is released before it starts', async () => {
    const { load, calls } = manualLoader();
    const { open } = tab(load, createLoadTurns(1));
    open('a');
    open('b').leave();
    await tick();
    open('c');
    await tick();
    calls[0]?.finish(1);
    await tick();
    expect(calls.map((c) => c.url.match(/drive=(\w)/)?.[1])).toEqual(['a', 'c']);
  });
});
