import { afterEach, describe, expect, it } from 'vitest';
import { toIngestDocument, type MirrorStore } from '@/lib/service';
import { startMirrorHarness, type MirrorHarness } from '../testing/mirror-harness';

// The steady state (docs/mirror-sizing.md): a register that sent nothing since its last sync costs
// one request and no completeness checks, unless the copy changed since the last check found it
// whole.

let h: MirrorHarness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The mirror's store, counting the registers whose FD gaps it was asked for. */
function counting(mirror: MirrorStore, asked: string[]): MirrorStore {
  return {
    ...mirror,
    findGaps: (rnm, from) => {
      asked.push(rnm);
      return mirror.findGaps(rnm, from);
    },
  };
}

const withoutTimes = ({ syncedUpToUtc, lastAttemptUtc, ...rest }: Record<string, unknown>) => {
  void syncedUpToUtc;
  void lastAttemptUtc;
  return rest;
};

describe('a pass with nothing new', { timeout: 90_000 }, () => {
  it('checks only the registers whose last check found something short, and keeps the figures', async () => {
    h = await startMirrorHarness();
    const first = await h.pass();
    const before = await h.mirror.listStatus();
    const short = before.filter((s) => s.gaps > 0).map((s) => s.regNumber);
    expect(before.filter((s) => s.state === 'ok' && s.gaps === 0).length).toBeGreaterThan(3);
    const asked: string[] = [];
    const second = await h.passWith({ mirror: counting(h.mirror, asked) });
    expect(asked.sort()).toEqual(short.sort());
    const unchanged = second.lines.filter((l) => l.result?.unchanged).map((l) => l.regNumber);
    expect(unchanged.length).toBe(before.filter((s) => s.state === 'ok' && s.gaps === 0).length);
    const after = await h.mirror.listStatus();
    expect(after.map(withoutTimes)).toEqual(before.map(withoutTimes));
    expect(after.every((s) => s.lastAttemptUtc >= before[0]!.lastAttemptUtc)).toBe(true);
    expect(first.lines.some((l) => l.result?.unchanged)).toBe(false);
  });

  it('checks again when documents were stored after the last check (a sync killed before its status)', async () => {
    h = await startMirrorHarness();
    await h.pass();
    const whole = (await h.mirror.listStatus()).find((s) => s.state === 'ok' && s.gaps === 0)!;
    const rnm = whole.regNumber;
    const last = h.standIn.visible(rnm).at(-1)!;
    // Stored as a killed sync would leave it, without a status: two FD numbers past the last.
    const stored = toIngestDocument('currentStateReport', {
      ...last,
      id: '0f0f0f0f-0000-4000-8000-0000000000aa',
      fiscalDocumentNumber: last.fiscalDocumentNumber + 2,
    });
    expect((await h.mirror.ingest([stored]))[0]?.status).toBe('stored');
    const asked: string[] = [];
    const second = await h.passWith({ mirror: counting(h.mirror, asked) });
    expect(asked).toContain(rnm);
    const line = second.lines.find((l) => l.regNumber === rnm)!;
    // Nothing new from the cursor; the day with the gap is read again (what it received).
    expect(line.result).toMatchObject({ pages: 1, stored: 0, unchanged: false });
    expect(line.result!.rereadDays).toEqual([last.dateTime.slice(0, 10)]);
    expect(line.result!.gaps).toBeGreaterThan(0);
    const status = (await h.mirror.listStatus()).find((s) => s.regNumber === rnm)!;
    expect(status.documents).toBe(whole.documents + 1);
    expect(status.gaps).toBeGreaterThan(0);
  });

  it('commits nothing when every page comes back empty with the saved cursor', async () => {
    h = await startMirrorHarness();
    await h.pass();
    let commits = 0;
    await h.passWith({
      mirror: {
        ...h.mirror,
        commitPage: (documents, cursor) => {
          commits += 1;
          return h!.mirror.commitPage(documents, cursor);
        },
      },
    });
    // Not even a register whose period holds no documents: its saved cursor is none, as before.
    expect(commits).toBe(0);
  });
});

describe('a long page', { timeout: 90_000 }, () => {
  it('is stored in slices of at most 100 documents, its cursor with the last slice', async () => {
    h = await startMirrorHarness();
    const writes: { rnm: string; size: number; cursor: boolean }[] = [];
    const result = await h.passWith({
      mirror: {
        ...h.mirror,
        ingest: (documents) => {
          writes.push({
            rnm: documents[0]?.regNumber ?? '',
            size: documents.length,
            cursor: false,
          });
          return h!.mirror.ingest(documents);
        },
        commitPage: (documents, cursor) => {
          writes.push({ rnm: cursor.regNumber, size: documents.length, cursor: true });
          return h!.mirror.commitPage(documents, cursor);
        },
      },
    });
    // Over 200 documents in at most two pages: a page longer than two slices of 100.
    const long = result.lines.find(
      (l) => l.result && l.result.pages <= 2 && l.result.stored > 200,
    )!;
    const own = writes.filter((w) => w.rnm === long.regNumber);
    expect(Math.max(...own.map((w) => w.size))).toBeLessThanOrEqual(100);
    expect(own.filter((w) => !w.cursor).length).toBeGreaterThan(1);
    // Each page's cursor is saved after every slice of its documents, never before one.
    expect(own.at(-1)!.cursor).toBe(true);
    expect(own.reduce((sum, w) => sum + w.size, 0)).toBe(long.result!.stored);
  });
});
