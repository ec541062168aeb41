import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';

// Failed sign-ins are counted per email and per client address: 10 within 15 minutes blocks
// further attempts for that email, or from that address, until the window passes. The answer is
// the same whether the email exists or not. Counters live in this process's memory (one server
// process per deployment; a restart forgets them).

export const SIGN_IN_LIMIT = { points: 10, durationSeconds: 15 * 60 };

const REGISTRY = Symbol.for('ofd-console.sign-in-limits');
type Limiters = { email: RateLimiterMemory; address: RateLimiterMemory };

function limiters(): Limiters {
  const holder = globalThis as { [REGISTRY]?: Limiters };
  const make = (keyPrefix: string) =>
    new RateLimiterMemory({
      keyPrefix,
      points: SIGN_IN_LIMIT.points,
      duration: SIGN_IN_LIMIT.durationSeconds,
    });
  return (holder[REGISTRY] ??= { email: make('email'), address: make('address') });
}

/** Seconds until a sign-in may be tried again, or 0 when it may be tried now. */
export async function signInBlockedFor(email: string, address: string): Promise<number> {
  const { email: byEmail, address: byAddress } = limiters();
  const states = await Promise.all([byEmail.get(email.toLowerCase()), byAddress.get(address)]);
  let wait = 0;
  for (const state of states) {
    if (state && state.consumedPoints >= SIGN_IN_LIMIT.points) {
      wait = Math.max(wait, Math.ceil(state.msBeforeNext / 1000));
    }
  }
  return wait;
}

export async function countFailedSignIn(email: string, address: string): Promise<void> {
  const { email: byEmail, address: byAddress } = limiters();
  // `consume` rejects once the limit is reached; the count is what matters here.
  await Promise.allSettled([byEmail.consume(email.toLowerCase()), byAddress.consume(address)]);
}

export async function forgetFailedSignIns(email: string): Promise<void> {
  await limiters().email.delete(email.toLowerCase());
}
