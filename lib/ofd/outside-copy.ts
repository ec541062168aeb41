import 'server-only';
import { getEnv } from '@/lib/env';
import { connectionOf } from './connections';
import { UnavailableError } from './errors';
import { copyHeld, type CopyHeld } from './local-copy';
import { connectionAway, operatorAway } from './reachability';

// A period the mirror's copy does not hold, asked while its operator is away
// (docs/mirror-connections.md): still an outage, but one that says which days the copy holds, so
// that the page offers them instead of an error. And the as-of of answers read from the copy.

export class OutsideCopyError extends UnavailableError {
  static override readonly brand: string = 'OutsideCopyError';
  constructor(
    readonly held: CopyHeld,
    cause: UnavailableError,
  ) {
    super(cause.reason, { status: cause.upstreamStatus });
  }
}

/** Whether the organization's operator (the default one, or its connection) is away now. */
export function awayFor(orgId: string): boolean {
  const connection = connectionOf(getEnv().connections, orgId);
  return connection ? connectionAway(connection.name) : operatorAway();
}

/** The error as it should reach the page: an outage with the copy's days when it holds some. */
export async function explainOutsideCopy(
  error: unknown,
  where: { orgId: string; rnm: string },
): Promise<unknown> {
  if (!(error instanceof UnavailableError) || error instanceof OutsideCopyError) return error;
  if (!awayFor(where.orgId)) return error;
  const held = await copyHeld(where.rnm);
  return held ? new OutsideCopyError(held, error) : error;
}

/** Marks an answer read from the copy while its operator is away: `source` and `asOf`. */
export async function markFromCopy<T>(
  answer: T,
  where: { orgId: string; rnm: string },
): Promise<T | (T & { source: 'copy'; asOf: string | null })> {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return answer;
  if (!awayFor(where.orgId)) return answer;
  const held = await copyHeld(where.rnm);
  return held ? { ...answer, source: 'copy' as const, asOf: held.asOfUtc } : answer;
}
