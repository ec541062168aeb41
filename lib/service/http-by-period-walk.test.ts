import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIngestDocument } from './ingest';
import { startService, type Service } from './testing/fixture-service';
import { DRIVE, ORG_A, REG, fixtureDocument, fixtureWorld } from './testing/fixture-world';

// documents/by-period over a busy day: a full walk by cursor with the largest page, a walk with a
// types filter, and the incremental sync a mirror does (docs/operator-api.md "Paging"): asking
// again later with the last cursor gives exactly what arrived since, even a document whose
// dateTime is earlier than everything already read.

const DAY = '2024-03-05';
const COUNT = 2500;
const time = (i: number) => {
  const s = 8 * 3600 + i * 12; // one document every 12 s from 08:00:00
  const hh = String(Math.floor(s / 3600)).padStart(2, '0');
  const mm = String(Math.floor(s / 60) % 60).padStart(2, '0');
  return `${DAY}T${hh}:${mm}:${String(s % 60).padStart(2, '0')}`;
};
// Every tenth a closing report, the rest receipts; FD numbers far above the fixture's own.
const busyDay = Array.from({ length: COUNT }, (_, i) =>
  fixtureDocument(i % 10 === 9 ? 'closeShift' : 'receipt', REG.a1, DRIVE.a1New, 1000 + i, time(i)),
);

let service: Service;
// Seeding 2,500 documents takes a while on PostgreSQL on a loaded machine.
beforeAll(async () => {
  service = await startService(fixtureWorld(busyDay));
}, 60_000);
afterAll(() => service.close());

const A1 = `/v2/organizations/${ORG_A.id}/cashboxes/${REG.a1}/documents/by-period`;
const PERIOD = `dateFrom=${DAY}T00:00:00&dateTo=${DAY}T23:59:59`;
type Page = {
  documents: Record<string, { fiscalDocumentNumber: number; dateTime: string }>[];
  paging: { nextOffset?: string };
};

/** The loop a client runs: first page without offset, then nextOffset until it comes back. */
async function walk(query: string, from?: string) {
  const fds: number[] = [];
  const sizes: number[] = [];
  let offset = from;
  for (let guard = 0; guard < 50; guard++) {
    const cursor = offset === undefined ? '' : `&offset=${encodeURIComponent(offset)}`;
    const { status, body } = await service.json(`${A1}?${query}${cursor}`);
    expect(status).toBe(200);
    const page = body as Page;
    fds.push(...page.documents.map((e) => Object.values(e)[0]!.fiscalDocumentNumber));
    sizes.push(page.documents.length);
    const next = page.paging.nextOffset;
    if (next === undefined || next === offset) return { fds, sizes, last: next };
    offset = next;
  }
  throw new Error('the cursor never settled');
}

describe('documents/by-period over a day of 2,500 documents', () => {
  it('walks the whole day with limit 1000, each document exactly once', async () => {
    const { fds, sizes } = await walk(`${PERIOD}&limit=1000`);
    expect(sizes).toEqual([1000, 1000, 500, 0]);
    expect(new Set(fds).size).toBe(COUNT);
    expect(fds.every((fd) => fd >= 1000 && fd < 1000 + COUNT)).toBe(true);
  });

  it('walks the day with the default limit and a types filter', async () => {
    const { fds, sizes } = await walk(`${PERIOD}&types=closeShift`);
    expect(sizes).toEqual([250, 0]);
    expect(fds.every((fd) => (fd - 1000) % 10 === 9)).toBe(true);
    const receipts = await walk(`${PERIOD}&types=receipt&limit=1000`);
    expect(receipts.sizes).toEqual([1000, 1000, 250, 0]);
    expect(new Set(receipts.fds).size).toBe(2250);
  });

  it('gives, with the last cursor asked again later, only what arrived since', async () => {
    const first = await walk(`${PERIOD}&limit=1000`);
    // Two late arrivals: one at the end of the day, one earlier than anything already read.
    const late = [
      fixtureDocument('receipt', REG.a1, DRIVE.a1New, 9001, `${DAY}T23:00:00`),
      fixtureDocument('receipt', REG.a1, DRIVE.a1New, 9002, `${DAY}T00:30:00`),
    ];
    const outcomes = await service.store.ingestDocuments(
      late.map((d) => toIngestDocument(d.type, d.body)),
    );
    expect(outcomes).toEqual([{ status: 'stored' }, { status: 'stored' }]);
    const since = await walk(`${PERIOD}&limit=1000`, first.last);
    expect(since.fds).toEqual([9001, 9002]);
    expect(since.sizes).toEqual([2, 0]);
    // And nothing more after that.
    const after = await walk(`${PERIOD}&limit=1000`, since.last);
    expect(after.fds).toEqual([]);
  });
});
