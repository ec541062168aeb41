import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter, waitBeforeTrying } from './retry';

describe('parseRetryAfter', () => {
  const now = Date.parse('2024-05-01T12:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7);
  });

  it('reads an HTTP date as the seconds until then, and a past date as zero', () => {
    expect(parseRetryAfter('Wed, 01 May 2024 12:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 01 May 2024 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  it('spreads over [0, base·2^(n−1)) and stops growing at the cap', () => {
    expect(backoffDelay(1, 100, 1_000, () => 0)).toBe(0);
    expect(backoffDelay(1, 100, 1_000, () => 0.999)).toBe(99);
    expect(backoffDelay(3, 100, 1_000, () => 0.5)).toBe(200);
    expect(backoffDelay(10, 100, 1_000, () => 0.5)).toBe(500);
  });
});

describe('waitBeforeTrying', () => {
  it('waits the time asked, and ends at once when the call is given up', async () => {
    const started = performance.now();
    await waitBeforeTrying(30, new AbortController().signal);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);

    const givenUp = new AbortController();
    const waiting = waitBeforeTrying(60_000, givenUp.signal);
    givenUp.abort();
    await expect(waiting).resolves.toBeUndefined();
  });
});
