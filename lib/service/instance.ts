import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadWorld } from './load-world';
import { generateDemoWorld } from './seed';
import type { DemoWorld } from './seed/world';
import { openSqliteStore } from './store/sqlite';
import type { Store } from './store/types';

// One store per data directory and process. The registry lives on globalThis so that Next's dev
// hot reload (which re-evaluates modules) reuses the open connection instead of leaking new ones.
// Nothing happens at import time: `next build` never opens or seeds a database.

const REGISTRY = Symbol.for('ofd-console.service-stores');
type Registry = Map<string, Promise<Store>>;

function registry(): Registry {
  const holder = globalThis as { [REGISTRY]?: Registry };
  return (holder[REGISTRY] ??= new Map());
}

export function getServiceStore(
  dataDir: string,
  makeWorld: () => DemoWorld = () => generateDemoWorld(),
): Promise<Store> {
  const key = path.resolve(dataDir);
  const stores = registry();
  let store = stores.get(key);
  if (!store) {
    store = openSeededStore(key, makeWorld);
    // A failed first start (disk full, bad permissions) is retried by the next request.
    store.catch(() => stores.delete(key));
    stores.set(key, store);
  }
  return store;
}

/** Opens the store; on first start (no organizations yet) seeds it with the demo world. */
export async function openSeededStore(dataDir: string, makeWorld: () => DemoWorld): Promise<Store> {
  const store = openSqliteStore(dataDir);
  try {
    if (!(await store.hasOrganizations())) {
      const start = performance.now();
      const { documents } = await loadWorld(store, makeWorld());
      const elapsed = Math.round(performance.now() - start);
      console.info(
        `[ofd-service] first start: seeded ${documents} demo documents in ${elapsed} ms`,
      );
    }
    return store;
  } catch (error) {
    store.close();
    throw error;
  }
}

/** Closes and forgets every store of this process (tests, graceful shutdown). */
export async function closeServiceStores(): Promise<void> {
  const stores = registry();
  for (const [key, store] of stores) {
    stores.delete(key);
    (await store.catch(() => null))?.close();
  }
}
