import type { DemoWorld } from './seed/world';
import { toIngestDocument } from './ingest';
import type { IngestDocument, Store, WorldRows } from './store/types';

// Loads a whole demo world into a store in one transaction. Documents are pulled from the world's
// iterable in batches, so a benchmark-sized world never sits in memory at once.

export function worldRows(world: DemoWorld): WorldRows {
  return {
    integrators: world.integrators,
    sessions: world.sessions,
    organizations: world.organizations,
    cashboxes: world.cashboxes,
    grants: world.grants,
  };
}

export function* documentBatches(world: DemoWorld, size = 2000): Generator<IngestDocument[]> {
  let batch: IngestDocument[] = [];
  for (const doc of world.documents()) {
    batch.push(toIngestDocument(doc.type, doc.body));
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export async function loadWorld(store: Store, world: DemoWorld): Promise<{ documents: number }> {
  return store.replaceAll(worldRows(world), documentBatches(world));
}

/** A first start: loads the world unless another instance already has (null then). */
export async function seedWorld(
  store: Store,
  world: DemoWorld,
): Promise<{ documents: number } | null> {
  return store.seedIfEmpty(worldRows(world), documentBatches(world));
}
