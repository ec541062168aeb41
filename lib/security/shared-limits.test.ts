import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { openAppAuth } from '@/lib/auth/server/auth';
import { openAppDatabase, type AppDatabase } from '@/lib/auth/server/database';
import {
  countFailedSignIn,
  forgetFailedSignIns,
  SIGN_IN_LIMIT,
  signInBlockedFor,
} from '@/lib/auth/server/sign-in-limits';
import { openTestAppDatabase, type TestAppDatabase } from '@/lib/auth/server/test-database';
import { LIMITER_TABLE } from './limiter';
import { createLimiter, RATE_LIMITS } from './rate-limits';

// Budgets on PostgreSQL (the `postgres` vitest project only): two app instances on one database
// build their limiters each on its own pool, as two processes would, and spend one budget between
// them — what one instance counted, the other sees — for the request limits and for failed
// sign-ins alike.

process.env.AUTH_SECRET ??= 'unit-test-secret-unit-test-secret-0123456789';
let shared: TestAppDatabase;
let a: AppDatabase;
let b: AppDatabase;

beforeAll(async () => {
  shared = await openTestAppDatabase('postgres');
  a = shared.db;
  const url = (a.authDatabase as { options: { connectionString: string } }).options
    .connectionString;
  b = openAppDatabase({ dataDir: '', databaseUrl: url, schema: a.schema! });
  await Promise.all([openAppAuth(a), openAppAuth(b)]);
});
afterAll(async () => {
  await b?.close();
  await shared?.dispose();
});

describe('request limits on PostgreSQL', () => {
  it('spends one budget across two instances, then refuses on both', async () => {
    const [onA, onB] = [createLimiter('exports', 1, a), createLimiter('exports', 1, b)];
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
    await expect(createLimiter('lookup', 1, a).consume(key)).resolves.toBeDefined();
    // The counters are rows of the app schema's table, made by its migration.
    const rows = await a.get<{ n: string }>(`SELECT count(*) AS n FROM ${LIMITER_TABLE}`);
    expect(Number(rows?.n)).toBeGreaterThanOrEqual(3);
  });
});

describe('sign-in limits on PostgreSQL', () => {
  it('blocks an email on one instance after failures on the other, until a sign-in forgets them', async () => {
    const email = 'target@e.test';
    // From a new address each time: only the email's counter reaches the limit.
    for (let i = 0; i < SIGN_IN_LIMIT.points; i++) {
      await countFailedSignIn(a, email, `192.0.2.${i}`);
    }
    const wait = await signInBlockedFor(b, 'Target@E.test', '198.51.100.1');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN_LIMIT.durationSeconds);
    expect(await signInBlockedFor(b, 'someone-else@e.test', '198.51.100.1')).toBe(0);

    await forgetFailedSignIns(b, email);
    expect(await signInBlockedFor(a, email, '198.51.100.2')).toBe(0);
  });

  it('blocks an address on one instance after failures from it on the other', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < SIGN_IN_LIMIT.points; i++) {
      await countFailedSignIn(b, `guess-${i}@e.test`, address);
    }
    expect(await signInBlockedFor(a, 'fresh@e.test', address)).toBeGreaterThan(0);
    expect(await signInBlockedFor(a, 'fresh@e.test', '203.0.113.8')).toBe(0);
  });
});
