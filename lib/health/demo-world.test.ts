import { describe, expect, it } from 'vitest';
import { driveWindow } from '@/lib/documents/server/drive-window';
import { readCachedDocument } from '@/lib/documents/server/read-cached';
import { demoWorldRoles, generateDemoWorld, type DemoWorld } from '@/lib/service/seed';
import { DEMO_INTEGRATOR } from '@/lib/demo-credentials';
import { assessRegister } from './assess';
import type { HealthDocument, HealthInput } from './input';
import { scanPeriod, toHealthDocument } from './scan';
import { REASON_CODES, type ReasonCode } from './types';

// The demo world and the health model agree: every fault the generator plants shows on the board
// as the reason it was planted for, read the way the server reads it (the fast document reader,
// the days up to the last document, the owner's permission windows).

const ANCHOR = '2026-03-10';
const world = generateDemoWorld({ anchorDate: ANCHOR });
const roles = demoWorldRoles(world);
// Midday of the anchor day in UTC: after every document of the world.
const NOW = Date.parse(`${ANCHOR}T12:00:00Z`);

function inputsOf(demo: DemoWorld, now = NOW): Map<string, HealthInput> {
  const docs = new Map<string, HealthDocument[]>();
  for (const { type, body } of demo.documents()) {
    const read = readCachedDocument({ [type]: body });
    if (!read.ok) throw new Error(`unreadable ${type}`);
    const list = docs.get(read.kktRegId) ?? [];
    list.push(toHealthDocument(read.document, read.fiscalDriveNumber));
    docs.set(read.kktRegId, list);
  }
  const windows = new Map(
    demo.grants
      .filter((g) => g.apiKey === DEMO_INTEGRATOR.apiKey)
      .flatMap((g) =>
        g.cashboxes.map((c) => [c.regNumber, { ...c, organizationId: g.organizationId }]),
      ),
  );
  const inputs = new Map<string, HealthInput>();
  for (const record of demo.cashboxes) {
    const window = windows.get(record.regNumber);
    const all = docs.get(record.regNumber) ?? [];
    if (!window) continue;
    const visible = all.filter(
      (d) => d.dateTime >= window.permissionFrom && d.dateTime <= window.permissionTo,
    );
    const fiscalDrives = record.fiscalDrives.map((d) => ({
      fiscalDriveNumber: d.fiscalDriveNumber,
      earliestDocumentTimestamp:
        all.find((doc) => doc.drive === d.fiscalDriveNumber)?.dateTime ?? null,
    }));
    const currentDrive = record.fiscalDrives.at(-1)!.fiscalDriveNumber;
    const lastDocumentTimestamp =
      all
        .map((d) => d.dateTime)
        .sort()
        .at(-1) ?? null;
    const register = {
      organizationId: window.organizationId,
      regNumber: record.regNumber,
      address: record.addresses.at(-1)!.address,
      permissionFrom: window.permissionFrom,
      permissionTo: window.permissionTo,
      fiscalDrives,
      currentDrive,
      lastDocumentTimestamp,
    };
    const scan = scanPeriod(
      lastDocumentTimestamp,
      driveWindow({ ...window, fiscalDrives }, currentDrive),
    );
    const documents = scan
      ? visible.filter(
          (d) =>
            d.drive === currentDrive &&
            d.dateTime >= scan.scannedFrom &&
            d.dateTime.slice(0, 10) <= scan.to,
        )
      : [];
    inputs.set(record.regNumber, {
      now,
      register,
      documents,
      scannedFrom: scan?.scannedFrom ?? null,
      settings: { silentHours: 24 },
    });
  }
  return inputs;
}

const inputs = inputsOf(world);
const codesOf = (rnm: string) => assessRegister(inputs.get(rnm)!).reasons.map((r) => r.code);

describe('the demo world on the health board', () => {
  it('plants every fault on some register', () => {
    expect(Object.keys(roles.faults).sort()).toEqual([
      'drive-expiring',
      'drive-flag',
      'fd-gap',
      'shift-too-long',
      'silent',
      'transmission-delay',
      'untransmitted',
    ]);
  });

  it.each(Object.entries(roles.faults))('shows %s where it was planted', (code, rnms) => {
    for (const rnm of rnms ?? []) expect(codesOf(rnm)).toContain(code as ReasonCode);
  });

  it('shows the three window shapes', () => {
    const byShape = (shape: string) =>
      Object.entries(roles.windows).find(([, w]) => w.owner === shape)![0];
    expect(codesOf(byShape('ended'))).toContain('window-ended');
    expect(codesOf(byShape('endingSoon'))).toContain('window-ending');
    expect(codesOf(byShape('notYetStarted'))).toContain('window-not-started');
  });

  it('finds every code of the model somewhere, and at least one healthy register', () => {
    const all = [...inputs.values()].map(assessRegister);
    const seen = new Set(all.flatMap((h) => h.reasons.map((r) => r.code)));
    expect([...seen].sort()).toEqual([...REASON_CODES].sort());
    expect(all.some((h) => h.status === 'ok')).toBe(true);
  });

  it('plants the drive flag on a drive old enough to raise it', () => {
    const [rnm] = roles.faults['drive-flag']!;
    const health = assessRegister(inputs.get(rnm!)!);
    const flag = health.reasons.find((r) => r.code === 'drive-flag');
    expect(rnm).toBe(roles.agedDrive);
    expect(flag?.detail).toMatchObject({ flags: expect.arrayContaining(['exhaustion']) });
  });

  it("dates the aged drive's keys from its registration report, before the history", () => {
    const health = assessRegister(inputs.get(roles.agedDrive!)!);
    const expiring = health.reasons.find((r) => r.code === 'drive-expiring');
    const drive = world.cashboxes.find((c) => c.regNumber === roles.agedDrive)!.fiscalDrives[0]!;
    const report = [...world.documents()].find(
      (d) => d.body.fiscalDriveNumber.trim() === drive.fiscalDriveNumber,
    )!;
    // The registration report (FD 1) on the installation day, long before the 75 days of history.
    expect(report).toMatchObject({ type: 'fiscalReport' });
    expect(report.body).toMatchObject({ fiscalDocumentNumber: 1, dateTime: drive.installedAt });
    expect(drive.installedAt < world.historyStart!).toBe(true);
    // A 36-month drive model (9961440300…) whose keys end 20 days after the anchor.
    expect(expiring).toMatchObject({
      severity: 'warning',
      detail: {
        registeredAt: drive.installedAt,
        termMonths: 36,
        validUntil: `2026-03-30${drive.installedAt.slice(10)}`,
        daysLeft: 19,
      },
    });
  });

  it('writes nothing after the anchor day', () => {
    for (const { body } of world.documents()) {
      expect(body.dateTime.slice(0, 10) <= ANCHOR).toBe(true);
    }
  });
});

// The browser tests' world is made when their run starts, at any hour: in the evening, a day's
// documents on time must not outweigh the late sender's earlier days (its median is over the
// days up to its last document, today's included). The day and hour of a browser run that
// found it so: a Saturday, the late sender closed on the Thursday before.
const EVENING_RUN = { anchorDate: '2026-11-28', now: '2026-11-28T16:10:00Z' };

describe('the demo world made in the evening', () => {
  const evening = EVENING_RUN.now;
  const late = generateDemoWorld(EVENING_RUN);
  const lateInputs = inputsOf(late, Date.parse(evening));
  it.each(Object.entries(demoWorldRoles(late).faults))(
    'shows %s where it was planted',
    (code, rnms) => {
      for (const rnm of rnms ?? []) {
        const codes = assessRegister(lateInputs.get(rnm)!).reasons.map((r) => r.code);
        expect(codes).toContain(code as ReasonCode);
      }
    },
  );
});
