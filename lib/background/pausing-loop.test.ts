import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '@/lib/database-outage/unavailable';
import { backgroundStatuses, startPausingLoop, type PausingLoop } from './pausing-loop';

const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
let loops: PausingLoop[] = [];
const start = (...args: Parameters<typeof startPausingLoop>) => {
  const loop = startPausingLoop(...args);
  loops.push(loop);
  return loop;
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation(() => {});
  }
});
afterEach(() => {
  loops.forEach((loop) => loop.stop());
  loops = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a pausing loop', () => {
  it('runs its task every interval, one run at a time', async () => {
    const task = vi.fn(async () => {});
    start({ name: 'every', intervalMs: 1000, task });
    await vi.advanceTimersByTimeAsync(3500);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('pauses with a doubling backoff while the database is away, then resumes by itself', async () => {
    let databaseUp = false;
    const runs: number[] = [];
    const task = vi.fn(async () => {
      runs.push(Date.now());
      if (!databaseUp) throw new Error('wrapped', { cause: refused() });
    });
    const loop = start({
      name: 'pausing',
      intervalMs: 10_000,
      task,
      firstDelayMs: 0,
      initialBackoffMs: 1000,
      maxBackoffMs: 4000,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(loop.status()).toMatchObject({
      state: 'paused',
      text: 'paused: database unavailable since 2026-03-01T10:00:00.000Z',
      pausedSince: '2026-03-01T10:00:00.000Z',
      failures: 1,
    });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 4000);
    // Waits between runs: 1 s, 2 s, 4 s, then capped at 4 s.
    const gaps = runs.slice(1).map((at, i) => at - runs[i]!);
    expect(gaps).toEqual([1000, 2000, 4000, 4000]);
    expect(loop.status().pausedSince).toBe('2026-03-01T10:00:00.000Z');

    databaseUp = true;
    await vi.advanceTimersByTimeAsync(4000);
    expect(loop.status()).toMatchObject({ state: 'running', text: 'running', failures: 0 });
    expect(loop.status().pausedSince).toBeUndefined();
    // Back on its own interval.
    const before = task.mock.calls.length;
    await vi.advanceTimersByTimeAsync(9999);
    expect(task.mock.calls.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(task.mock.calls.length).toBe(before + 1);
  });

  it('keeps its interval after a failure that is not the database', async () => {
    const task = vi.fn(async () => {
      throw new TypeError('a bug');
    });
    const loop = start({ name: 'buggy', intervalMs: 5000, task, firstDelayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(loop.status()).toMatchObject({ state: 'running', failures: 1 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('is listed in the process statuses and stops for good', async () => {
    const task = vi.fn(async () => {
      throw new DatabaseUnavailableError();
    });
    const loop = start({ name: 'listed', intervalMs: 1000, task, firstDelayMs: 0 });
    expect(startPausingLoop({ name: 'listed', intervalMs: 1, task })).toBe(loop);
    await vi.advanceTimersByTimeAsync(0);
    expect(backgroundStatuses().find((s) => s.name === 'listed')?.state).toBe('paused');
    loop.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(loop.status()).toMatchObject({ state: 'stopped', text: 'stopped' });
  });
});
