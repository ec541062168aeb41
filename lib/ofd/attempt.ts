import { BadResponseError, OfdError, UnavailableError, errorFromResponse } from './errors';
import { BodyIdleTimeout, BodyTooLarge, INVALID_JSON, decodeJson, readBody } from './read-body';
import { isRetryableStatus, parseRetryAfter } from './retry';

// One try of a GET to the operator (lib/ofd/client.ts runs the tries): its own timer until the
// headers arrive, no redirects, the body read under an idle timer and a size cap, and every way it
// can fail turned into a typed error that says whether another try may help.

export type Attempt =
  | { ok: true; value: unknown }
  | { ok: false; error: OfdError; retryable: boolean; retryAfterMs?: number };

export type Settings = { headersTimeoutMs: number; idleTimeoutMs: number; maxBodyBytes: number };
/** Reads a 2xx body itself (streaming) instead of the default read-then-JSON.parse. */
export type Consumer = (
  body: ReadableStream<Uint8Array> | null,
  settings: Settings,
) => Promise<unknown>;

/** Where a try is sent: the network (fetch), or a local copy answering in-process. */
export type Fetcher = (url: URL, init: RequestInit) => Promise<Response>;

const HEADERS_TIMEOUT = Symbol('headers-timeout');

export async function attemptOnce(
  url: URL,
  headers: Record<string, string>,
  settings: Settings,
  deadline: AbortSignal,
  consume?: Consumer,
  fetcher: Fetcher = fetch,
): Promise<Attempt> {
  if (deadline.aborted)
    return { ok: false, error: new UnavailableError('timeout'), retryable: false };
  const controller = new AbortController();
  const onDeadline = () => controller.abort();
  deadline.addEventListener('abort', onDeadline, { once: true });
  const headersTimer = setTimeout(
    () => controller.abort(HEADERS_TIMEOUT),
    settings.headersTimeoutMs,
  );
  try {
    const response = await fetcher(url, {
      method: 'GET',
      headers,
      redirect: 'manual',
      cache: 'no-store',
      signal: controller.signal,
    }).finally(() => clearTimeout(headersTimer));
    const { status } = response;
    if (status >= 300 && status < 400) {
      // Following a redirect could carry the credentials to another host: never do it.
      await response.body?.cancel().catch(() => {});
      return { ok: false, error: new BadResponseError('redirect', { status }), retryable: false };
    }
    if (consume && status >= 200 && status < 300) {
      return { ok: true, value: await consume(response.body, settings) };
    }
    const body = await readBody(response.body, {
      idleTimeoutMs: settings.idleTimeoutMs,
      maxBytes: settings.maxBodyBytes,
    });
    const json = decodeJson(body);
    if (status >= 200 && status < 300) {
      if (json === INVALID_JSON) {
        return { ok: false, error: new BadResponseError('not-json', { status }), retryable: false };
      }
      return { ok: true, value: json };
    }
    if (status === 404 && json === INVALID_JSON) {
      // The operator's 404s are JSON (docs/operator-api.md §2); an HTML 404 means OFD_BASE_URL points at
      // something else, which "not found" would hide.
      return { ok: false, error: new BadResponseError('not-json', { status }), retryable: false };
    }
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    return {
      ok: false,
      error: errorFromResponse(status, json, retryAfter),
      retryable: isRetryableStatus(status),
      retryAfterMs: retryAfter === undefined ? undefined : retryAfter * 1000,
    };
  } catch (error) {
    if (error instanceof OfdError) return { ok: false, error, retryable: false };
    if (deadline.aborted) {
      return { ok: false, error: new UnavailableError('timeout'), retryable: false };
    }
    if (controller.signal.reason === HEADERS_TIMEOUT || error instanceof BodyIdleTimeout) {
      return { ok: false, error: new UnavailableError('timeout'), retryable: true };
    }
    if (error instanceof BodyTooLarge) {
      return { ok: false, error: new BadResponseError('too-large'), retryable: false };
    }
    // fetch rejects with a TypeError for refused, reset and cut connections.
    return { ok: false, error: new UnavailableError('network'), retryable: true };
  } finally {
    clearTimeout(headersTimer);
    deadline.removeEventListener('abort', onDeadline);
    controller.abort();
  }
}
