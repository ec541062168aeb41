import {
  BadRequestError,
  BadResponseError,
  ForbiddenError,
  NotFoundError,
  type OfdError,
  RateLimitedError,
  UnavailableError,
} from './errors';
import type { AdapterAnswer } from './adapter-http';
import { waitBeforeTrying } from './retry';

// A failed try of another operator's call, the same for every adapter once it has read what only
// its operator says (a 401, a code of its own): an HTTP error maps by its status alone
// (docs/operators-ofdru.md, "Transport": "as Taxcom's do"), and a rate limit or an outage is tried
// again a few times, a short Retry-After waited out and a long one not (docs/operators.md).

/** Tries of one call, the first included. */
const TRIES = 3;

/** A refusal as the wire's typed error, by its status. */
export function errorByStatus(answer: AdapterAnswer): OfdError {
  const { status } = answer;
  const upstream = { status };
  if (status === 403) return new ForbiddenError(upstream);
  if (status === 404) return new NotFoundError(upstream);
  if (status === 429) {
    const seconds = answer.retryAfterMs === undefined ? undefined : answer.retryAfterMs / 1000;
    return new RateLimitedError(seconds, upstream);
  }
  if (status === 400 || status === 422) return new BadRequestError(upstream);
  if (status === 408 || status === 500 || (status >= 502 && status <= 504)) {
    return new UnavailableError('status', upstream);
  }
  return new BadResponseError('status', upstream);
}

/**
 * After try `attempt` failed with `error`: throws it unless another try may help (a rate limit or
 * an outage, tries and the call's time left, no Retry-After longer than the caller waits), and
 * otherwise waits before the next (the Retry-After, or longer after each try).
 */
export async function tryAgainOrThrow(
  error: unknown,
  attempt: number,
  ctx: { signal: AbortSignal; maxRetryAfterMs: number },
  retryAfterMs?: number,
): Promise<void> {
  const retryable = error instanceof RateLimitedError || error instanceof UnavailableError;
  if (!retryable || attempt >= TRIES || ctx.signal.aborted) throw error;
  if (retryAfterMs !== undefined && retryAfterMs > ctx.maxRetryAfterMs) throw error;
  await waitBeforeTrying(retryAfterMs ?? 200 * attempt, ctx.signal);
}
