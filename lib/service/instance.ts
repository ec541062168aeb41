import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { processShared } from '@/lib/process/shared';
import { seedWorld } from './load-world';
import { generateDemoWorld } from './seed';
import type { DemoWorld } from './seed/world';
import { openStore, type StoreLocation } from './store/open';
import type { Store } from './store/types';

// One store per location (data directory or DATABASE_URL) and process. The registry is
// process-shared so that Next's dev hot reload (which re-evaluates modules) reuses the open connection instead of leaking new ones.
// Nothing happens at import time: `next build` never opens or seeds a database.

type Registry = Map<string, Promise<Store>>;

function registry(): Registry {
  return processShared<Registry>('service-stores', () => new Map());
}

/** A location, or a data directory for the SQLite default. */
export function getServiceStore(
  where: StoreLocation | string,
  makeWorld: () => DemoWorld = () => generateDemoWorld(),
): Promise<Store> {
  const location: StoreLocation =
    typeof where === 'string'
      ? { dataDir: path.resolve(where) }
      : 'dataDir' in where
        ? { dataDir: path.resolve(where.dataDir) }
        : where;
  const key = 'dataDir' in location ? location.dataDir : location.databaseUrl;
  const stores = registry();
  let store = stores.get(key);
  if (!store) {
    store = openSeededStore(location, makeWorld);
    // A failed first start (disk full, bad permissions) is retried by the next request.
    store.catch(() => stores.delete(key));
    stores.set(key, store);
  }
  return store;
}

/** Opens the store; on first start (no organizations yet) seeds it with the demo world. */
export async function openSeededStore(
  location: StoreLocation,
  makeWorld: () => DemoWorld,
): Promise<Store> {
  const store = await openStore(location);
  try {
    if (!(await store.hasOrganizations())) {
      const start = performance.now();
      const seeded = await seedWorld(store, makeWorld());
      const elapsed = Math.round(performance.now() - start);
      if (seeded) {
        console.info(
          `[ofd-service] first start: seeded ${seeded.documents} demo documents in ${elapsed} ms`,
        );
      }
    }
    return store;
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** Closes and forgets every store of this process (tests, graceful shutdown). */
export async function closeServiceStores(): Promise<void> {
  const stores = registry();
  for (const [key, store] of stores) {
    stores.delete(key);
    await (await store.catch(() => null))?.close();
  }
}
