import 'server-only';
import {
  BadRequestError,
  BadResponseError,
  ForbiddenError,
  NotFoundError,
  OfdError,
  RateLimitedError,
  UnavailableError,
} from './errors';
import { BodyIdleTimeout, BodyTooLarge, INVALID_JSON, decodeJson, readBody } from './read-body';
import { parseRetryAfter, waitBeforeTrying } from './retry';

// One request to another operator's API, Taxcom's or OFD.ru's (docs/operators.md, "Transport"):
// its own timer until the headers come, no redirects (they could carry the token elsewhere), the
// body read under an idle timer and a size cap. What it answered is handed back as it came; what went wrong on the way is a typed error.
// A failed try reads the same for every adapter once it has read what only its operator says (a
// 401, a code of its own): an HTTP error maps by its status alone (docs/operators-ofdru.md,
// "Transport": "as Taxcom's do"), and a rate limit or an outage is tried again a few times, a
// short Retry-After waited out and a long one not.

export type AdapterAnswer = {
  status: number;
  /** The parsed body; undefined when empty. */
  json: unknown;
  retryAfterMs: number | undefined;
};

type AdapterRequest = {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
};

/** A day of DocumentInfo answers is many small bodies; a list page of 1000 records is ~0.5 MB. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

export async function adapterRequest(
  request: AdapterRequest,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<AdapterAnswer> {
  if (signal.aborted) throw new UnavailableError('timeout');
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: { Accept: 'application/json', ...request.headers },
      body: request.body,
      redirect: 'manual',
      cache: 'no-store',
      signal: controller.signal,
    });
    const { status } = response;
    if (status >= 300 && status < 400) {
      await response.body?.cancel().catch(() => {});
      throw new BadResponseError('redirect', { status });
    }
    const bytes = await readBody(response.body, {
      idleTimeoutMs: timeoutMs,
      maxBytes: MAX_BODY_BYTES,
    });
    const json = decodeJson(bytes);
    if (json === INVALID_JSON) throw new BadResponseError('not-json', { status });
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    return {
      status,
      json,
      retryAfterMs: retryAfter === undefined ? undefined : retryAfter * 1000,
    };
  } catch (error) {
    if (error instanceof OfdError) throw error;
    if (error instanceof BodyTooLarge) throw new BadResponseError('too-large');
    if (error instanceof BodyIdleTimeout || controller.signal.aborted) {
      throw new UnavailableError('timeout');
    }
    // fetch rejects with a TypeError for refused, reset and cut connections.
    throw new UnavailableError('network');
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

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
