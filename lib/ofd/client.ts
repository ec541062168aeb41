import 'server-only';
import type { z } from 'zod';
import { getEnv, type Env } from '@/lib/env';
import { logEvent, type LogSink } from '@/lib/log';
import { currentCorrelationId, newCorrelationId } from './correlation';
import {
  BadResponseError,
  NotFoundError,
  OfdError,
  UnavailableError,
  errorFromResponse,
} from './errors';
import { BodyIdleTimeout, BodyTooLarge, INVALID_JSON, decodeJson, readBody } from './read-body';
import { buildOfdUrl } from './url';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from './retry';

// The one typed fetch to the operator. Everything that leaves the server for OFD_BASE_URL goes
// through ofdGet: credentials are attached here and nowhere else, and only method, path template,
// status, attempt, duration and correlation id are ever logged.

export type OfdConnection = Pick<Env, 'baseUrl' | 'apiKey' | 'sessionId' | 'apiKeyHeader'>;

export type OfdRequest<S extends z.ZodType> = {
  /** Path template with `{name}` placeholders, e.g. `/v2/organizations/{orgId}`; logged as is. */
  path: `/${string}`;
  params?: Record<string, string>;
  query?: Record<string, string>;
  schema: S;
};

export type OfdClientOptions = {
  /** Whole call, every try and wait included. Default: OFD_TIMEOUT_MS (20 s). */
  deadlineMs?: number;
  /** One try, until the response headers arrive. Default: min(10 s, deadline). */
  headersTimeoutMs?: number;
  /** Longest pause between two body chunks. Default: min(10 s, deadline). */
  idleTimeoutMs?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** A longer Retry-After is not waited for: the call fails as rate limited at once. */
  maxRetryAfterMs?: number;
  /** A month of a busy register is tens of MB (ofd-facts §4); beyond this the answer is refused. */
  maxBodyBytes?: number;
  connection?: OfdConnection;
  correlationId?: string;
  signal?: AbortSignal;
  log?: LogSink;
  random?: () => number;
};

type Attempt =
  | { ok: true; value: unknown }
  | { ok: false; error: OfdError; retryable: boolean; retryAfterMs?: number };

const HEADERS_TIMEOUT = Symbol('headers-timeout');
export async function ofdGet<S extends z.ZodType>(
  request: OfdRequest<S>,
  options: OfdClientOptions = {},
): Promise<z.output<S>> {
  const env = options.connection ? undefined : getEnv();
  const connection = options.connection ?? env!;
  const deadlineMs = options.deadlineMs ?? env?.timeoutMs ?? 20_000;
  const settings = {
    headersTimeoutMs: options.headersTimeoutMs ?? Math.min(10_000, deadlineMs),
    idleTimeoutMs: options.idleTimeoutMs ?? Math.min(10_000, deadlineMs),
    maxBodyBytes: options.maxBodyBytes ?? 128 * 1024 * 1024,
  };
  const maxAttempts = options.maxAttempts ?? 3;
  const log = options.log ?? logEvent;
  const correlationId = options.correlationId ?? currentCorrelationId() ?? newCorrelationId();
  const url = buildOfdUrl(connection.baseUrl, request.path, request.params, request.query);
  const headers = {
    Accept: 'application/json',
    [connection.apiKeyHeader]: connection.apiKey,
    Authorization: `auth.sid ${connection.sessionId}`,
    'X-Request-Id': correlationId,
  };

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), deadlineMs);
  const onCallerAbort = () => deadline.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const started = Date.now();
  try {
    for (let attempt = 1; ; attempt++) {
      const attemptStarted = Date.now();
      const result = await attemptOnce(url, headers, settings, deadline.signal);
      const value = result.ok ? parse(request.schema, result.value) : undefined;
      const error = result.ok ? value?.error : result.error;
      log(error ? 'warn' : 'info', 'ofd.request', {
        method: 'GET',
        path: request.path,
        status: error?.upstreamStatus ?? (error ? undefined : 200),
        attempt,
        durationMs: Date.now() - attemptStarted,
        correlationId,
        outcome: error ? `${error.kind}${reasonOf(error)}` : 'ok',
      });
      if (!error) return value!.data as z.output<S>;
      if (result.ok || !result.retryable || attempt >= maxAttempts) throw error;
      const wait = waitBeforeRetry(result, attempt, options);
      if (wait === undefined || Date.now() - started + wait >= deadlineMs) throw error;
      await sleep(wait, deadline.signal);
      if (deadline.signal.aborted) throw new UnavailableError('timeout');
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function reasonOf(error: OfdError): string {
  return 'reason' in error ? `:${String(error.reason)}` : '';
}

function waitBeforeRetry(
  result: { retryAfterMs?: number },
  attempt: number,
  options: OfdClientOptions,
): number | undefined {
  if (result.retryAfterMs !== undefined) {
    return result.retryAfterMs <= (options.maxRetryAfterMs ?? 5_000)
      ? result.retryAfterMs
      : undefined;
  }
  const base = options.backoffBaseMs ?? 200;
  return backoffDelay(attempt, base, options.backoffCapMs ?? 2_000, options.random);
}

function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.output<S>; error?: undefined } | { data?: undefined; error: OfdError } {
  if (value === undefined) {
    // "No data" may come as an empty body (ofd-facts §2): an empty list, or nothing to show.
    const empty = schema.safeParse([]);
    return empty.success ? { data: empty.data } : { error: new NotFoundError({ status: 200 }) };
  }
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { data: parsed.data }
    : { error: new BadResponseError('shape', { status: 200 }) };
}

async function attemptOnce(
  url: URL,
  headers: Record<string, string>,
  settings: { headersTimeoutMs: number; idleTimeoutMs: number; maxBodyBytes: number },
  deadline: AbortSignal,
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
    const response = await fetch(url, {
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
      // The operator's 404s are JSON (ofd-facts §2); an HTML 404 means OFD_BASE_URL points at
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

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
