import 'server-only';
import type { z } from 'zod';
import type { TaxcomConnectionSettings } from '@/lib/env';
import { processShared } from '@/lib/process/shared';
import {
  BadResponseError,
  CredentialsRejectedError,
  NotFoundError,
  type OfdError,
} from '../errors';
import {
  adapterRequest,
  errorByStatus,
  tryAgainOrThrow,
  type AdapterAnswer,
} from '../adapter-http';
import { inTurn } from '../in-flight';
import { loginSchema, taxcomErrorSchema } from './taxcom.schema';

// Calls to one Taxcom connection (docs/operators.md, "Transport"): a session token per agreement,
// logged in once however many calls wait for it and again when the operator says it expired
// (401 with apiErrorCode 2109), a short Retry-After waited for, a budget of calls at once, and
// every refusal turned into the wire's typed errors (lib/ofd/errors.ts).

export type TaxcomContext = {
  connection: TaxcomConnectionSettings;
  signal: AbortSignal;
  /** One try, until its answer is read. */
  timeoutMs: number;
  /** A longer Retry-After is not waited for: the call fails as rate limited at once. */
  maxRetryAfterMs: number;
  /** Records a list page (1–1000); tests page shorter to reach the last page soon. */
  pageSize?: number;
  /** Waited for before each request is sent: the mirror's budget of requests per second. */
  beforeRequest?: () => Promise<void>;
};

type Query = [name: string, value: string][];

/** Calls one connection may have under way at once: Taxcom publishes no limit, so we keep ours. */
const BUDGET = 4;
const TOKEN_EXPIRED = 2109;
/** Drive, register, outlet, shift or document unknown (3103, 3105 published; the rest assumed). */
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const NOT_FOUND_CODES = new Set([3101, 3102, 3103, 3104, 3105, 3106]);

type State = {
  /** agreement ('' for the login's own) → the token being or last logged in. */
  tokens: Map<string, Promise<string>>;
  active: number;
  waiting: (() => void)[];
};

const stateOf = (connection: TaxcomConnectionSettings): State =>
  processShared(`taxcom.calls.${connection.name}.${connection.baseUrl}`, () => ({
    tokens: new Map(),
    active: 0,
    waiting: [],
  }));

const budgeted = <T>(state: State, run: () => Promise<T>) => inTurn(state, BUDGET, run);

const urlOf = (connection: TaxcomConnectionSettings, method: string, query: Query = []) => {
  const url = new URL(`${connection.baseUrl}/API/v2/${method}`);
  for (const [name, value] of query) url.searchParams.append(name, value);
  return url;
};

const apiCode = (json: unknown) => {
  const parsed = taxcomErrorSchema.safeParse(json);
  return parsed.success ? parsed.data.apiErrorCode : undefined;
};

/** A refusal as the wire's typed error: by Taxcom's code first, then by status. */
function taxcomError(answer: AdapterAnswer): OfdError {
  const { status } = answer;
  const code = apiCode(answer.json);
  const upstream = { status };
  if (status === 401) {
    return new CredentialsRejectedError(code === TOKEN_EXPIRED ? 'session' : 'unknown', upstream);
  }
  if (code !== undefined && NOT_FOUND_CODES.has(code)) return new NotFoundError(upstream);
  return errorByStatus(answer);
}

function logIn(ctx: TaxcomContext, state: State, agreement: string): Promise<string> {
  const { connection } = ctx;
  const body = JSON.stringify({
    login: connection.login,
    password: connection.password,
    ...(agreement ? { agreementNumber: agreement } : {}),
  });
  const request = {
    method: 'POST' as const,
    url: urlOf(connection, 'Login'),
    headers: { 'Integrator-ID': connection.integratorId, 'Content-Type': 'application/json' },
    body,
  };
  const token = budgeted(state, async () => {
    await ctx.beforeRequest?.();
    return adapterRequest(request, ctx.signal, ctx.timeoutMs);
  }).then((answer) => {
    // A refused log-in is the stored credentials' fault: only configuration can fix it.
    if (answer.status === 401 || answer.status === 403) {
      throw new CredentialsRejectedError('key', { status: answer.status });
    }
    if (answer.status < 200 || answer.status >= 300) throw taxcomError(answer);
    const parsed = loginSchema.safeParse(answer.json);
    if (!parsed.success) throw new BadResponseError('shape', { status: answer.status });
    return parsed.data.sessionToken;
  });
  state.tokens.set(agreement, token);
  // A failed log-in is not kept: the next call tries again.
  token.catch(() => {
    if (state.tokens.get(agreement) === token) state.tokens.delete(agreement);
  });
  return token;
}

/** The agreement's token; a new log-in only when none is held or `stale` is the one held. */
async function tokenFor(ctx: TaxcomContext, state: State, agreement: string, stale?: string) {
  const held = state.tokens.get(agreement);
  if (held && (stale === undefined || (await held.catch(() => undefined)) !== stale)) return held;
  return logIn(ctx, state, agreement);
}

/** `GET /API/v2/<method>?<query>` for one agreement ('' for the login's own), read by `schema`. */
export async function taxcomGet<S extends z.ZodType>(
  ctx: TaxcomContext,
  agreement: string,
  method: string,
  query: Query,
  schema: S,
): Promise<z.output<S>> {
  const state = stateOf(ctx.connection);
  let stale: string | undefined;
  let renewed = false;
  for (let attempt = 1; ; attempt++) {
    const token = await tokenFor(ctx, state, agreement, stale);
    stale = undefined;
    const request = {
      method: 'GET' as const,
      url: urlOf(ctx.connection, method, query),
      headers: { 'Session-Token': token },
    };
    let answer: AdapterAnswer;
    try {
      answer = await budgeted(state, async () => {
        await ctx.beforeRequest?.();
        return adapterRequest(request, ctx.signal, ctx.timeoutMs);
      });
    } catch (error) {
      // A try that got no answer (adapter-http.ts): only an outage is tried again.
      await tryAgainOrThrow(error, attempt, ctx);
      continue;
    }
    if (answer.status >= 200 && answer.status < 300) {
      const parsed = schema.safeParse(answer.json);
      if (!parsed.success) throw new BadResponseError('shape', { status: answer.status });
      return parsed.data;
    }
    // The token ended (5 minutes after its last use): log in again once and repeat the call.
    if (answer.status === 401 && apiCode(answer.json) === TOKEN_EXPIRED && !renewed) {
      renewed = true;
      stale = token;
      continue;
    }
    await tryAgainOrThrow(taxcomError(answer), attempt, ctx, answer.retryAfterMs);
  }
}
