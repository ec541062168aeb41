import 'server-only';
import type { z } from 'zod';
import { getEnv, type Env } from '@/lib/env';
import { logEvent, type LogSink } from '@/lib/log';
import { currentCorrelationId, newCorrelationId } from './correlation';
import { BadResponseError, NotFoundError, OfdError, UnavailableError } from './errors';
import { attemptOnce, type Consumer } from './attempt';
import { readChunks } from './read-body';
import { buildOfdUrl } from './url';
import { answerLocally, answerWhileAway } from './local-copy';
import { adapterAnswer } from './adapters';
import { routeCall, type Routed } from './connections';
import { noteOperatorAnswer, operatorAway } from './reachability';
import { backoffDelay, waitBeforeTrying } from './retry';

// The one typed fetch to the operator. Everything that leaves the server for OFD_BASE_URL goes
// through ofdGet (or ofdGetStream, its streaming twin): credentials are attached here and nowhere
// else, and only method, path template, status, attempt, duration and correlation id are logged.
// The wire knows nothing of people: the calls made for a person go through lib/operator/call.ts,
// which checks the person's organization scope around this transport and meters each try. A call
// that brings its own `connection` (tests, tools) reads nothing with the stored credentials. A call
// that names another configured connection's organization (or asks `via` one) is answered by that
// operator's adapter, in our protocol (docs/operators.md): the same parsing, deadline and errors.

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
  /** A month of a busy register is tens of MB (docs/operator-api.md §4); beyond this the answer is refused. */
  maxBodyBytes?: number;
  connection?: OfdConnection;
  /** Ask this configured connection (OFD_CONNECTIONS) for a call that names no organization. */
  via?: string;
  correlationId?: string;
  signal?: AbortSignal;
  log?: LogSink;
  random?: () => number;
  /** Told of every try (lib/operator/call.ts counts them in the metrics). */
  observe?: (path: string, outcome: string, status: number | undefined, seconds: number) => void;
};

/** `ofdGetStream`: the body of a 2xx answer is handed over as it arrives, chunk by chunk. */
export type OfdStreamRequest<T> = Omit<OfdRequest<z.ZodType>, 'schema'> & {
  /**
   * Reads the body and returns the result. A failure it throws as an OfdError is final; a body
   * that stalls, is cut off or grows too large fails like any other try (and may be retried:
   * the consumer must then start over from nothing, which a fresh call does).
   */
  consume: (body: AsyncIterable<Uint8Array>) => Promise<T>;
};

/** How long a call that found the operator away sends the next ones to the copy first. */
const AWAY_SHORTCUT_MS = 15_000;
/** The copy answers in-process: this is its own deadline when the operator's tries spent theirs. */
const COPY_DEADLINE_MS = 10_000;

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/;

type Finish<T> = (
  value: unknown,
) => { data: T; error?: undefined } | { data?: undefined; error: OfdError };

export function ofdGet<S extends z.ZodType>(
  request: OfdRequest<S>,
  options: OfdClientOptions = {},
): Promise<z.output<S>> {
  return call(request, options, (value) => parse(request.schema, value));
}

/**
 * Like ofdGet, with the same deadline, timeouts, retries and typed errors, for answers too large to
 * hold whole (a month of `tickets`): the consumer reads the body while it arrives.
 */
export function ofdGetStream<T>(
  request: OfdStreamRequest<T>,
  options: OfdClientOptions = {},
): Promise<T> {
  return call(
    request,
    options,
    (value) => ({ data: value as T }),
    (body, settings) =>
      request.consume(readChunks(body, { ...settings, maxBytes: settings.maxBodyBytes })),
  );
}

async function call<T>(
  request: Omit<OfdRequest<z.ZodType>, 'schema'>,
  options: OfdClientOptions,
  finish: Finish<T>,
  consume?: Consumer,
): Promise<T> {
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
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [connection.apiKeyHeader]: connection.apiKey,
    Authorization: `auth.sid ${connection.sessionId}`,
    'X-Request-Id': correlationId,
  };
  // On loopback (the built-in service) compression saves no network and costs a gzip on each
  // side: ~2 s of CPU for a busy month's 130 MB. A remote operator still sends it compressed.
  if (LOOPBACK.test(url.hostname)) headers['Accept-Encoding'] = 'identity';

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), deadlineMs);
  const onCallerAbort = () => deadline.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const started = Date.now();
  const call = { path: request.path, params: request.params ?? {}, query: request.query ?? {} };
  const fromCopy = async (
    local: Response,
    signal: AbortSignal,
    reason: string,
    event = 'ofd.local-copy',
  ) => {
    const result = await attemptOnce(url, {}, settings, signal, consume, async () => local);
    const value = result.ok ? finish(result.value) : undefined;
    const error = result.ok ? value?.error : result.error;
    log(error ? 'warn' : 'info', event, {
      path: request.path,
      reason,
      durationMs: Date.now() - started,
      correlationId,
      outcome: error ? `${error.kind}${reasonOf(error)}` : 'ok',
    });
    if (error) throw error;
    return value!.data as T;
  };
  const live = async (): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      const attemptStarted = Date.now();
      const result = await attemptOnce(url, headers, settings, deadline.signal, consume);
      const value = result.ok ? finish(result.value) : undefined;
      const error = result.ok ? value?.error : result.error;
      const status = error?.upstreamStatus ?? (error ? undefined : 200);
      const durationMs = Date.now() - attemptStarted;
      log(error ? 'warn' : 'info', 'ofd.request', {
        method: 'GET',
        path: request.path,
        status,
        attempt,
        durationMs,
        correlationId,
        outcome: error ? `${error.kind}${reasonOf(error)}` : 'ok',
      });
      options.observe?.(request.path, error ? error.kind : 'ok', status, durationMs / 1000);
      // Health reports the configured operator's last real answer, not a guess (docs/outages.md).
      if (!options.connection) {
        const reachable = !(error instanceof UnavailableError);
        noteOperatorAnswer({ at: Date.now(), reachable, source: 'call' });
      }
      if (!error) return value!.data as T;
      if (result.ok || !result.retryable || attempt >= maxAttempts) throw error;
      const wait = waitBeforeRetry(result, attempt, options);
      if (wait === undefined || Date.now() - started + wait >= deadlineMs) throw error;
      await waitBeforeTrying(wait, deadline.signal);
      if (deadline.signal.aborted) throw new UnavailableError('timeout');
    }
  };
  // Another operator's adapter answers in-process, as the copy does; its tries are its own.
  const fromAdapter = async (routed: Routed): Promise<T> => {
    const local = await adapterAnswer(routed, call, {
      signal: deadline.signal,
      timeoutMs: settings.headersTimeoutMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 5_000,
      defaultTimeZone: env!.defaultTimeZone,
      observe: (outcome, status, seconds) =>
        options.observe?.(request.path, outcome, status, seconds),
    });
    return fromCopy(local, deadline.signal, routed.connection.name, 'ofd.connection');
  };
  try {
    if (options.connection) return await live();
    const routed = routeCall(env!.connections, call, options.via);
    if (routed) return await fromAdapter(routed);
    // The mirror's copy answers what it holds complete (docs/mirror.md); the rest goes live.
    const local = await answerLocally(call, deadline.signal);
    if (local) return await fromCopy(local, deadline.signal, 'complete');
    // Found away moments ago: the copy answers what it holds without waiting for another refusal
    // or timeout; after a short while the operator is tried again, so live reading resumes.
    if (operatorAway(AWAY_SHORTCUT_MS)) {
      const held = await answerWhileAway(call, deadline.signal);
      if (held) return await fromCopy(held, deadline.signal, 'operator-away');
    }
    try {
      return await live();
    } catch (error) {
      if (!(error instanceof UnavailableError) || options.signal?.aborted) throw error;
      // The operator is away (docs/outages.md): what the copy holds is better than an error. The
      // live tries may have spent the deadline, so the copy gets a short one of its own.
      const signal = AbortSignal.any([
        AbortSignal.timeout(COPY_DEADLINE_MS),
        ...(options.signal ? [options.signal] : []),
      ]);
      const held = await answerWhileAway(call, signal);
      if (!held) throw error;
      return await fromCopy(held, signal, 'operator-away');
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
    // "No data" may come as an empty body (docs/operator-api.md §2): an empty list, or nothing to show.
    const empty = schema.safeParse([]);
    return empty.success ? { data: empty.data } : { error: new NotFoundError({ status: 200 }) };
  }
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { data: parsed.data }
    : { error: new BadResponseError('shape', { status: 200 }) };
}
