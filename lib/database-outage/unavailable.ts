import { BrandedError } from '@/lib/process/branded-error';

// Is this failure the database being away (stopped, restarting, unreachable, locked, read-only)
// rather than a fault of ours? Such a failure is temporary: callers answer 503 with Retry-After
// and background work pauses (docs/outages.md). Shared by the app database, the built-in
// service's store and the rate limiters, whose drivers (pg, better-sqlite3) and wrappers
// (better-auth wraps the cause in its own error) differ.

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Thrown (or wrapped) where a database failure has been recognised as an outage. */
export class DatabaseUnavailableError extends BrandedError {
  static override readonly brand: string = 'DatabaseUnavailableError';
  override name = 'DatabaseUnavailableError';
  constructor(cause?: unknown) {
    super('The database is temporarily unavailable.', { cause });
  }
}

// PostgreSQL SQLSTATE classes and codes of "the server is not there for you right now":
// 08 connection exception, 57P01–57P03 shutdown / cannot connect now, 53300 too many connections.
const PG_CODES = /^(08...|57P0[1-3]|53300)$/;
// Node's socket errors on the way to the server.
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// better-sqlite3's codes for a file another process holds, or one that cannot be written or read.
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|READONLY|CANTOPEN|IOERR|FULL)(_|$)/;
// pg's own messages when it has no connection to hand out (no code is set on these).
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/;

function isOutage(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (PG_CODES.test(code) || SOCKET_CODES.has(code) || SQLITE_CODES.test(code)) return true;
  }
  return typeof message === 'string' && PG_MESSAGES.test(message);
}

/** True when `error`, or any error it wraps (`cause`, AggregateError), is a database outage. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === undefined || error === null) return false;
  if (isOutage(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** Runs `query`; fails with DatabaseUnavailableError when it fails as an outage or takes too long. */
export async function withinTimeout<T>(query: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(new Error('timed out'))),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([query(), late]);
  } catch (error) {
    throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  } finally {
    clearTimeout(timer);
  }
}
