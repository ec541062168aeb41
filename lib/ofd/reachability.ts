import {
  forgetProcessShared,
  peekProcessShared,
  processShared,
  setProcessShared,
} from '@/lib/process/shared';

// Whether the operator answered lately, from the dashboard's real calls (lib/ofd/client.ts notes
// each one) rather than from a guess: health reports what the last call found (docs/outages.md).
// An HTTP answer of any kind but 5xx proves the operator reachable; a network failure, a timeout
// or a 5xx does not.

export type OperatorObservation = { at: number; reachable: boolean; source: 'call' | 'probe' };

// Process-shared: the calls of every route bundle note here, health reads it from its own.
const LAST = 'operator-reachability';
const last = () => peekProcessShared<OperatorObservation>(LAST);

export function noteOperatorAnswer(observation: OperatorObservation): void {
  const seen = last();
  // Calls finish out of order: the newest observation wins.
  if (!seen || observation.at >= seen.at) setProcessShared(LAST, observation);
}

export function lastOperatorAnswer(): OperatorObservation | undefined {
  return last();
}

/**
 * Whether the last call (or probe) found the operator away, at most `withinMs` ago. The wire
 * client reads the copy without trying the operator while this holds for a short while; the
 * pages say the operator is away while the last word about it says so.
 */
export function operatorAway(withinMs = Infinity, now = Date.now()): boolean {
  const seen = last();
  return seen !== undefined && !seen.reachable && now - seen.at < withinMs;
}

/** Tests: as if no call had been made since the start. */
export function forgetOperatorAnswers(): void {
  forgetProcessShared(LAST);
}

// Another connection's (OFD_CONNECTIONS) last word the same way: its adapter notes each answer.
const CONNECTIONS = 'connection-reachability';
const byConnection = () => processShared(CONNECTIONS, () => new Map<string, OperatorObservation>());

export function noteConnectionAnswer(name: string, observation: OperatorObservation): void {
  const seen = byConnection().get(name);
  if (!seen || observation.at >= seen.at) byConnection().set(name, observation);
}

/** Whether the last call to that connection found it away, at most `withinMs` ago. */
export function connectionAway(name: string, withinMs = Infinity, now = Date.now()): boolean {
  const seen = byConnection().get(name);
  return seen !== undefined && !seen.reachable && now - seen.at < withinMs;
}

/** Tests: as if no connection had been called since the start. */
export function forgetConnectionAnswers(): void {
  forgetProcessShared(CONNECTIONS);
}
