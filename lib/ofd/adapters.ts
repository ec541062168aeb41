import 'server-only';
import type { ConnectionSettings } from '@/lib/env';
import type { Routed } from './connections';
import { OfdError, UnavailableError } from './errors';
import { answerWhileAway, type OperatorCall } from './local-copy';
import { connectionAway, noteConnectionAnswer } from './reachability';
import { answerOfdRu } from './ofdru/adapter';
import { answerTaxcom } from './taxcom/adapter';

// The port (docs/operators.md): every operator kind answers a call of our protocol with our
// protocol's JSON, as a Response the wire's client reads like the operator's own (lib/ofd/client.ts).
// One adapter per kind: Taxcom and OFD.ru so far beside the protocol we speak, chosen in one place
// for the dashboard's calls and the mirror's copy (lib/mirror/server/adapter-upstream.ts). A
// connection that is away is answered from the mirror's copy of it, as the default one is
// (docs/mirror-connections.md).

/** The copy's own deadline: the adapter's tries may have spent the call's. */
const COPY_DEADLINE_MS = 5_000;
/**
 * Found away this recently: the copy answers without trying the connection (as the wire's client
 * does for the default one), so that a walk begun on the copy's pages goes on with its cursor.
 */
const AWAY_SHORTCUT_MS = 15_000;

export type ConnectionContext = {
  connection: ConnectionSettings;
  signal: AbortSignal;
  /** One try of the adapter's own calls. */
  timeoutMs: number;
  maxRetryAfterMs: number;
  defaultTimeZone: string;
  /** Waited for before each request the adapter sends: the mirror's budget of requests per second. */
  beforeRequest?: () => Promise<void>;
};

/** Our protocol's answer to `call` (its parameters carrying the organization's own id), by kind. */
export function answerConnection(ctx: ConnectionContext, call: OperatorCall): Promise<unknown> {
  const { connection, defaultTimeZone, ...common } = ctx;
  return connection.kind === 'ofdru'
    ? answerOfdRu({ ...common, connection }, call)
    : answerTaxcom({ ...common, connection, defaultTimeZone }, call);
}

type AdapterContext = Omit<ConnectionContext, 'connection' | 'beforeRequest'> & {
  /** Told of the whole answer, once: its outcome kind, the operator's status, seconds taken. */
  observe?: (outcome: string, status: number | undefined, seconds: number) => void;
};

export async function adapterAnswer(
  routed: Routed,
  call: OperatorCall,
  ctx: AdapterContext,
): Promise<Response> {
  const started = Date.now();
  const name = routed.connection.name;
  if (connectionAway(name, AWAY_SHORTCUT_MS)) {
    const held = await answerWhileAway(call, AbortSignal.timeout(COPY_DEADLINE_MS), name);
    if (held) return held;
  }
  let outcome = 'ok';
  let status: number | undefined = 200;
  try {
    const { signal, timeoutMs, maxRetryAfterMs, defaultTimeZone } = ctx;
    const answer = await answerConnection(
      { connection: routed.connection, signal, timeoutMs, maxRetryAfterMs, defaultTimeZone },
      { ...call, params: routed.params },
    );
    noteConnectionAnswer(name, { at: started, reachable: true, source: 'call' });
    return new Response(JSON.stringify(answer), {
      headers: { 'Content-Type': 'application/json' },
    });
  } catch (error) {
    const failure =
      error instanceof OfdError
        ? error
        : ctx.signal.aborted
          ? new UnavailableError('timeout')
          : undefined;
    outcome = failure?.kind ?? 'error';
    status = failure?.upstreamStatus;
    if (failure instanceof UnavailableError) {
      noteConnectionAnswer(name, { at: started, reachable: false, source: 'call' });
      const held = await answerWhileAway(call, AbortSignal.timeout(COPY_DEADLINE_MS), name);
      if (held) {
        outcome = 'operator-away';
        return held;
      }
    }
    throw failure ?? error;
  } finally {
    ctx.observe?.(outcome, status, (Date.now() - started) / 1000);
  }
}
