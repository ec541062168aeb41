import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { buildLimiter } from '@/lib/security/limiter';
import type { AppDatabase } from '@/lib/app-database/database';
import { processShared } from '@/lib/process/shared';

// Failed sign-ins, counted so that guessing is slow and a stranger cannot lock anyone out
// (docs/people.md, "Abuse resistance"; the address is the one rule of
// lib/security/client-address.ts):
// - per (email, address) pair: 10 failures within 15 minutes refuse that email from that address
//   until the window ends. Someone else's failures, from another address, never count here.
// - per address, whatever the email (one client spraying many emails): 100 within 15 minutes.
// - per email from anywhere, the last resort against guessing from many addresses: past 100
//   failures within an hour, each further failure makes the email wait before its next attempt,
//   1 s, then twice as long each time, at most 5 minutes: slower guessing, never a fixed lock.
// The answer is the same whether the email exists or not. The counters live where the people do:
// in the app database's PostgreSQL with DATABASE_URL, shared by every instance; on SQLite (one
// process per data directory) in this process's memory, which a restart forgets.

export const SIGN_IN_LIMITS = {
  pair: { points: 10, durationSeconds: 15 * 60 },
  address: { points: 100, durationSeconds: 15 * 60 },
  email: { points: 100, durationSeconds: 60 * 60, firstDelaySeconds: 1, maxDelaySeconds: 5 * 60 },
} as const;

/** The wait the email-wide counter imposes after its `failures`th failure (0: none yet). */
export function emailDelaySeconds(failures: number): number {
  const { points, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_LIMITS.email;
  if (failures < points) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.min(failures - points, 20));
}

type Limiters = Record<'pair' | 'address' | 'email' | 'emailDelay', RateLimiterAbstract>;

/** The counters on `db`, built once per database and process. */
function signInLimiters(db: AppDatabase): Limiters {
  const registry = processShared('sign-in-limits', () => new WeakMap<AppDatabase, Limiters>());
  let limiters = registry.get(db);
  if (!limiters) {
    // Not refused from memory: a successful sign-in on any instance forgets the pair's failures.
    const make = (kind: string, points: number, duration: number) =>
      buildLimiter(db, {
        keyPrefix: `ofd-console:sign-in:${kind}`,
        points,
        duration,
        // Counters that cannot be read refuse the sign-in (503), never let it through uncounted.
        failClosed: true,
      });
    const { pair, address, email } = SIGN_IN_LIMITS;
    limiters = {
      pair: make('pair', pair.points, pair.durationSeconds),
      address: make('address', address.points, address.durationSeconds),
      // Counts past its threshold (never refuses): the count sets the delay.
      email: make('email', 1_000_000, email.durationSeconds),
      // Holds an email's current delay as a block of that many seconds.
      emailDelay: make('email-delay', 1, 1),
    };
    registry.set(db, limiters);
  }
  return limiters;
}

const pairKey = (email: string, address: string) => `${email.toLowerCase()} ${address}`;

/** Seconds until a sign-in may be tried again, or 0 when it may be tried now. */
export async function signInBlockedFor(
  db: AppDatabase,
  email: string,
  address: string,
): Promise<number> {
  const limiters = signInLimiters(db);
  const [pair, byAddress, delay] = await Promise.all([
    limiters.pair.get(pairKey(email, address)),
    limiters.address.get(address),
    limiters.emailDelay.get(email.toLowerCase()),
  ]);
  const spent = [
    [pair, SIGN_IN_LIMITS.pair.points],
    [byAddress, SIGN_IN_LIMITS.address.points],
    [delay, 1],
  ] as const;
  let wait = 0;
  for (const [state, points] of spent) {
    if (state && state.consumedPoints >= points && state.msBeforeNext > 0) {
      wait = Math.max(wait, Math.ceil(state.msBeforeNext / 1000));
    }
  }
  return wait;
}

export async function countFailedSignIn(
  db: AppDatabase,
  email: string,
  address: string,
): Promise<void> {
  const limiters = signInLimiters(db);
  const key = email.toLowerCase();
  // `consume` rejects once a limit is reached; the count is what matters here.
  const [, , byEmail] = await Promise.allSettled([
    limiters.pair.consume(pairKey(email, address)),
    limiters.address.consume(address),
    limiters.email.consume(key),
  ]);
  const delay =
    byEmail.status === 'fulfilled' ? emailDelaySeconds(byEmail.value.consumedPoints) : 0;
  if (delay > 0) await limiters.emailDelay.block(key, delay);
}

/**
 * After a successful sign-in: that email's failures from that address are forgotten. The
 * email-wide count stays, so that a success does not reset what many addresses have guessed.
 */
export async function forgetFailedSignIns(
  db: AppDatabase,
  email: string,
  address: string,
): Promise<void> {
  await signInLimiters(db).pair.delete(pairKey(email, address));
}
