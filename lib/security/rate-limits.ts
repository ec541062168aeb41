import 'server-only';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getAppAuth } from '@/lib/auth/server/auth';
import type { AppDatabase } from '@/lib/app-database/database';
import { getEnv } from '@/lib/env';
import { buildLimiter } from './limiter';
import { rateLimitKey } from './rate-limit-key';
import { TooManyRequestsError } from './too-many-requests';
import { processShared } from '@/lib/process/shared';

// Request-rate limits of the dashboard's expensive routes, per person or client address
// (rate-limit-key.ts). Each class is a budget per minute, generous for a person clicking through
// tables and tight for a script: a page of documents, a period load, an export, a lookup.
// The numbers are in README.md ("Rate limits"); OFD_RATE_LIMIT_FACTOR scales them all. With
// DATABASE_URL the budgets are counted in the app database, across every instance on it
// (./limiter.ts); the in-flight cap below stays per process, as it guards this process's work.

export const RATE_LIMITS = {
  /** Document pages, shift lists and single documents: a page turn or a sort each. */
  documents: 300,
  /** Period loads (the progress stream): each may fetch days from the operator. */
  progress: 30,
  /** CSV exports: each serializes a whole period. */
  exports: 20,
  /**
   * Register lookup: a search per pause in typing (lib/lookup/query.ts), read from a cached index.
   * Room for one a keystroke from someone who types slower than the pause, for a whole minute.
   */
  lookup: 240,
  /** Organization and register overviews (lists with their summaries). */
  overview: 120,
  /**
   * Alert test sends, per person: each one mails, posts to a chat or calls a webhook of the
   * person's choosing right away, so a loop must not turn the dashboard into a mailer.
   */
  alertTests: 10,
  /** Alert rule changes, acknowledgements and snoozes, per person (docs/alerts.md). */
  alertChanges: 30,
} as const;
export type RateLimitClass = keyof typeof RATE_LIMITS;

const WINDOW_SECONDS = 60;
/**
 * Expensive requests one process works on at once, whoever sends them. Past it a request is
 * answered 429 at once rather than queued: under a flood the answers stay fast and honest, and the
 * work in hand (which may call the built-in service in this same process) still finishes in time
 * instead of timing out as a 5xx.
 */
export const MAX_IN_FLIGHT = 16;
// Process-shared: the cap and the budgets hold for every route bundle of the process together.
const state = () =>
  processShared('security.rate-limits', () => ({
    inFlight: 0,
    limiters: new Map<RateLimitClass, Promise<RateLimiterAbstract>>(),
  }));

/** The budget of one class of requests, counted in `db` when it is PostgreSQL. */
export function createLimiter(
  kind: RateLimitClass,
  factor: number,
  db: AppDatabase | null,
): RateLimiterAbstract {
  return buildLimiter(db, {
    keyPrefix: `ofd-console:${kind}`,
    points: RATE_LIMITS[kind] * factor,
    duration: WINDOW_SECONDS,
    refuseSpentFromMemory: true,
  });
}

// The app database only when it is shared (DATABASE_URL); the SQLite one is never opened for this.
async function sharedDatabase(): Promise<AppDatabase | null> {
  return getEnv().databaseUrl ? (await getAppAuth()).db : null;
}

function limiterFor(kind: RateLimitClass): Promise<RateLimiterAbstract> {
  const { limiters } = state();
  let limiter = limiters.get(kind);
  if (!limiter) {
    const factor = getEnv().rateLimitFactor;
    limiter = sharedDatabase().then((db) => createLimiter(kind, factor, db));
    // A database not reachable yet is asked again by the next request.
    limiter.catch(() => limiters.delete(kind));
    limiters.set(kind, limiter);
  }
  return limiter;
}

/**
 * Admits the request: counts it against its budget and takes an in-flight place. Throws
 * TooManyRequestsError (429) when either is spent; otherwise returns the release of the place.
 */
export async function admitRequest(request: Request, kind: RateLimitClass): Promise<() => void> {
  if (getEnv().rateLimitFactor === 0) return () => {};
  if (state().inFlight >= MAX_IN_FLIGHT) {
    throw new TooManyRequestsError(1, 'The dashboard is busy; retry in a moment.');
  }
  // The place is taken before the budget is asked (an await), so concurrent arrivals cannot all
  // pass the check above at once.
  state().inFlight += 1;
  try {
    await (await limiterFor(kind)).consume(rateLimitKey(request));
  } catch (rejection) {
    state().inFlight -= 1;
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw new TooManyRequestsError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
  }
  let released = false;
  return () => {
    if (!released) state().inFlight -= 1;
    released = true;
  };
}

/**
 * Spends one of a person's budget outside a route's door (alert actions, from an API route or a
 * server action alike): 429 (TooManyRequestsError) once it is spent. No in-flight place: the
 * work is one small write or one send.
 */
export async function spendPersonBudget(personId: string, kind: RateLimitClass): Promise<void> {
  if (getEnv().rateLimitFactor === 0) return;
  try {
    await (await limiterFor(kind)).consume(`person:${personId}`);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw new TooManyRequestsError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
  }
}
