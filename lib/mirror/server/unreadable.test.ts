import { describe, expect, it } from 'vitest';
import { registerTimeZone } from '@/lib/dates/wall-clock';
import { readCachedDocument } from '@/lib/documents/server/read-cached';
import { NOW, storedDocuments, type MirrorHarness } from '../testing/mirror-harness';
import { harnessPerTest } from '../testing/harness-per-test';
import { formatPass, formatStatus } from './format';
import { createLocalCopy } from './local-copy';
import { statusView } from './status';

// Nothing the operator sends is lost in the copy (docs/mirror.md, "Unreadable documents"): a
// receipt whose dateTime is epoch seconds is stored at the wall clock the dashboard reads, and one
// that cannot be stored is kept with its reason and counted in the register's status.

const startHarness = harnessPerTest();

/** A register in Novosibirsk (UTC+7): not the stand-in's Moscow, so that the zone rule shows. */
function receiptOf(h: MirrorHarness) {
  for (const c of h.world.cashboxes) {
    if (!c.addresses.at(-1)!.address.includes('Новосибирск')) continue;
    const visible = h.standIn.visible(c.regNumber);
    const base = visible.find((b) => b.operationType === 1);
    if (!base) continue;
    const drive = base.fiscalDriveNumber.trim();
    const onDrive = visible.filter((b) => b.fiscalDriveNumber.trim() === drive);
    const last = Math.max(...onDrive.map((b) => b.fiscalDocumentNumber));
    // A new document: without the id of the one it is copied from.
    const body: Record<string, unknown> = structuredClone(base);
    delete body.id;
    const address = c.addresses.at(-1)!.address;
    return {
      rnm: c.regNumber,
      address,
      body,
      drive,
      next: last + 1,
    };
  }
  throw new Error('no register in Novosibirsk with a receipt');
}

describe('mirror: what the live reading reads is stored', { timeout: 90_000 }, () => {
  it('stores an epoch-second receipt at the wall clock of its register, as the dashboard reads it', async () => {
    const h = await startHarness();
    const { rnm: RNM, address, body, drive, next } = receiptOf(h);
    // 2026-03-10T04:30:00Z is 11:30 in Novosibirsk (7:30 in Moscow, where the stand-in files it).
    const epoch = { ...body, fiscalDocumentNumber: next, dateTime: 1773117000 };
    const local = { ...epoch, fiscalDocumentNumber: next + 1, localDateTime: '2026-03-10T11:45' };
    h.standIn.addTo(RNM, { receipt: epoch });
    h.standIn.addTo(RNM, { receipt: local });
    const pass = await h.pass();
    const line = pass.lines.find((l) => l.regNumber === RNM)!;
    expect(line.result).toMatchObject({ unreadable: 0, rejected: 0 });

    const stored = await storedDocuments(h.store, RNM, [drive]);
    const first = stored.get(`${drive}/${next}`) as Record<string, unknown>;
    expect(first.dateTime).toBe('2026-03-10T11:30:00');
    expect((stored.get(`${drive}/${next + 1}`) as Record<string, unknown>).dateTime).toBe(
      '2026-03-10T11:45:00',
    );
    // The same time as the live path's reader gives the body as the operator sent it.
    const live = readCachedDocument({ receipt: epoch }, registerTimeZone(address));
    expect(live.ok && live.document.dateTime).toBe('2026-03-10T11:30:00');
    expect(await h.mirror.readStatus(RNM)).toMatchObject({ state: 'ok', unreadable: 0 });
  });

  it('keeps a receipt with no register number and one with no FD number, with reasons, counted', async () => {
    const h = await startHarness();
    const { rnm: RNM, body, next } = receiptOf(h);
    const noRegister: Record<string, unknown> = { ...body, fiscalDocumentNumber: next };
    delete noRegister.kktRegId;
    const noNumber = { ...body };
    delete noNumber.fiscalDocumentNumber;
    h.standIn.addTo(RNM, { receipt: noRegister });
    h.standIn.addTo(RNM, { receipt: noNumber });
    const pass = await h.pass();
    expect(pass.lines.find((l) => l.regNumber === RNM)!.result).toMatchObject({ unreadable: 2 });
    expect(formatPass(pass)).toMatch(new RegExp(`${RNM}\\s+ok(\\s+\\d+){5}\\s+2\\b`));

    const records = await h.mirror.listUnreadable(10);
    expect(records.map((r) => r.reason).sort()).toEqual([
      'fiscalDocumentNumber is missing',
      'kktRegId is missing: the document names no register',
    ]);
    const noReg = records.find((r) => r.reason.startsWith('kktRegId'))!;
    expect(noReg).toMatchObject({ regNumber: RNM, type: 'receipt', fdNumber: next });
    expect(JSON.parse(noReg.raw)).toEqual({ receipt: noRegister });

    // Counted in the status: never a plain "ok" that hides them, and kept once however often read.
    await h.pass();
    const status = (await h.mirror.readStatus(RNM))!;
    expect(status).toMatchObject({ state: 'ok', unreadable: 2 });
    expect(await h.mirror.listUnreadable(10)).toHaveLength(2);
    const view = statusView([status], true, NOW, { unplaced: 0, recent: records });
    expect(view.registers[0]).toMatchObject({ regNumber: RNM, unreadable: 2 });
    expect(view.unreadable.recent.map((r) => r.regNumber)).toEqual([RNM, RNM]);

    // The completeness check counts them: their day is not complete in the copy, so the dashboard
    // reads it live, where the document shows as unreadable; other days come from the copy.
    const day = String(body.dateTime).slice(0, 10);
    const copy = createLocalCopy(h.store, h.mirror, () => NOW);
    expect(await copy.holds(RNM, day, day)).toBe(false);
    const other = h.standIn
      .visible(RNM)
      .map((b) => b.dateTime.slice(0, 10))
      .find((d) => d !== day)!;
    expect(await copy.holds(RNM, other, other)).toBe(true);
    expect(formatStatus([status], new Date())).toContain(`${RNM}: 2 documents could not be read`);
  });
});
