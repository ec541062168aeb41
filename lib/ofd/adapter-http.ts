import 'server-only';
import { BadResponseError, OfdError, UnavailableError } from './errors';
import { BodyIdleTimeout, BodyTooLarge, INVALID_JSON, decodeJson, readBody } from './read-body';
import { parseRetryAfter } from './retry';

// One request to another operator's API, Taxcom's or OFD.ru's (docs/operators.md, "Transport"):
// its own timer until the headers come, no redirects (they could carry the token elsewhere), the
// body read under an idle timer and a size cap. What it answered is handed back as it came; what went wrong on the way is a typed error.

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
