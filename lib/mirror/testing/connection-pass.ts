import type { ConnectionSettings } from '@/lib/env';
import type { MirrorStore } from '@/lib/service';
import { createAdapterUpstream } from '../server/adapter-upstream';
import { connectionSource } from '../server/connection-source';
import { runPass, type PassOptions } from '../server/pass';
import { createUpstream, type Upstream } from '../server/upstream';

// Another connection's passes for the mirror's tests (docs/mirror-connections.md): its adapter
// upstream within a budget, the options of a pass at a fixed moment, and the pass itself.

/** A default operator nobody answers at: for files that copy only the other connection. */
const nowhere = () =>
  createUpstream(
    { baseUrl: 'http://127.0.0.1:9', apiKey: 'k', sessionId: 's', apiKeyHeader: 'X-Api-Key' },
    { maxRps: 1 },
  );

export function connectionPass(
  connection: ConnectionSettings,
  mirror: MirrorStore,
  more: {
    now: Date;
    /** The default connection's, when the file copies it too. */
    upstream?: Upstream;
    maxRps?: number;
    backfillDays?: number;
    concurrency?: number;
  },
) {
  const upstream = createAdapterUpstream(connection, {
    maxRps: more.maxRps ?? 1000,
    timeoutMs: 5_000,
    defaultTimeZone: 'Europe/Moscow',
  });
  const options: PassOptions = {
    upstream: more.upstream ?? nowhere(),
    mirror,
    backfillDays: more.backfillDays ?? 3660,
    concurrency: more.concurrency ?? 2,
    rereads: new Map(),
    rereadEveryMs: 0,
    freshForMs: 0,
    now: () => more.now,
  };
  return { upstream, options, pass: () => runPass(connectionSource(upstream, options), options) };
}
