import { getHeapSpaceStatistics } from 'node:v8';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WorldDocument } from './seed/world';
import { DRIVE, ORG_A, REG, fixtureDocument, fixtureWorld } from './testing/fixture-world';
import { startService, type Service } from './testing/fixture-service';

// A large `tickets` period streamed over real HTTP never puts anything in V8's large-object space:
// that is where a batch joined into one string went (over a megabyte each), and it stayed there
// until a full collection, which in the app's large heap came late: a month's stream held
// 90–240 MB above idle (docs/benchmarks.md, "The service's memory while streaming the month").
// Measured as the space's growth, sampled at every chunk the client takes, not as RSS, which on a
// shared machine moves with the collector's timing.

const COUNT = 20_000;
const TICKETS = `/v1/integration/inns/${ORG_A.inn}/kkts/${REG.a1}/fss/${DRIVE.a1New}/tickets?dateFrom=2024-03-01&dateTo=2024-03-30`;
/** Far less than one store batch (1,000 documents) joined into one string. */
const BOUND = 512 * 1024;

function* receipts(): Generator<WorldDocument> {
  for (let i = 0; i < COUNT; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const minute = String(Math.floor(i / 60) % 60).padStart(2, '0');
    const second = String(i % 60).padStart(2, '0');
    yield fixtureDocument(
      'receipt',
      REG.a1,
      DRIVE.a1New,
      100 + i,
      `2024-03-${day}T10:${minute}:${second}`,
    );
  }
}

const largeObjects = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === 'large_object_space')!
    .space_used_size;

let service: Service;
beforeAll(async () => {
  const world = fixtureWorld();
  const base = world.documents;
  world.documents = () => [...base(), ...receipts()];
  service = await startService(world);
}, 120_000);
afterAll(() => service.close());

it('streams a large period without large objects on the heap', async () => {
  globalThis.gc?.();
  const before = largeObjects();
  let grew = 0;
  let bytes = 0;
  const response = await service.get(TICKETS);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.byteLength;
    grew = Math.max(grew, largeObjects() - before);
  }
  console.log(
    `${COUNT} documents, ${(bytes / 1024 / 1024).toFixed(1)} MB: large-object space grew ` +
      `${(grew / 1024).toFixed(0)} kB at most`,
  );
  // The period is many times the bound, so a stream holding it, or a batch of it, would show.
  expect(bytes).toBeGreaterThan(10 * BOUND);
  expect(grew).toBeLessThan(BOUND);
});
