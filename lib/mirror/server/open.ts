import 'server-only';
import path from 'node:path';
import { getEnv } from '@/lib/env';
import { mirrorStoreOf, openStore, type Store } from '@/lib/service';
import { MirrorConfigError, parseMirrorConfig, type MirrorConfig } from './config';
import { createAdapterUpstream, type AdapterUpstream } from './adapter-upstream';
import { ownedBy } from './connection-source';
import type { PassOptions } from './pass';
import { createUpstream, type Upstream } from './upstream';
import { forgetProcessShared, processShared } from '@/lib/process/shared';

// Everything a mirror needs, from the configuration (lib/env.ts for the operator and the store,
// config.ts for the pace). The store is opened as it is, never seeded with the demo world: in
// mirror mode it holds the operator's data only.

export type Mirror = {
  config: MirrorConfig;
  store: Store;
  upstream: Upstream;
  /** Every other connection (OFD_CONNECTIONS), each copied by days within its own budget. */
  others: AdapterUpstream[];
  options: PassOptions;
};

/** A re-read day that still falls short is tried again after this long. */
const REREAD_EVERY_MS = 60 * 60_000;

export async function openMirror(source = process.env): Promise<Mirror> {
  const env = getEnv();
  if (env.builtIn) {
    throw new MirrorConfigError(
      'The mirror copies a real operator: set OFD_BASE_URL, OFD_API_KEY and OFD_SESSION_ID.',
    );
  }
  const config = parseMirrorConfig(source);
  const store = await openStore(
    env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: path.resolve(env.dataDir) },
  );
  const upstream = createUpstream(
    {
      baseUrl: env.baseUrl,
      apiKey: env.apiKey,
      sessionId: env.sessionId,
      apiKeyHeader: env.apiKeyHeader,
    },
    { maxRps: config.maxRps, timeoutMs: env.timeoutMs },
  );
  const options: PassOptions = {
    upstream,
    mirror: mirrorStoreOf(store),
    backfillDays: config.backfillDays,
    concurrency: config.concurrency,
    rereads: new Map(),
    rereadEveryMs: REREAD_EVERY_MS,
    // The dashboard's zone rule for epoch-second times (lib/documents/server/register.ts): the same here.
    defaultTimeZone: env.defaultTimeZone,
    // Half an interval: a register another instance just synced waits for the next pass.
    freshForMs: (config.intervalMinutes * 60_000) / 2,
    // The default connection's rejected credentials say nothing of another connection's registers.
    ownsStatus: (status) => !env.connections.some((c) => ownedBy(c.name)(status)),
  };
  // Every other connection (Taxcom, OFD.ru) is copied by day windows, each within its own budget.
  const others = env.connections.map((connection) =>
    createAdapterUpstream(connection, {
      maxRps: config.connectionRps[connection.name] ?? config.maxRps,
      timeoutMs: env.timeoutMs,
      defaultTimeZone: env.defaultTimeZone,
    }),
  );
  return { config, store, upstream, others, options };
}

/** The process's one mirror (the scheduler and the status route share it), opened on first use. */
export function getMirror(): Promise<Mirror> {
  const opened = processShared('mirror', openMirror);
  // A failed first open (a database not up yet) is tried again by the next caller.
  opened.catch(() => forgetProcessShared('mirror'));
  return opened;
}
