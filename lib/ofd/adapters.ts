import 'server-only';
import type { Routed } from './connections';
import { OfdError, UnavailableError } from './errors';
import type { OperatorCall } from './local-copy';
import { answerOfdRu } from './ofdru/adapter';
import { answerTaxcom } from './taxcom/adapter';

// The port (docs/operators.md): every operator kind answers a call of our protocol with our
// protocol's JSON, as a Response the wire's client reads like the operator's own (lib/ofd/client.ts).
// One adapter per kind: Taxcom and OFD.ru so far beside the protocol we speak.

type AdapterContext = {
  signal: AbortSignal;
  /** One try of the adapter's own calls. */
  timeoutMs: number;
  maxRetryAfterMs: number;
  defaultTimeZone: string;
  /** Told of the whole answer, once: its outcome kind, the operator's status, seconds taken. */
  observe?: (outcome: string, status: number | undefined, seconds: number) => void;
};

export async function adapterAnswer(
  routed: Routed,
  call: OperatorCall,
  ctx: AdapterContext,
): Promise<Response> {
  const started = Date.now();
  let outcome = 'ok';
  let status: number | undefined = 200;
  try {
    const { connection } = routed;
    const common = {
      signal: ctx.signal,
      timeoutMs: ctx.timeoutMs,
      maxRetryAfterMs: ctx.maxRetryAfterMs,
    };
    const routedCall = { ...call, params: routed.params };
    const answer =
      connection.kind === 'ofdru'
        ? await answerOfdRu({ ...common, connection }, routedCall)
        : await answerTaxcom(
            { ...common, connection, defaultTimeZone: ctx.defaultTimeZone },
            routedCall,
          );
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
    throw failure ?? error;
  } finally {
    ctx.observe?.(outcome, status, (Date.now() - started) / 1000);
  }
}
