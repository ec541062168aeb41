import { afterAll, beforeAll, expect, it } from 'vitest';
import { credentials, startService, type Service } from '@/lib/service/testing/fixture-service';
import { DRIVE, ORG_A, REG, fixtureWorld } from '@/lib/service/testing/fixture-world';
import { a1Receipts, clockOf } from './a1-receipts';
import { straightFromService } from './breakdown';

// The bench's "straight from the service" row walks the same requests the dashboard makes without
// parsing a body: by-period follows the cursor it finds at the end of each page's bytes, to the
// empty page that ends the day, and asks nothing more; tickets is one request a day.

const DAY = '2024-03-05';
const COUNT = 2300;
const busyDay = [...a1Receipts(COUNT, (i) => `${DAY}T${clockOf(8 * 3600 + i * 12)}`)];
const reg = {
  orgId: ORG_A.id,
  inn: ORG_A.inn,
  rnm: REG.a1,
  drive: DRIVE.a1New,
  from: DAY,
  to: DAY,
  documents: COUNT,
  busiestDay: DAY,
};

let service: Service;
beforeAll(async () => {
  service = await startService(fixtureWorld(busyDay));
}, 60_000);
afterAll(() => service.close());

/** The walk a client that parses every page makes: the bytes of each page, to the closing one. */
async function parsedWalk() {
  const sizes: number[] = [];
  let offset: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ dateFrom: `${DAY}T00:00:00`, dateTo: `${DAY}T23:59:59` });
    if (offset !== undefined) query.set('offset', offset);
    const path = `/v2/organizations/${ORG_A.id}/cashboxes/${REG.a1}/documents/by-period?${query}`;
    const { text, body } = await service.json(path);
    sizes.push(Buffer.byteLength(text));
    const next = (body as { paging: { nextOffset?: string } }).paging.nextOffset;
    if (next === undefined || next === offset) return sizes;
    offset = next;
  }
}

it('walks a busy day of by-period pages by the cursor at the end of each body', async () => {
  const sizes = await parsedWalk();
  expect(sizes.length).toBeGreaterThanOrEqual(4); // 1000, 1000, the rest, the empty closing page
  const straight = await straightFromService(
    service.origin,
    reg,
    'by-period',
    credentials('owner'),
  );
  expect(straight.requests).toBe(sizes.length);
  expect(straight.bytes).toBe(sizes.reduce((a, b) => a + b, 0));
});

it('asks tickets once a day', async () => {
  const straight = await straightFromService(service.origin, reg, 'tickets', credentials('owner'));
  const whole = await service.get(
    `/v1/integration/inns/${ORG_A.inn}/kkts/${REG.a1}/fss/${DRIVE.a1New}/tickets?dateFrom=${DAY}&dateTo=${DAY}`,
  );
  expect(straight.requests).toBe(1);
  expect(straight.bytes).toBe((await whole.arrayBuffer()).byteLength);
  expect(straight.bytes).toBeGreaterThan(COUNT * 100);
});
