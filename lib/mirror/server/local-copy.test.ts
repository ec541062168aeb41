import { afterEach, describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { addDays } from '@/lib/dates/calendar';
import { fetchByPeriodDay } from '@/lib/documents/server/by-period-day';
import { documentDetail } from '@/lib/documents/server/document-detail';
import { resolveRegister } from '@/lib/documents/server/register';
import { setLocalCopy } from '@/lib/ofd/local-copy';
import { summarize } from '@/lib/ofd/receipt-math';
import { ANCHOR, NOW, type MirrorHarness } from '../testing/mirror-harness';
import { copyOn, copyWithYesterdayShort } from '../testing/harness-per-test';
import { createLocalCopy } from './local-copy';

// The dashboard's own readers (a day of documents, its totals, one receipt with its neighbours)
// give the same answer from the mirror's copy as from the operator (the stand-in that pages as
// published), without asking the operator; a day the copy holds short is read live.

const YESTERDAY = addDays(ANCHOR, -1);

let h: MirrorHarness;
/** The first receipt of yesterday, held back: a gap the copy cannot fill until it arrives. */
const lateReceipt = copyWithYesterdayShort((started) => (h = started));
afterEach(() => copyOn(h));

/** Reads with the copy off (live) and on; returns both and the operator calls the copy made. */
async function bothWays<T>(read: () => Promise<T>) {
  const copy = createLocalCopy(h.store, h.mirror, () => NOW);
  setLocalCopy(undefined);
  const live = await runAsSystem(read);
  setLocalCopy(copy);
  const before = h.standIn.requests.length;
  const mirrored = await runAsSystem(read);
  const asked = h.standIn.requests.slice(before).map((r) => r.path);
  // The register's records are read live in both ways (and kept a few seconds); documents are not.
  const operatorCalls = asked.filter((path) => /documents|tickets/.test(path)).length;
  return { live, mirrored, operatorCalls };
}

const sample = () =>
  h.world.cashboxes
    .filter((c) => c.regNumber !== lateReceipt.held?.body.kktRegId.trim())
    .slice(0, 3)
    .map((c) => ({ c, drive: c.fiscalDrives.at(-1)!.fiscalDriveNumber }));

describe('the dashboard reading the mirror', () => {
  it('gives the same documents and day totals as the operator, without asking it', async () => {
    let compared = 0;
    for (const { c, drive } of sample()) {
      const register = await runAsSystem(() =>
        resolveRegister(c.organizationId, c.regNumber, drive),
      );
      for (const day of [addDays(ANCHOR, -2), YESTERDAY, ANCHOR]) {
        const chunk = { day, from: `${day}T00:00:00`, to: `${day}T23:59:59` };
        const read = () => fetchByPeriodDay(register)(chunk, new AbortController().signal);
        const { live, mirrored, operatorCalls } = await bothWays(read);
        expect(mirrored).toEqual(live);
        expect(summarize(mirrored.documents)).toEqual(summarize(live.documents));
        expect(operatorCalls).toBe(0);
        compared += live.documents.length;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('gives the same receipt, with its neighbours, as the operator', async () => {
    const { c, drive } = sample()[0]!;
    const receipt = h.standIn
      .visible(c.regNumber)
      .find((b) => b.dateTime.startsWith(YESTERDAY) && 'totalSum' in b)!;
    const read = () =>
      documentDetail({
        orgId: c.organizationId,
        rnm: c.regNumber,
        drive,
        fd: receipt.fiscalDocumentNumber,
      });
    const { live, mirrored, operatorCalls } = await bothWays(read);
    expect(mirrored).toEqual(live);
    expect(operatorCalls).toBe(0);
    expect(mirrored.document.fiscalDocumentNumber).toBe(receipt.fiscalDocumentNumber);
  });

  it('reads a day the copy holds short from the operator, and the copy once it is whole', async () => {
    const rnm = lateReceipt.held!.body.kktRegId.trim();
    const c = h.world.cashboxes.find((x) => x.regNumber === rnm)!;
    const register = await runAsSystem(() =>
      resolveRegister(c.organizationId, rnm, lateReceipt.held!.body.fiscalDriveNumber.trim()),
    );
    const chunk = { day: YESTERDAY, from: `${YESTERDAY}T00:00:00`, to: `${YESTERDAY}T23:59:59` };
    const read = () => fetchByPeriodDay(register)(chunk, new AbortController().signal);
    const fds = (r: Awaited<ReturnType<typeof read>>) =>
      r.documents.map((d) => d.fiscalDocumentNumber);

    const short = await bothWays(read);
    expect(short.operatorCalls).toBeGreaterThan(0);
    expect(short.mirrored).toEqual(short.live);

    h.standIn.release();
    await h.pass();
    const whole = await bothWays(read);
    expect(whole.operatorCalls).toBe(0);
    expect(whole.mirrored).toEqual(whole.live);
    expect(fds(whole.mirrored)).toContain(lateReceipt.held!.body.fiscalDocumentNumber);
  });
});
