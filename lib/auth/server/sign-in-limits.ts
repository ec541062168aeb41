import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { buildLimiter } from '@/lib/security/limiter';
import type { AppDatabase } from './database';

// Failed sign-ins are counted per email and per client address: 10 within 15 minutes blocks
// further attempts for that email, or from that address, until the window passes. The answer is
// the same whether the email exists or not. The counters live where the people do: in the app
// database's PostgreSQL with DATABASE_URL, so failures on one instance block the email on every
// instance; on SQLite (one process per data directory) in this process's memory, which a
// restart forgets.

export const SIGN_IN_LIMIT = { points: 10, durationSeconds: 15 * 60 };

const REGISTRY = Symbol.for('ofd-console.sign-in-limits');
type Limiters = { email: RateLimiterAbstract; address: RateLimiterAbstract };

/** The email and address counters on `db`, built once per database and process. */
function signInLimiters(db: AppDatabase): Limiters {
  const holder = globalThis as { [REGISTRY]?: WeakMap<AppDatabase, Limiters> };
  const registry = (holder[REGISTRY] ??= new WeakMap());
  let limiters = registry.get(db);
  if (!limiters) {
    // Not refused from memory: a successful sign-in on any instance forgets the email's failures.
    const make = (kind: string) =>
      buildLimiter(db, {
        keyPrefix: `ofd-console:sign-in:${kind}`,
        points: SIGN_IN_LIMIT.points,
        duration: SIGN_IN_LIMIT.durationSeconds,
        // Counters that cannot be read refuse the sign-in (503), never let it through uncounted.
        failClosed: true,
      });
    limiters = { email: make('email'), address: make('address') };
    registry.set(db, limiters);
  }
  return limiters;
}

/** Seconds until a sign-in may be tried again, or 0 when it may be tried now. */
export async function signInBlockedFor(
  db: AppDatabase,
  email: string,
  address: string,
): Promise<number> {
  const { email: byEmail, address: byAddress } = signInLimiters(db);
  const states = await Promise.all([byEmail.get(email.toLowerCase()), byAddress.get(address)]);
  let wait = 0;
  for (const state of states) {
    if (state && state.consumedPoints >= SIGN_IN_LIMIT.points) {
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
  const { email: byEmail, address: byAddress } = signInLimiters(db);
  // `consume` rejects once the limit is reached; the count is what matters here.
  await Promise.allSettled([byEmail.consume(email.toLowerCase()), byAddress.consume(address)]);
}

export async function forgetFailedSignIns(db: AppDatabase, email: string): Promise<void> {
  await signInLimiters(db).email.delete(email.toLowerCase());
}
