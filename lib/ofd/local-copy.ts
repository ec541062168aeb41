import 'server-only';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';

// A local copy of the operator's data that may answer some calls instead of the operator (the
// mirror, docs/mirror.md). The wire client (lib/ofd/client.ts) asks it first for every call to the
// configured operator; it answers only what it holds complete, and everything else goes live.
// While the operator is away (docs/outages.md, "An operator that goes away") it is asked again and
// answers whatever it holds, so that pages show the copy instead of an error. It is registered by
// whoever keeps the copy (lib/mirror/server/local-copy.ts), process-shared because Next bundles
// instrumentation and routes apart.

export type OperatorCall = {
  /** The path template, e.g. `/v2/organizations/{orgId}`. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
};

/**
 * The copy's answer (a 2xx the client reads as the operator's), or null to ask the operator.
 * `connection` names the other connection (OFD_CONNECTIONS) the call is for; none for the default.
 */
export type LocalAnswer = (
  call: OperatorCall,
  signal: AbortSignal,
  connection?: string,
) => Promise<Response | null>;

export type LocalCopy = {
  answer: LocalAnswer;
  /**
   * Whether the copy holds a register's documents complete from `from` to `to` (local date-times
   * or calendar dates, both included): then every documents call for them is answered locally.
   */
  holds: (rnm: string, from: string, to: string) => Promise<boolean>;
  /**
   * For an operator that is away: anything the copy holds for the call (organizations, registers,
   * documents of a day it holds even short, one document, statistics), or null when it holds none.
   */
  answerAway: LocalAnswer;
  /**
   * The days the copy holds of a register (calendar dates, both included) and its last sync to
   * the end; null when it holds none. Pages offer them when the operator is away.
   */
  held: (rnm: string) => Promise<CopyHeld | null>;
};

export type CopyHeld = { from: string; to: string; asOfUtc: string | null };

const KEY = 'local-copy';

export function setLocalCopy(copy: LocalCopy | undefined): void {
  setProcessShared(KEY, copy);
}

export function localCopy(): LocalCopy | undefined {
  return peekProcessShared<LocalCopy>(KEY);
}

/** The copy's answer if it has one; a copy that fails (its store away) leaves the call live. */
export function answerLocally(call: OperatorCall, signal: AbortSignal): Promise<Response | null> {
  return ask('answer', call, signal);
}

/** What the copy holds for a call the operator cannot answer now; null leaves its failure. */
export function answerWhileAway(
  call: OperatorCall,
  signal: AbortSignal,
  connection?: string,
): Promise<Response | null> {
  return ask('answerAway', call, signal, connection);
}

async function ask(
  how: 'answer' | 'answerAway',
  call: OperatorCall,
  signal: AbortSignal,
  connection?: string,
): Promise<Response | null> {
  const copy = localCopy();
  if (!copy) return null;
  try {
    return await copy[how](call, signal, connection);
  } catch (error) {
    console.error('[ofd] the local copy failed:', error);
    return null;
  }
}

/** Whether the copy holds these days complete; false without a copy or when it fails. */
export async function localCopyHolds(rnm: string, from: string, to: string): Promise<boolean> {
  const copy = localCopy();
  if (!copy) return false;
  try {
    return await copy.holds(rnm, from, to);
  } catch (error) {
    console.error('[ofd] the local copy failed; reading live:', error);
    return false;
  }
}

/** What the copy holds of a register; null without a copy, or when it fails or holds nothing. */
export async function copyHeld(rnm: string): Promise<CopyHeld | null> {
  const copy = localCopy();
  if (!copy) return null;
  try {
    return await copy.held(rnm);
  } catch (error) {
    console.error('[ofd] the local copy failed:', error);
    return null;
  }
}
