import 'server-only';
import { setTimeout as delay } from 'node:timers/promises';
import { RateLimiterMemory, RateLimiterQueue } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { backoffDelay, isRetryableStatus, parseRetryAfter } from '@/lib/ofd/retry';
import { buildOfdUrl } from '@/lib/ofd/url';

// The mirror's calls to the operator, gentle by construction (docs/mirror.md): every request
// takes a token from one budget of maxRps per second shared by all registers; a 429 pauses every
// register for its Retry-After; a 5xx or a dropped connection is retried after a jittered,
// growing wait; a 401 (or a 403 where the credentials alone decide) stops every later call
// without sending it, so rejected credentials are never hammered.

export type UpstreamConnection = {
  baseUrl: string;
  apiKey: string;
  sessionId: string;
  apiKeyHeader: string;
};

export type UpstreamOptions = {
  maxRps: number;
  timeoutMs?: number;
  /** Tries of one request before its register's sync fails for this pass. */
  attempts?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Tests pass a recorder; waits are never asserted as elapsed time. */
  sleep?: (ms: number) => Promise<void>;
};

export class CredentialsRejectedError extends Error {
  override name = 'CredentialsRejectedError';
  constructor(readonly status: number) {
    super(`the operator rejected the credentials (HTTP ${status}); syncing stopped`);
  }
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type UpstreamCall = {
  template: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A 403 here means the credentials themselves (the organization list), not one register. */
  forbiddenIsRejection?: boolean;
};

export type UpstreamCounters = { requests: number; throttled: number; retried: number };

export function createUpstream(connection: UpstreamConnection, options: UpstreamOptions) {
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const attempts = options.attempts ?? 5;
  const baseMs = options.backoffBaseMs ?? 500;
  const capMs = options.backoffCapMs ?? 30_000;
  const budget = new RateLimiterQueue(
    new RateLimiterMemory({ points: options.maxRps, duration: 1 }),
    { maxQueueSize: 1_000_000 },
  );
  const counters: UpstreamCounters = { requests: 0, throttled: 0, retried: 0 };
  let pausedUntil = 0;
  let rejected: CredentialsRejectedError | null = null;

  async function send(call: UpstreamCall): Promise<Response> {
    const url = buildOfdUrl(connection.baseUrl, call.template, call.params, call.query);
    for (let attempt = 1; ; attempt++) {
      if (rejected) throw rejected;
      const wait = pausedUntil - Date.now();
      if (wait > 0) await sleep(wait);
      await budget.removeTokens(1);
      if (rejected) throw rejected;
      counters.requests += 1;
      let response: Response | null = null;
      try {
        response = await fetch(url, {
          headers: {
            [connection.apiKeyHeader]: connection.apiKey,
            Authorization: `auth.sid ${connection.sessionId}`,
            Accept: 'application/json',
          },
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        if (attempt >= attempts) throw new UpstreamError(`operator unreachable: ${String(error)}`);
      }
      if (response) {
        const { status } = response;
        if (status === 401 || (status === 403 && call.forbiddenIsRejection)) {
          await response.body?.cancel();
          rejected = new CredentialsRejectedError(status);
          throw rejected;
        }
        if (!isRetryableStatus(status)) return response;
        await response.body?.cancel();
        if (status === 429) {
          counters.throttled += 1;
          const seconds = parseRetryAfter(response.headers.get('retry-after'));
          const pause =
            seconds !== undefined ? seconds * 1000 : backoffDelay(attempt, baseMs, capMs);
          // One pause for every register: the budget is the operator's, not one register's.
          pausedUntil = Math.max(pausedUntil, Date.now() + pause);
          if (attempt >= attempts * 2)
            throw new UpstreamError('the operator kept answering 429', 429);
          continue;
        }
        if (attempt >= attempts) throw new UpstreamError(`the operator answered ${status}`, status);
      }
      counters.retried += 1;
      await sleep(backoffDelay(attempt, baseMs, capMs));
    }
  }

  async function getJson<S extends z.ZodType>(call: UpstreamCall, schema: S): Promise<z.output<S>> {
    const response = await send(call);
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(`the operator answered ${response.status}`, response.status);
    }
    const text = await response.text();
    // "No data" may come back as an empty body rather than [] (docs/operator-api.md).
    let json: unknown;
    try {
      json = text.trim() === '' ? [] : JSON.parse(text);
    } catch {
      throw new UpstreamError('the operator answered something that is not JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new UpstreamError('the operator answered an unexpected shape');
    return parsed.data;
  }

  return {
    getJson,
    counters,
    get rejected() {
      return rejected;
    },
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
