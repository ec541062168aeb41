import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldDocument } from './seed/world';
import type { Store } from './store/types';
import { DRIVE, ORG_A, REG, fixtureDocument, fixtureWorld } from './testing/fixture-world';
import { startService, type Service } from './testing/fixture-service';

// 40k receipts in March 2024 on one drive: about 25 MB of JSON, 40 store batches of 1000.
const COUNT = 40_000;
const TICKETS = `/v1/integration/inns/${ORG_A.inn}/kkts/${REG.a1}/fss/${DRIVE.a1New}/tickets?dateFrom=2024-03-01&dateTo=2024-03-30`;

function* manyReceipts(): Generator<WorldDocument> {
  for (let i = 0; i < COUNT; i++) {
    const second = i % 86_400;
    const day = String(1 + Math.floor(i / 1440)).padStart(2, '0');
    const time = `${String(Math.floor(second / 3600) % 24).padStart(2, '0')}:${String(Math.floor(second / 60) % 60).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;
    yield fixtureDocument('receipt', REG.a1, DRIVE.a1New, 100 + i, `2024-03-${day}T${time}`);
  }
}

let service: Service;
let batchesRead = 0;
beforeAll(async () => {
  const world = fixtureWorld();
  const base = world.documents;
  world.documents = () => [...base(), ...manyReceipts()];
  service = await startService(world, {
    wrap: (store) => {
      const counting = Object.create(store) as Store;
      counting.documentBatches = async function* (range, size) {
        for await (const batch of store.documentBatches(range, size)) {
          batchesRead += 1;
          yield batch;
        }
      };
      return counting;
    },
  });
}, 60_000);
afterAll(() => service.close());

describe('tickets streams a large period', () => {
  it('arrives in several chunks while the store is read batch by batch (back-pressure)', async () => {
    batchesRead = 0;
    const response = await service.get(TICKETS);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A stream that built the whole answer first would have read all 40 batches by now.
    const readWhileWaiting = batchesRead;
    expect(readWhileWaiting).toBeLessThan(COUNT / 1000);

    const chunks = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read())
      chunks.push(next.value);
    expect(chunks.length).toBeGreaterThan(10);
    expect(batchesRead).toBe(COUNT / 1000);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = JSON.parse(text) as Record<string, { fiscalDocumentNumber: number }>[];
    expect(body).toHaveLength(COUNT);
    expect(body[0]!.receipt!.fiscalDocumentNumber).toBe(100);
    expect(body.at(-1)!.receipt!.fiscalDocumentNumber).toBe(100 + COUNT - 1);
  });

  it('stops reading the store when the client goes away', async () => {
    batchesRead = 0;
    const controller = new AbortController();
    const response = await service.get(TICKETS, 'owner', { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batchesRead).toBeLessThan(COUNT / 1000);
  });
});
