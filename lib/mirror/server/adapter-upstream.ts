import 'server-only';
import { RateLimiterMemory, RateLimiterQueue } from 'rate-limiter-flexible';
import type { ConnectionSettings } from '@/lib/env';
import { answerConnection } from '@/lib/ofd/adapters';
import { listsEveryDocument } from '@/lib/ofd/lists-every-document';
import {
  CredentialsRejectedError as RefusedKey,
  OfdError,
  RateLimitedError,
} from '@/lib/ofd/errors';
import type { OperatorCall } from '@/lib/ofd/local-copy';
import { CredentialsRejectedError, UpstreamError, type UpstreamCounters } from './upstream';

// The mirror's calls to a connection without a cursor (Taxcom, OFD.ru;
// docs/mirror-connections.md): our protocol's calls answered by the connection's adapter, every
// request the adapter sends to the operator taking a token from the connection's own budget of
// requests per second. Refusals become the mirror's errors; rejected credentials stop this
// connection only. What the day sync needs to know of a kind comes along (`listsEveryDocument`).

export type AdapterUpstreamOptions = {
  maxRps: number;
  timeoutMs: number;
  defaultTimeZone: string;
  /** A longer Retry-After fails the call (the register is tried again next pass). */
  maxRetryAfterMs?: number;
};

export function createAdapterUpstream(
  connection: ConnectionSettings,
  options: AdapterUpstreamOptions,
) {
  const budget = new RateLimiterQueue(
    new RateLimiterMemory({ points: options.maxRps, duration: 1 }),
    { maxQueueSize: 1_000_000 },
  );
  const counters: UpstreamCounters = { requests: 0, throttled: 0, retried: 0 };
  let rejected: CredentialsRejectedError | null = null;
  const never = new AbortController().signal;

  async function call(path: string, params: Record<string, string>, query = {}) {
    if (rejected) throw rejected;
    const operatorCall: OperatorCall = { path, params, query };
    try {
      return await answerConnection(
        {
          connection,
          signal: never,
          timeoutMs: options.timeoutMs,
          maxRetryAfterMs: options.maxRetryAfterMs ?? 30_000,
          defaultTimeZone: options.defaultTimeZone,
          beforeRequest: async () => {
            await budget.removeTokens(1);
            counters.requests += 1;
          },
        },
        operatorCall,
      );
    } catch (error) {
      if (error instanceof RefusedKey) {
        rejected = new CredentialsRejectedError(error.upstreamStatus ?? 401);
        throw rejected;
      }
      if (error instanceof RateLimitedError) {
        counters.throttled += 1;
        throw new UpstreamError(`${connection.name}: the operator kept answering 429`, 429);
      }
      if (error instanceof OfdError) {
        throw new UpstreamError(`${connection.name}: ${error.kind}`, error.upstreamStatus);
      }
      throw error;
    }
  }

  return {
    connection,
    call,
    counters,
    listsEveryDocument: listsEveryDocument(connection),
    get rejected() {
      return rejected;
    },
  };
}

export type AdapterUpstream = ReturnType<typeof createAdapterUpstream>;
