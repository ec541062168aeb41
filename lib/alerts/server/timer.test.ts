import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAlertTimer } from './timer';

// The in-app timer (timer.ts) on a fake clock: the browser tests turn it off
// (playwright.config.ts), so that what a spec counts is what the spec itself caused, and its
// schedule is proven here instead.

const run = vi.hoisted(() => ({
  evaluateInApp: vi.fn(async () => ({
    ran: true,
    opened: 0,
    resolved: 0,
    recorded: 0,
    deliveries: [],
  })),
  deliverDueInApp: vi.fn(async () => []),
}));
const interval = vi.hoisted(() => ({ minutes: 5 }));
vi.mock('./run', () => run);
vi.mock('@/lib/health/server/register-health', () => ({ failureKind: () => 'unknown' }));
vi.mock('./settings', () => ({ alertSettings: () => ({ intervalMinutes: interval.minutes }) }));

const KEY = Symbol.for('ofd-console.alert-timer');
const holder = globalThis as { [KEY]?: NodeJS.Timeout };
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  vi.spyOn(console, 'info').mockImplementation(() => {});
  run.evaluateInApp.mockClear();
  run.deliverDueInApp.mockClear();
  interval.minutes = 5;
});
afterEach(() => {
  clearInterval(holder[KEY]);
  delete holder[KEY];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the alert timer', () => {
  it('evaluates a minute after start, then every interval, and sends what is due between', async () => {
    startAlertTimer();
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(run.evaluateInApp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run.evaluateInApp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(run.evaluateInApp).toHaveBeenCalledTimes(1);
    expect(run.deliverDueInApp).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(run.evaluateInApp).toHaveBeenCalledTimes(2);
  });

  it('does nothing at all when the interval is 0', async () => {
    interval.minutes = 0;
    startAlertTimer();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(run.evaluateInApp).not.toHaveBeenCalled();
    expect(run.deliverDueInApp).not.toHaveBeenCalled();
  });
});
