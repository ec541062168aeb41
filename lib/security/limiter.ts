import 'server-only';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppDatabase } from '@/lib/app-database/database';

// The one place a counter of requests or attempts is built. On the app database's PostgreSQL
// (DATABASE_URL) the counters are rows of one table in its schema, so every app instance on that
// database spends the same budget; on SQLite (one process per data directory) they stay in this
// process's memory. The table is created by a versioned migration of the app database
// (lib/security/limiter-migrations.ts) under the first-start lock, never by the limiter itself,
// so instances starting together do not race to create it.

/** The app database's table of limiter counters (PostgreSQL only). */
export const LIMITER_TABLE = 'rate_limit_counter';

export type LimiterOptions = {
  /** Keeps one limiter's keys apart from another's in the shared table. */
  keyPrefix: string;
  points: number;
  /** The window, in seconds. */
  duration: number;
  /**
   * Once a key's budget is spent, refuse it from memory until its window ends instead of asking
   * the database again: under a flood the refusals cost no query. Only for limiters whose keys are
   * never forgiven early (a `delete` on another instance would not lift this one's memory).
   */
  refuseSpentFromMemory?: boolean;
  /**
   * When the counter cannot be read or written (the database is away), fail instead of counting
   * in this process's memory: for sign-in, where a limit that silently stopped being shared would
   * let guesses through (docs/outages.md).
   */
  failClosed?: boolean;
};

export function buildLimiter(db: AppDatabase | null, options: LimiterOptions): RateLimiterAbstract {
  const { refuseSpentFromMemory, failClosed, ...budget } = options;
  if (db?.dialect !== 'postgres') return new RateLimiterMemory(budget);
  return new RateLimiterPostgres({
    ...budget,
    storeClient: db.authDatabase,
    storeType: 'pool',
    schemaName: db.schema ?? undefined,
    tableName: LIMITER_TABLE,
    tableCreated: true,
    // Rows whose window ended over an hour ago are deleted every five minutes.
    clearExpiredByTimeout: true,
    ...(refuseSpentFromMemory ? { inMemoryBlockOnConsumed: budget.points + 1 } : {}),
    // Should a counter query fail, this process counts alone for that call rather than refusing
    // the request: reads fail open to a per-instance limit until the database answers. Sign-in
    // fails closed instead (`failClosed`).
    ...(failClosed ? {} : { insuranceLimiter: new RateLimiterMemory(budget) }),
  });
}
