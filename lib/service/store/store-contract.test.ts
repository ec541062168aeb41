import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { toIngestDocument } from '../ingest';
import { loadWorld, seedWorld } from '../load-world';
import { bodyText } from '../shapes';
import { DRIVE, OWNER, ORG_A, REG, fixtureDocument, fixtureWorld } from '../testing/fixture-world';
import { openTestStore, testStoreKind, type TestStore } from '../testing/test-store';
import { a1NewDriveRange } from './test-ranges';
import type { IngestDocument } from './types';

// The store contract, engine-neutral: it runs on SQLite in the `unit` project and on PostgreSQL in
// the `postgres` project (vitest.config.ts). The property test also replays every sequence on a
// SQLite reference, so both engines must give the same outcome for every document.

const open: TestStore[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.dispose();
});
async function loaded(kind = testStoreKind()) {
  const opened = await openTestStore(kind);
  open.push(opened);
  await loadWorld(opened.store, fixtureWorld());
  return opened.store;
}
const total = async (store: Awaited<ReturnType<typeof loaded>>) =>
  (await store.stats()).documents.reduce((n, d) => n + d.count, 0);
const ingestable = (d: ReturnType<typeof fixtureDocument>) => toIngestDocument(d.type, d.body);

describe(`store contract (${testStoreKind()})`, () => {
  it('reads a range in batches, in (dateTime, FD) order, across same-second documents', async () => {
    const store = await loaded();
    const range = a1NewDriveRange('2024-02-01T00:00:00');
    for (const size of [1, 2, 3, 100]) {
      const seen: number[] = [];
      for await (const batch of store.documentBatches(range, size)) {
        expect(batch.length).toBeLessThanOrEqual(size);
        seen.push(...batch.map((d) => d.fdNumber));
      }
      expect(seen, `batch size ${size}`).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });

  it('lets a reader stop early, as often as it likes, without exhausting the store', async () => {
    const store = await loaded();
    const range = a1NewDriveRange();
    // More early stops than the test pool has connections (4): each must hand its own back.
    for (let i = 0; i < 8; i++) {
      for await (const batch of store.documentBatches(range, 1)) {
        expect(batch).toHaveLength(1);
        break;
      }
    }
    expect(await store.hasOrganizations()).toBe(true);
  });

  it('derives each drive’s earliest and latest document from the documents', async () => {
    const store = await loaded();
    const cashbox = await store.findRegister(
      { apiKey: OWNER.apiKey, userId: OWNER.userId },
      ORG_A.id,
      REG.a1,
    );
    expect(cashbox?.fiscalDrives).toEqual([
      {
        fiscalDriveNumber: DRIVE.a1Old,
        installedAt: '2024-01-01T09:00:00',
        earliestDocumentTimestamp: '2024-01-01T09:00:00',
        lastDocumentTimestamp: '2024-01-31T21:00:00',
      },
      {
        fiscalDriveNumber: DRIVE.a1New,
        installedAt: '2024-02-01T08:00:00',
        earliestDocumentTimestamp: '2024-02-01T08:30:00',
        lastDocumentTimestamp: '2024-04-01T00:00:00',
      },
    ]);
  });

  it('keeps one row per drive and FD number however often a document is ingested', async () => {
    const store = await loaded();
    const before = await total(store);
    const [first] = [...fixtureWorld().documents()];
    const row = toIngestDocument(first!.type, first!.body);
    expect(await store.ingestDocuments([row, row])).toEqual([
      { status: 'duplicate' },
      { status: 'duplicate' },
    ]);
    // The same content stamped again on arrival (another id and receive time) is the same document.
    const restamped = toIngestDocument(first!.type, {
      ...first!.body,
      receiveDateTimeUtc: '2030-01-01T00:00:00Z',
    });
    expect(await store.ingestDocuments([restamped])).toEqual([{ status: 'duplicate' }]);
    // Any other difference, even one no figure reads, is a conflict reported with both hashes.
    const conflicting = toIngestDocument(first!.type, { ...first!.body, extraField: 1 });
    expect(conflicting.contentHash).not.toBe(row.contentHash);
    expect(await store.ingestDocuments([conflicting])).toEqual([
      { status: 'conflict', storedHash: row.contentHash, incomingHash: conflicting.contentHash },
    ]);
    expect(await total(store)).toBe(before);
  });

  it('seeds a first start only while it holds no organization', async () => {
    const store = await loaded();
    const before = await total(store);
    expect(await seedWorld(store, fixtureWorld())).toBeNull();
    expect(await total(store)).toBe(before);
    const empty = await openTestStore();
    open.push(empty);
    expect((await seedWorld(empty.store, fixtureWorld()))?.documents).toBe(before);
  });

  it('stores documents of a month it has never seen and finds them by number and by page', async () => {
    const store = await loaded();
    const late = ingestable(
      fixtureDocument('receipt', REG.a2, DRIVE.a2, 500, '2031-07-31T23:59:59'),
    );
    expect(await store.ingestDocuments([late])).toEqual([{ status: 'stored' }]);
    expect((await store.findDocument(REG.a2, DRIVE.a2, 500))?.dateTime).toBe('2031-07-31T23:59:59');
    expect(await store.findDocument(REG.a1, DRIVE.a2, 500)).toBeNull();
    const page = await store.documentsByArrival({
      regNumber: REG.a2,
      from: '2031-07-01T00:00:00',
      to: '2031-07-31T23:59:59',
      afterSeq: 0,
      limit: 10,
    });
    expect(page.map((d) => [d.fdNumber, bodyText(d.body)])).toEqual([[500, late.body]]);
    expect(await store.documentTimeAt(REG.a2, page[0]!.seq)).toBe('2031-07-31T23:59:59');
    expect(await store.documentTimeAt(REG.a1, page[0]!.seq)).toBeNull();
    expect((await store.findDocumentById(REG.a2, late.id.toUpperCase()))?.fdNumber).toBe(500);
    expect(await store.findDocumentById(REG.a1, late.id)).toBeNull();
  });

  it('numbers documents in arrival order, across drives and whatever their dateTime', async () => {
    const store = await loaded();
    const query = { regNumber: REG.a1, from: '2024-01-01T00:00:00', to: '2024-12-31T23:59:59' };
    const all = await store.documentsByArrival({ ...query, afterSeq: 0, limit: 1000 });
    expect(all).toHaveLength(14);
    const seqs = all.map((d) => d.seq);
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
    // A late document with an early dateTime comes after everything already stored.
    const late = ingestable(
      fixtureDocument('receipt', REG.a1, DRIVE.a1Old, 40, '2024-01-02T10:00:00'),
    );
    expect(await store.ingestDocuments([late])).toEqual([{ status: 'stored' }]);
    const since = await store.documentsByArrival({ ...query, afterSeq: seqs.at(-1)!, limit: 10 });
    expect(since.map((d) => [d.fdNumber, d.dateTime])).toEqual([[40, '2024-01-02T10:00:00']]);
    // Types and the limit apply inside the store, so a page is as full as the filter allows.
    const receipts = await store.documentsByArrival({
      ...query,
      types: ['receipt', 'closeShift'],
      afterSeq: 0,
      limit: 3,
    });
    expect(receipts.map((d) => d.type)).toEqual(['receipt', 'receipt', 'closeShift']);
    const after = await store.documentsByArrival({
      ...query,
      types: ['receipt', 'closeShift'],
      afterSeq: receipts.at(-1)!.seq,
      limit: 1000,
    });
    expect(after.every((d) => d.seq > receipts.at(-1)!.seq)).toBe(true);
    expect(receipts.length + after.length).toBe(8);
  });

  it('knows the time of each register’s last receipt', async () => {
    const store = await loaded();
    const who = { apiKey: OWNER.apiKey, userId: OWNER.userId };
    expect((await store.findRegister(who, ORG_A.id, REG.a1))?.lastCashReceiptTimestamp).toBe(
      '2024-04-01T00:00:00',
    );
    const [a1, a2] = await store.listRegisters(who, ORG_A.id);
    expect([a1?.lastCashReceiptTimestamp, a2?.lastCashReceiptTimestamp]).toEqual([
      '2024-04-01T00:00:00',
      '2024-02-10T10:00:00',
    ]);
  });

  // Two dozen stores are opened and migrated: on PostgreSQL on a loaded machine that takes a while.
  it(
    'gives every document the same outcome as the SQLite engine, in any batching',
    { timeout: 60_000 },
    async () => {
      const candidates = contractCandidates();
      const batches = fc.array(
        fc.array(fc.integer({ min: 0, max: candidates.length - 1 }), {
          minLength: 1,
          maxLength: 6,
        }),
        { minLength: 1, maxLength: 5 },
      );
      await fc.assert(
        fc.asyncProperty(batches, async (plan) => {
          const [store, reference] = [await loaded(), await loaded('sqlite')];
          const before = await total(store);
          const storedKeys = new Set<string>();
          for (const picks of plan) {
            const docs = picks.map((i) => candidates[i]!);
            const outcomes = await store.ingestDocuments(docs);
            expect(outcomes).toEqual(await reference.ingestDocuments(docs));
            outcomes.forEach((o, i) => {
              const key = `${docs[i]!.fiscalDriveNumber}/${docs[i]!.fdNumber}`;
              if (o.status === 'stored') {
                expect(storedKeys.has(key), `${key} stored twice`).toBe(false);
                storedKeys.add(key);
              }
            });
          }
          expect(await total(store)).toBe(before + storedKeys.size);
          // Everything again, in one batch: nothing new is stored.
          const again = await store.ingestDocuments(plan.flat().map((i) => candidates[i]!));
          expect(again.filter((o) => o.status === 'stored')).toEqual([]);
          for (const s of open.splice(0)) await s.dispose();
        }),
        { numRuns: 12 },
      );
    },
  );
});

/** New documents over three months, plus a copy, a conflicting twin, a stolen id and strangers. */
function contractCandidates(): IngestDocument[] {
  const fresh = [
    ['2024-05-31T23:59:59', 101],
    ['2024-06-01T00:00:00', 102],
    ['2024-06-01T00:00:00', 103],
    ['2024-07-15T12:00:00', 104],
  ].map(([at, fd]) =>
    ingestable(fixtureDocument('receipt', REG.a2, DRIVE.a2, fd as number, at as string)),
  );
  const [a, b] = fresh as [IngestDocument, IngestDocument];
  return [
    ...fresh,
    { ...a },
    // A conflicting twin: the same drive and FD number, other content.
    {
      ...ingestable(fixtureDocument('receipt', REG.a2, DRIVE.a2, 101, '2024-05-30T10:00:00')),
      id: 'e0000000-0000-4000-8000-0000000000aa',
    },
    { ...b, fdNumber: 105, dateTime: '2024-06-02T10:00:00' },
    { ...a, regNumber: '0000000000009999', fdNumber: 106 },
    { ...a, fiscalDriveNumber: DRIVE.a1New, fdNumber: 107 },
  ];
}
