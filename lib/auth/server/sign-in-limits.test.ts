import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '@/lib/app-database/database';
import {
  countFailedSignIn,
  emailDelaySeconds,
  forgetFailedSignIns,
  SIGN_IN_LIMITS,
  signInBlockedFor,
} from './sign-in-limits';

// The counters in this process's memory (an app database that is not PostgreSQL); the same
// counters shared by instances through PostgreSQL are proven in lib/security/shared-limits.test.ts.
// Each test gets its own database object, so its own counters.
let db: AppDatabase;
beforeEach(() => {
  db = { dialect: 'sqlite' } as AppDatabase;
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

const fail = (email: string, address: string, times = 1) =>
  (async () => {
    for (let i = 0; i < times; i++) await countFailedSignIn(db, email, address);
  })();

describe('per (email, address) pair', () => {
  it('refuses that email from that address only, until the window ends', async () => {
    await fail('victim@e.test', '192.0.2.66', SIGN_IN_LIMITS.pair.points - 1);
    expect(await signInBlockedFor(db, 'victim@e.test', '192.0.2.66')).toBe(0);
    await fail('Victim@E.test', '192.0.2.66');
    const wait = await signInBlockedFor(db, 'victim@e.test', '192.0.2.66');
    expect(wait).toBe(SIGN_IN_LIMITS.pair.durationSeconds);
    // The stranger's failures do not refuse the person from their own address.
    expect(await signInBlockedFor(db, 'victim@e.test', '198.51.100.1')).toBe(0);
    expect(await signInBlockedFor(db, 'other@e.test', '192.0.2.66')).toBe(0);
    vi.advanceTimersByTime(wait * 1000 + 1);
    expect(await signInBlockedFor(db, 'victim@e.test', '192.0.2.66')).toBe(0);
  });

  it('forgets the pair’s failures after a successful sign-in', async () => {
    await fail('me@e.test', '192.0.2.7', SIGN_IN_LIMITS.pair.points);
    expect(await signInBlockedFor(db, 'me@e.test', '192.0.2.7')).toBeGreaterThan(0);
    await forgetFailedSignIns(db, 'me@e.test', '192.0.2.7');
    expect(await signInBlockedFor(db, 'me@e.test', '192.0.2.7')).toBe(0);
  });
});

describe('per address', () => {
  it('refuses an address that failed for many emails, far above the pair limit', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.address.points; i++) {
      expect(await signInBlockedFor(db, `guess-${i}@e.test`, '203.0.113.5')).toBe(0);
      await fail(`guess-${i}@e.test`, '203.0.113.5');
    }
    expect(await signInBlockedFor(db, 'fresh@e.test', '203.0.113.5')).toBeGreaterThan(0);
    expect(await signInBlockedFor(db, 'fresh@e.test', '203.0.113.6')).toBe(0);
  });
});

describe('per email, the last resort', () => {
  it('never refuses below its threshold, then makes each next attempt wait longer', async () => {
    const email = 'sprayed@e.test';
    const from = (i: number) => `10.${Math.floor(i / 250)}.${i % 250}.1`;
    for (let i = 0; i < SIGN_IN_LIMITS.email.points - 1; i++) await fail(email, from(i));
    expect(await signInBlockedFor(db, email, '198.51.100.50')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      await fail(email, from(1000 + i));
      const wait = await signInBlockedFor(db, email, '198.51.100.50');
      waits.push(wait);
      // The wait ends: the next attempt is let through, then fails again.
      vi.advanceTimersByTime(wait * 1000 + 1);
      expect(await signInBlockedFor(db, email, '198.51.100.50')).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
  });
});

describe('emailDelaySeconds', () => {
  it('is 0 below the threshold and doubles from 1 s up to 5 minutes', () => {
    const { points } = SIGN_IN_LIMITS.email;
    expect(emailDelaySeconds(0)).toBe(0);
    expect(emailDelaySeconds(points - 1)).toBe(0);
    expect(emailDelaySeconds(points)).toBe(1);
    expect(emailDelaySeconds(points + 3)).toBe(8);
    expect(emailDelaySeconds(points + 1000)).toBe(300);
  });
});
