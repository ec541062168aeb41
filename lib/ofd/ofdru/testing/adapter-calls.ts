import { afterEach } from 'vitest';
import type { OfdRuConnectionSettings } from '@/lib/env';
import { answerOfdRu } from '../adapter';
import { DRIVE, INN, RNM, startOfdRuStandIn, type StartedOfdRu } from './stand-in';

// The OFD.ru adapter's tests' one set-up: stand-ins started per test and closed after it, the
// adapter's context, and our protocol's `tickets` call for some days of the stand-in's register.

const started: StartedOfdRu[] = [];

/** Closes every stand-in a test started, once it ends (call at a test file's top level). */
export function closeStandInsAfterEach() {
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.close()));
  });
}

export async function start(more: Parameters<typeof startOfdRuStandIn>[1] = {}) {
  const standIn = await startOfdRuStandIn(undefined, more);
  started.push(standIn);
  return standIn;
}

export const ctx = (connection: OfdRuConnectionSettings, maxRetryAfterMs = 5_000) => ({
  connection,
  signal: AbortSignal.timeout(10_000),
  timeoutMs: 5_000,
  maxRetryAfterMs,
});

export type Envelope = Record<string, Record<string, unknown>>;
export const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';

export const days = (connection: OfdRuConnectionSettings, from: string, to = from, drive = DRIVE) =>
  answerOfdRu(ctx(connection), {
    path: TICKETS,
    params: { inn: INN, rnm: RNM, drive },
    query: { dateFrom: from, dateTo: to },
  }) as Promise<Envelope[]>;
