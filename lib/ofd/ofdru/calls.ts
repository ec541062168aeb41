import 'server-only';
import type { z } from 'zod';
import type { OfdRuConnectionSettings } from '@/lib/env';
import { processShared } from '@/lib/process/shared';
import {
  adapterRequest,
  errorByStatus,
  tryAgainOrThrow,
  type AdapterAnswer,
} from '../adapter-http';
import { inTurn } from '../in-flight';
import { BadResponseError, CredentialsRejectedError, type OfdError } from '../errors';
import { authTokenSchema, wrapperSchema } from './ofdru.schema';

// Calls to one OFD.ru connection (docs/operators-ofdru.md): one AuthToken for the log-in,
// asked for once however many calls wait for it, again shortly before the ExpirationDateUtc it
// came with and again when a call is refused with 401; a short Retry-After waited for; a few calls
// at once; the `Status` of the wrapper checked, since a refusal may come with HTTP 200.

export type OfdRuContext = {
  connection: OfdRuConnectionSettings;
  signal: AbortSignal;
  timeoutMs: number;
  maxRetryAfterMs: number;
  /** Waited for before each request is sent: the mirror's budget of requests per second. */
  beforeRequest?: () => Promise<void>;
};

type Query = [name: string, value: string][];
type Token = { value: string; expiresAt: number };

/** Public clients keep to about one call a second; we keep a small budget at once. */
const BUDGET = 2;
/** A token this close to its end is not used: a walk would see it end halfway. */
const EARLY_MS = 60_000;

type State = { token?: Promise<Token>; active: number; waiting: (() => void)[] };

const stateOf = (connection: OfdRuConnectionSettings): State =>
  processShared(`ofdru.calls.${connection.name}.${connection.baseUrl}`, () => ({
    active: 0,
    waiting: [],
  }));

const budgeted = <T>(state: State, run: () => Promise<T>) => inTurn(state, BUDGET, run);

/** One request, log-ins included, once the mirror's budget (if any) lets it go. */
async function send(ctx: OfdRuContext, request: Parameters<typeof adapterRequest>[0]) {
  await ctx.beforeRequest?.();
  return adapterRequest(request, ctx.signal, ctx.timeoutMs);
}

/** A refusal as the wire's typed error, by status; `refused` for a 2xx whose Status is not Success. */
function ofdRuError(answer: AdapterAnswer, refused: () => OfdError): OfdError {
  const { status } = answer;
  if (status >= 200 && status < 300) return refused();
  if (status === 401) return new CredentialsRejectedError('session', { status });
  return errorByStatus(answer);
}

function logIn(ctx: OfdRuContext, state: State): Promise<Token> {
  const { connection } = ctx;
  const request = {
    method: 'POST' as const,
    url: new URL(`${connection.baseUrl}/api/Authorization/CreateAuthToken`),
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Login: connection.login, Password: connection.password }),
  };
  const token = budgeted(state, () => send(ctx, request)).then((answer) => {
    // A refused log-in is the stored credentials' fault: only configuration can fix it.
    if (answer.status === 401 || answer.status === 403) {
      throw new CredentialsRejectedError('key', { status: answer.status });
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw ofdRuError(answer, () => new BadResponseError('shape'));
    }
    const parsed = authTokenSchema.safeParse(answer.json);
    if (!parsed.success) throw new CredentialsRejectedError('key', { status: answer.status });
    const ends = Date.parse(`${parsed.data.ExpirationDateUtc?.replace(/Z$/, '') ?? ''}Z`);
    // Without a readable end the token is used until a call is refused with 401.
    return { value: parsed.data.AuthToken, expiresAt: Number.isFinite(ends) ? ends : Infinity };
  });
  state.token = token;
  // A failed log-in is not kept: the next call tries again.
  token.catch(() => {
    if (state.token === token) state.token = undefined;
  });
  return token;
}

/** The token held, unless it is `stale` or about to end; then one log-in for every call waiting. */
async function tokenFor(ctx: OfdRuContext, state: State, stale?: string): Promise<Token> {
  for (;;) {
    const pending = state.token;
    const held = await pending?.catch(() => undefined);
    if (held && held.value !== stale && held.expiresAt - EARLY_MS > Date.now()) return held;
    // Another call may have begun a log-in while this one waited: that one is awaited instead.
    if (state.token === pending) return logIn(ctx, state);
  }
}

/**
 * `GET /api/integration/v2/inn/{inn}/<path>?<query>&AuthToken=…`, its `Data` read by `schema`. A
 * wrapper whose Status is not Success is `refused()`.
 */
export async function ofdRuGet<S extends z.ZodType>(
  ctx: OfdRuContext,
  inn: string,
  path: string,
  query: Query,
  schema: S,
  refused: () => OfdError,
): Promise<z.output<S>> {
  const state = stateOf(ctx.connection);
  let stale: string | undefined;
  let renewed = false;
  for (let attempt = 1; ; attempt++) {
    const token = await tokenFor(ctx, state, stale);
    stale = undefined;
    const url = new URL(`${ctx.connection.baseUrl}/api/integration/v2/inn/${inn}/${path}`);
    for (const [name, value] of query) url.searchParams.append(name, value);
    url.searchParams.set('AuthToken', token.value);
    let answer: AdapterAnswer;
    try {
      const request = { method: 'GET' as const, url, headers: {} };
      answer = await budgeted(state, () => send(ctx, request));
    } catch (error) {
      // A try that got no answer (adapter-http.ts): only an outage is tried again.
      await tryAgainOrThrow(error, attempt, ctx);
      continue;
    }
    const wrapper = wrapperSchema.safeParse(answer.json);
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok && wrapper.success && wrapper.data.Status === 'Success') {
      const parsed = schema.safeParse(wrapper.data.Data);
      if (!parsed.success) throw new BadResponseError('shape', { status: answer.status });
      return parsed.data;
    }
    // The token ended before the time it said, or was withdrawn: log in again once and repeat.
    if (answer.status === 401 && !renewed) {
      renewed = true;
      stale = token.value;
      continue;
    }
    await tryAgainOrThrow(ofdRuError(answer, refused), attempt, ctx, answer.retryAfterMs);
  }
}
