import { afterAll, describe, expect, it, vi } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { addDays } from '@/lib/dates/calendar';
import { fetchByPeriodDay } from '@/lib/documents/server/by-period-day';
import { documentDetail } from '@/lib/documents/server/document-detail';
import { resolveRegister } from '@/lib/documents/server/register';
import { UnavailableError } from '@/lib/ofd/errors';
import { forgetOperatorAnswers, lastOperatorAnswer, operatorAway } from '@/lib/ofd/reachability';
import { getOrganization, getRegister, listOrganizations, listRegisters } from '@/lib/operator/api';
import { getRegisterStatisticsByDays } from '@/lib/operator/statistics';
import { ANCHOR, type MirrorHarness } from '../testing/mirror-harness';
import { copyWithYesterdayShort } from '../testing/harness-per-test';
import type { RegisterView } from '@/lib/ofd/views';

// With the operator stopped after a sync, the dashboard's own readers answer from the copy what
// they answered live: the organizations, the registers with their addresses, drives and windows,
// a day of documents (a short one too: what the copy holds of it), one receipt with its
// neighbours, and the day's statistics. A day outside the copy stays an outage. When the operator
// is back, live reading resumes by itself and the next pass catches up what came meanwhile.

const YESTERDAY = addDays(ANCHOR, -1);
let h: MirrorHarness;
const lateReceipt = copyWithYesterdayShort((started) => {
  h = started;
  forgetOperatorAnswers();
});
afterAll(() => {
  vi.useRealTimers();
  forgetOperatorAnswers();
});

const shortRnm = () => lateReceipt.held!.body.kktRegId.trim();
const register = () => h.world.cashboxes.find((c) => c.regNumber !== shortRnm())!;
const drive = (c: { fiscalDrives: { fiscalDriveNumber: string }[] }) =>
  c.fiscalDrives.at(-1)!.fiscalDriveNumber;
const dayChunk = (day: string) => ({ day, from: `${day}T00:00:00`, to: `${day}T23:59:59` });

/** Everything a person opens on the way to a receipt, read as the dashboard reads it. */
async function readEverything() {
  const c = register();
  const receipt = h.standIn
    .visible(c.regNumber)
    .find((b) => b.dateTime.startsWith(YESTERDAY) && 'totalSum' in b)!;
  return runAsSystem(async () => {
    const context = await resolveRegister(c.organizationId, c.regNumber, drive(c));
    return {
      organizations: await listOrganizations(),
      organization: await getOrganization(c.organizationId),
      registers: await listRegisters(c.organizationId),
      register: await getRegister(c.organizationId, c.regNumber),
      day: await fetchByPeriodDay(context)(dayChunk(YESTERDAY), new AbortController().signal),
      receipt: await documentDetail({
        orgId: c.organizationId,
        rnm: c.regNumber,
        drive: drive(c),
        fd: receipt.fiscalDocumentNumber,
      }),
    };
  });
}

/**
 * What the operator sent. The copy's lists come in its own order, and its register records say
 * more than the stand-in's (the last document, each drive's first one: the built-in service counts
 * them from the documents it holds), so those are left out of the comparison.
 */
function asSent(read: Awaited<ReturnType<typeof readEverything>>) {
  const record = (r: RegisterView) => ({
    ...r,
    fiscalDrive: undefined,
    lastCashReceiptTimestamp: undefined,
    lastDocumentTimestamp: undefined,
    fiscalDrives: r.fiscalDrives.map((d) => d.fiscalDriveNumber),
  });
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  return {
    ...read,
    organizations: [...read.organizations].sort(byId),
    registers: read.registers.map(record).sort((a, b) => a.regNumber.localeCompare(b.regNumber)),
    register: record(read.register),
    receipt: { ...read.receipt, register: record(read.receipt.register) },
  };
}

const statistics = (day: string) =>
  runAsSystem(() =>
    getRegisterStatisticsByDays(register().organizationId, register().regNumber, {
      from: day,
      to: day,
    }),
  );

describe('the dashboard while the operator is away', () => {
  let live: Awaited<ReturnType<typeof readEverything>>;

  it('reads organizations, registers, a day and a receipt from the copy, as live', async () => {
    live = await readEverything();
    expect(lastOperatorAnswer()?.reachable).toBe(true);
    await h.standIn.stop();
    const away = await readEverything();
    expect(operatorAway()).toBe(true);
    expect(asSent(away)).toEqual(asSent(live));
    expect(away.organizations.length).toBeGreaterThan(0);
    expect(away.register.fiscalDrives.length).toBeGreaterThan(0);
    expect(away.day.documents.length).toBeGreaterThan(0);
  });

  it("answers the day's statistics from the figures the copy counted", async () => {
    const days = await statistics(YESTERDAY);
    expect(days.map((d) => d.date)).toEqual([YESTERDAY]);
  });

  it('answers a short day with what the copy holds, and leaves a day outside it an outage', async () => {
    const c = h.world.cashboxes.find((x) => x.regNumber === shortRnm())!;
    const held = lateReceipt.held!.body;
    const read = (day: string) =>
      runAsSystem(async () => {
        const context = await resolveRegister(
          c.organizationId,
          c.regNumber,
          held.fiscalDriveNumber,
        );
        return fetchByPeriodDay(context)(dayChunk(day), new AbortController().signal);
      });
    const short = await read(YESTERDAY);
    const fds = short.documents.map((d) => d.fiscalDocumentNumber);
    expect(fds.length).toBeGreaterThan(0);
    expect(fds).not.toContain(held.fiscalDocumentNumber);
    await expect(read(addDays(ANCHOR, -400))).rejects.toBeInstanceOf(UnavailableError);
  });

  it('reads live again once the operator is back, and the next pass catches up', async () => {
    const before = (await h.mirror.listStatus()).map((s) => s.syncedUpToUtc);
    // A pass while the operator is away fails (the scheduler tries again at its next interval)
    // and leaves every register's "synced up to" as the last sync left it.
    await expect(h.pass()).rejects.toThrow();
    expect((await h.mirror.listStatus()).map((s) => s.syncedUpToUtc)).toEqual(before);

    await h.standIn.resume();
    h.standIn.release();
    // Right after an outage the copy answers for a few seconds without asking the operator…
    const asked = h.standIn.requests.length;
    await runAsSystem(() => listOrganizations());
    expect(h.standIn.requests.length).toBe(asked);
    // …then the operator is asked again, and found back.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    expect(await runAsSystem(() => listOrganizations())).toEqual(live.organizations);

    expect(h.standIn.requests.length).toBeGreaterThan(asked);
    expect(operatorAway()).toBe(false);
    vi.useRealTimers();

    // The receipt that reached the operator late is in the copy after the next pass.
    await h.pass();
    const c = h.world.cashboxes.find((x) => x.regNumber === shortRnm())!;
    const held = lateReceipt.held!.body;
    const day = await runAsSystem(async () => {
      const context = await resolveRegister(c.organizationId, c.regNumber, held.fiscalDriveNumber);
      return fetchByPeriodDay(context)(dayChunk(YESTERDAY), new AbortController().signal);
    });
    expect(day.documents.map((d) => d.fiscalDocumentNumber)).toContain(held.fiscalDocumentNumber);
  });
});
