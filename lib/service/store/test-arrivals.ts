import { expect } from 'vitest';
import { toIngestDocument } from '../ingest';
import { DRIVE, REG, fixtureDocument } from '../testing/fixture-world';
import type { Store } from './types';

// A store migrated to the arrival sequence (version 3) numbers what it held before, then goes on
// numbering from there: both engines' tests reopen an older store and read it with this.

const A1_2024 = { regNumber: REG.a1, from: '2024-01-01T00:00:00', to: '2024-12-31T23:59:59' };

/**
 * Reads register A1's documents of 2024 by arrival, then ingests a late receipt and expects it
 * alone after them. Returns the documents as first read, for the engine's own checks.
 */
export async function arrivalsGoOn(store: Store) {
  const all = await store.documentsByArrival({ ...A1_2024, afterSeq: 0, limit: 100 });
  const late = fixtureDocument('receipt', REG.a1, DRIVE.a1Old, 41, '2024-01-03T10:00:00');
  await store.ingestDocuments([toIngestDocument(late.type, late.body)]);
  const since = await store.documentsByArrival({
    ...A1_2024,
    afterSeq: all.at(-1)!.seq,
    limit: 9,
  });
  expect(since.map((d) => d.fdNumber)).toEqual([41]);
  return all;
}
