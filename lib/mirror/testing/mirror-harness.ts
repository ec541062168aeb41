import { generateDemoWorld } from '@/lib/service/seed';
import { bodyText } from '@/lib/service/shapes';
import type { DemoWorld, WorldDocument } from '@/lib/service/seed/world';
import { mirrorStoreOf } from '@/lib/service/store/mirror-store';
import type { Store } from '@/lib/service/store/types';
import { openTestStore, type StoreKind } from '@/lib/service/testing/test-store';
import { runPass, type PassOptions } from '../server/pass';
import { createUpstream } from '../server/upstream';
import { STAND_IN_KEY, STAND_IN_SESSION, startStandInOperator } from './published-stand-in';

// A mirror wired to a stand-in operator and a test store, for the mirror's tests. Waits are
// recorded instead of slept, so the tests check what the mirror waited, never how long they ran.

export const ANCHOR = '2026-03-10';
export const NOW = new Date(`${ANCHOR}T12:00:00Z`);

export function mirrorWorld(): DemoWorld {
  return generateDemoWorld({ anchorDate: ANCHOR, days: 4, now: `${ANCHOR}T12:00:00Z` });
}

export async function startMirrorHarness(
  options: {
    world?: DemoWorld;
    holdBack?: (doc: WorldDocument) => boolean;
    kind?: StoreKind;
    store?: Store;
    maxRps?: number;
    pageSize?: number;
    pageDelayMs?: number;
    freshForMs?: number;
    backfillDays?: number;
  } = {},
) {
  const world = options.world ?? mirrorWorld();
  const standIn = await startStandInOperator(world, {
    holdBack: options.holdBack,
    pageSize: options.pageSize,
    pageDelayMs: options.pageDelayMs,
  });
  const opened = options.store ? null : await openTestStore(options.kind);
  const store = options.store ?? opened!.store;
  const waits: number[] = [];
  const upstream = createUpstream(
    {
      baseUrl: standIn.origin,
      apiKey: STAND_IN_KEY,
      sessionId: STAND_IN_SESSION,
      apiKeyHeader: 'X-Vendor-Ofd-ApiKey',
    },
    {
      maxRps: options.maxRps ?? 1000,
      sleep: async (ms) => void waits.push(ms),
    },
  );
  const passOptions: PassOptions = {
    upstream,
    mirror: mirrorStoreOf(store),
    backfillDays: options.backfillDays ?? 90,
    concurrency: 2,
    rereads: new Map(),
    rereadEveryMs: 0,
    freshForMs: options.freshForMs ?? 0,
    now: () => NOW,
  };
  return {
    world,
    standIn,
    store,
    mirror: passOptions.mirror,
    upstream,
    waits,
    pass: () => runPass(upstream, passOptions),
    /** A pass with some options changed: another backfill, a store that watches its commits. */
    passWith: (changed: Partial<PassOptions>) => runPass(upstream, { ...passOptions, ...changed }),
    async close() {
      await standIn.close();
      await opened?.dispose();
    },
  };
}

export type MirrorHarness = Awaited<ReturnType<typeof startMirrorHarness>>;

/** Every document of a register the store holds, as `drive/fd` → body, over all its drives. */
export async function storedDocuments(store: Store, rnm: string, drives: string[]) {
  const out = new Map<string, unknown>();
  for (const drive of drives) {
    const range = {
      regNumber: rnm,
      fiscalDriveNumber: drive,
      from: '2000-01-01T00:00:00',
      to: '2100-01-01T00:00:00',
    };
    for await (const batch of store.documentBatches(range)) {
      for (const d of batch) out.set(`${drive}/${d.fdNumber}`, JSON.parse(bodyText(d.body)));
    }
  }
  return out;
}
