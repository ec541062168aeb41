import { describe, expect, it } from 'vitest';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  countFailedSignIn,
  forgetFailedSignIns,
  SIGN_IN_LIMITS,
  signInBlockedFor,
} from '@/lib/auth/server/sign-in-limits';
import { twoInstances } from '@/lib/testing/test-auth';
import { LIMITER_TABLE } from './limiter';
import { createLimiter, RATE_LIMITS } from './rate-limits';

// Budgets on PostgreSQL (the `postgres` vitest project only): two app instances on one database
// build their limiters each on its own pool, as two processes would, and spend one budget between
// them — what one instance counted, the other sees — for the request limits and for failed
// sign-ins alike.

const two = twoInstances();

describe('request limits on PostgreSQL', () => {
  it('spends one budget across two instances, then refuses on both', async () => {
    const [onA, onB] = [createLimiter('exports', 1, two.a), createLimiter('exports', 1, two.b)];
    const key = 'person:shared';
    await onA.consume(key, 5);
    expect((await onB.get(key))?.consumedPoints).toBe(5);
    for (let i = 5; i < RATE_LIMITS.exports; i++) await (i % 2 ? onA : onB).consume(key);

    const refused = await onB.consume(key).catch((rejection: unknown) => rejection);
    expect(refused).toBeInstanceOf(RateLimiterRes);
    const { msBeforeNext } = refused as RateLimiterRes;
    expect(msBeforeNext).toBeGreaterThan(0);
    expect(msBeforeNext).toBeLessThanOrEqual(60_000);
    await expect(onA.consume(key)).rejects.toBeInstanceOf(RateLimiterRes);
    // Another person, and the same person's other classes, keep their own budgets.
    await expect(onB.consume('person:other')).resolves.toBeInstanceOf(RateLimiterRes);
    await expect(createLimiter('lookup', 1, two.a).consume(key)).resolves.toBeDefined();
    // The counters are rows of the app schema's table, made by its migration.
    const rows = await two.a.get<{ n: string }>(`SELECT count(*) AS n FROM ${LIMITER_TABLE}`);
    expect(Number(rows?.n)).toBeGreaterThanOrEqual(3);
  });
});

describe('sign-in limits on PostgreSQL', () => {
  it('refuses a pair on one instance after its failures on the other, until a sign-in forgets them', async () => {
    const [email, address] = ['target@e.test', '192.0.2.1'];
    for (let i = 0; i < SIGN_IN_LIMITS.pair.points; i++) {
      await countFailedSignIn(two.a, email, address);
    }
    const wait = await signInBlockedFor(two.b, 'Target@E.test', address);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.pair.durationSeconds);
    // The same email from elsewhere, and another email from there, are not refused.
    expect(await signInBlockedFor(two.b, email, '198.51.100.1')).toBe(0);
    expect(await signInBlockedFor(two.b, 'someone-else@e.test', address)).toBe(0);
    await forgetFailedSignIns(two.b, email, address);
    expect(await signInBlockedFor(two.a, email, address)).toBe(0);
  });

  it('delays an email on one instance after many addresses failed on the other', async () => {
    const email = 'sprayed@e.test';
    for (let i = 0; i < SIGN_IN_LIMITS.email.points; i++) {
      await countFailedSignIn(two.b, email, `203.0.${Math.floor(i / 200)}.${i % 200}`);
    }
    const wait = await signInBlockedFor(two.a, email, '198.51.100.9');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMITS.email.firstDelaySeconds);
  });
});
