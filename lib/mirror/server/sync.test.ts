import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import type { WorldDocument } from '@/lib/service/seed/world';
import { ANCHOR, storedDocuments, type MirrorHarness } from '../testing/mirror-harness';
import { harnessPerTest } from '../testing/harness-per-test';
import { firstReceiptOf } from '../testing/late-receipt';

// The mirror against a stand-in operator that pages as published: what it copies, how it keeps the
// copy up to date, and how it treats the operator.

const startHarness = harnessPerTest();

const drivesOf = (h: MirrorHarness, rnm: string) =>
  h.world.cashboxes.find((c) => c.regNumber === rnm)!.fiscalDrives.map((d) => d.fiscalDriveNumber);

async function expectCopyComplete(h: MirrorHarness) {
  let total = 0;
  for (const c of h.world.cashboxes) {
    const stored = await storedDocuments(h.store, c.regNumber, drivesOf(h, c.regNumber));
    const visible = h.standIn.visible(c.regNumber);
    expect(stored.size).toBe(visible.length);
    for (const body of visible) {
      expect(stored.get(`${body.fiscalDriveNumber.trim()}/${body.fiscalDocumentNumber}`)).toEqual(
        body,
      );
    }
    total += visible.length;
  }
  return total;
}

describe('mirror sync', { timeout: 90_000 }, () => {
  it('copies every visible document of every register, each once, with the registry', async () => {
    const h = await startHarness();
    const result = await h.pass();
    expect(result.credentialsRejected).toBe(false);
    expect(result.lines.every((l) => l.error === null)).toBe(true);
    const total = await expectCopyComplete(h);
    expect(total).toBeGreaterThan(500);
    const stored = result.lines.reduce((sum, l) => sum + (l.result?.stored ?? 0), 0);
    expect(stored).toBe(total);
    const stats = await h.store.stats();
    expect(stats.counts.organizations).toBe(h.world.organizations.length);
    expect(stats.counts.cashboxes).toBe(h.world.cashboxes.length);
    const statuses = await h.mirror.listStatus();
    expect(statuses.map((s) => s.regNumber).sort()).toEqual(
      h.world.cashboxes.map((c) => c.regNumber).sort(),
    );
    expect(statuses.reduce((sum, s) => sum + s.documents, 0)).toBe(total);
  });

  it('goes on from the saved cursor: a second pass asks one page per register and stores nothing', async () => {
    const h = await startHarness();
    await h.pass();
    const before = h.standIn.requests.length;
    const second = await h.pass();
    const pages = h.standIn.requests.slice(before).filter((r) => r.path.endsWith('by-period'));
    const synced = second.lines.filter((l) => l.result);
    expect(pages.length).toBe(synced.length);
    // A register with a saved cursor is asked with it; only one with an empty period starts over.
    let cursors = 0;
    for (const l of synced) if ((await h.mirror.readCursor(l.regNumber))?.cursor) cursors += 1;
    expect(cursors).toBeGreaterThan(0);
    expect(pages.filter((p) => p.query.get('offset')).length).toBe(cursors);
    expect(second.lines.reduce((sum, l) => sum + (l.result?.stored ?? 0), 0)).toBe(0);
  });

  it('follows short pages to the end (a page may be shorter than asked)', async () => {
    const h = await startHarness({ pageSize: 37 });
    const result = await h.pass();
    expect(result.lines.some((l) => (l.result?.pages ?? 0) > 3)).toBe(true);
    await expectCopyComplete(h);
  });

  it('picks up a document added at the operator after one sync', async () => {
    const h = await startHarness();
    await h.pass();
    // A register still readable today, whose newest document is today's.
    const rnm = h.world.cashboxes
      .map((c) => c.regNumber)
      .find((r) => h!.standIn.visible(r).at(-1)?.dateTime.startsWith(ANCHOR))!;
    const last = h.standIn.visible(rnm).at(-1)!;
    const added = {
      ...last,
      id: '0f0f0f0f-0000-4000-8000-000000000001',
      fiscalDocumentNumber: last.fiscalDocumentNumber + 1,
      dateTime: `${ANCHOR}T23:00:00`,
    };
    h.standIn.add('currentStateReport', added);
    const result = await h.pass();
    expect(result.lines.find((l) => l.regNumber === rnm)?.result?.stored).toBe(1);
    await expectCopyComplete(h);
  });

  it('picks up a document that arrives late for yesterday (a gap in FD numbers is re-read)', async () => {
    const yesterday = addDays(ANCHOR, -1);
    const h = await startHarness({ holdBack: firstReceiptOf(yesterday) });
    const first = await h.pass();
    const gapped = first.lines.find((l) => (l.result?.gaps ?? 0) > 0)!;
    expect(gapped.result!.rereadDays).toContain(yesterday);
    h.standIn.release();
    const second = await h.pass();
    const line = second.lines.find((l) => l.regNumber === gapped.regNumber)!;
    expect(line.result).toMatchObject({ stored: 1, gaps: 0 });
    await expectCopyComplete(h);
  });

  it('finds a shift short of its closing count and re-reads its day', async () => {
    // An opening report held back: its shift holds one document fewer than its closing report counts.
    let held: WorldDocument | undefined;
    const h = await startHarness({
      holdBack: (doc) => {
        if (held || doc.type !== 'openShift') return false;
        held = doc;
        return true;
      },
    });
    const rnm = held!.body.kktRegId.trim();
    const first = await h.pass();
    const line = first.lines.find((l) => l.regNumber === rnm)!;
    expect(line.result!.gaps).toBeGreaterThan(0);
    const short = await h.mirror.findShortShifts(rnm, '2000-01-01T00:00:00');
    expect(short).toEqual([
      expect.objectContaining({
        shiftNumber: held!.body.shiftNumber,
        stored: short[0]!.expected - 1,
      }),
    ]);
    expect(line.result!.rereadDays).toContain(held!.body.dateTime.slice(0, 10));
    h.standIn.release();
    const second = await h.pass();
    expect(second.lines.find((l) => l.regNumber === rnm)?.result).toMatchObject({
      stored: 1,
      gaps: 0,
    });
  });

  it('records a document whose content changed at the operator as a conflict, keeping the copy', async () => {
    const yesterday = addDays(ANCHOR, -1);
    const h = await startHarness({ holdBack: firstReceiptOf(yesterday) });
    const first = await h.pass();
    const rnm = first.lines.find((l) => (l.result?.gaps ?? 0) > 0)!.regNumber;
    const changed = h.standIn.visible(rnm).find((b) => b.dateTime.startsWith(yesterday))!;
    const original = structuredClone(changed);
    (changed as Record<string, unknown>).operator = 'changed later';
    // The gap is still there, so yesterday is read again and brings the changed document back.
    const second = await h.pass();
    expect(second.lines.find((l) => l.regNumber === rnm)?.result?.conflicts).toBe(1);
    expect((await h.mirror.listStatus()).find((s) => s.regNumber === rnm)?.conflicts).toBe(1);
    const stored = await storedDocuments(h.store, rnm, drivesOf(h, rnm));
    const key = `${original.fiscalDriveNumber.trim()}/${original.fiscalDocumentNumber}`;
    expect(stored.get(key)).toEqual(original);
  });
});
