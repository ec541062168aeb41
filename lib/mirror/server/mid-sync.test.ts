import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { addDays } from '@/lib/dates/calendar';
import { getRegisterStatisticsByDays } from '@/lib/operator/statistics';
import { setLocalCopy } from '@/lib/ofd/local-copy';
import type { MirrorStore } from '@/lib/service/store/mirror-types';
import { ANCHOR, NOW, startMirrorHarness, type MirrorHarness } from '../testing/mirror-harness';
import { STAND_IN_KEY, STAND_IN_SESSION } from '../testing/published-stand-in';
import { createLocalCopy } from './local-copy';

// What the copy must not answer (docs/mirror.md, "How the dashboard reads the copy"): days a sync
// is writing right now — a register's first sync, or a period started over when a longer backfill
// is configured — are read live until the sync reaches the end; and figures the mirror does not
// copy (the operator's statistics) always come from the operator.

const EARLY = addDays(ANCHOR, -3);
const RECENT = addDays(ANCHOR, -1);

let h: MirrorHarness;
let copy: ReturnType<typeof createLocalCopy>;
beforeAll(async () => {
  // Short pages, so that a register's sync commits several times before it ends.
  h = await startMirrorHarness({ backfillDays: 1, pageSize: 20 });
  copy = createLocalCopy(h.store, h.mirror, () => NOW);
}, 120_000);
afterAll(async () => {
  setLocalCopy(undefined);
  await h.close();
});

/** The mirror's store, asking the copy after each page it commits what it would answer. */
function watching(seen: { rnm: string; early: boolean; recent: boolean }[]): MirrorStore {
  return {
    ...h.mirror,
    async commitPage(documents, cursor) {
      const outcomes = await h.mirror.commitPage(documents, cursor);
      const rnm = cursor.regNumber;
      seen.push({
        rnm,
        early: await copy.holds(rnm, EARLY, EARLY),
        recent: await copy.holds(rnm, RECENT, RECENT),
      });
      return outcomes;
    },
  };
}

const registers = () => h.world.cashboxes.map((c) => c.regNumber);

describe('days the sync is writing are read live', () => {
  it('during a first sync, nothing is answered from the copy', async () => {
    const seen: { rnm: string; early: boolean; recent: boolean }[] = [];
    await h.passWith({ mirror: watching(seen) });
    expect(seen.length).toBeGreaterThan(registers().length);
    expect(seen.filter((s) => s.early || s.recent)).toEqual([]);
  });

  it('a period started over is read live until its sync ends, then from the copy', async () => {
    const synced: string[] = [];
    for (const rnm of registers()) if (await copy.holds(rnm, RECENT, RECENT)) synced.push(rnm);
    expect(synced.length).toBeGreaterThan(0);
    // Not in the one-day backfill, so not in the copy (and asked here, so that the copy's
    // short-day cache is warm, as in a running dashboard).
    for (const rnm of synced) expect(await copy.holds(rnm, EARLY, EARLY)).toBe(false);

    const seen: { rnm: string; early: boolean; recent: boolean }[] = [];
    await h.passWith({ mirror: watching(seen), backfillDays: 90 });
    const restarted = seen.filter((s) => synced.includes(s.rnm));
    // Several pages per register: the early day was half-written while these were asked.
    expect(restarted.length).toBeGreaterThan(synced.length);
    expect(restarted.filter((s) => s.early || s.recent)).toEqual([]);
    for (const rnm of synced) {
      expect(await copy.holds(rnm, EARLY, EARLY)).toBe(true);
      expect(await copy.holds(rnm, RECENT, RECENT)).toBe(true);
    }
  });
});

describe('what the mirror does not copy', () => {
  it("asks the operator for a register's statistics, with the copy holding its days", async () => {
    process.env.OFD_BASE_URL = h.standIn.origin;
    process.env.OFD_API_KEY = STAND_IN_KEY;
    process.env.OFD_SESSION_ID = STAND_IN_SESSION;
    setLocalCopy(copy);
    const c = h.world.cashboxes.find((x) => x.regNumber === registers()[0])!;
    expect(await copy.holds(c.regNumber, RECENT, RECENT)).toBe(true);
    const before = h.standIn.requests.length;
    // The stand-in pages documents only: it answers the statistics path 404, so this fails, after
    // the request reached it.
    await runAsSystem(() =>
      getRegisterStatisticsByDays(c.organizationId, c.regNumber, { from: RECENT, to: RECENT }),
    ).catch(() => undefined);
    const asked = h.standIn.requests.slice(before).map((r) => r.path);
    expect(asked.filter((path) => path.includes('/statistics/'))).toHaveLength(1);
  });
});
