import { forgetProcessShared, peekProcessShared, setProcessShared } from '@/lib/process/shared';

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
