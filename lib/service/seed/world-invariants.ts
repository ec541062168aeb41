import { CHECK_TYPES, DOCUMENT_TYPES } from '@/lib/ofd/document-types';
import { isLocalDateTime } from '@/lib/dates/local-date-time';
import { codeProblems, moneyProblems, shapeProblems } from './document-checks';
import { driveFlagProblems, futureProblems, registerNumberProblems } from './fiscal-rule-checks';
import { vatDateProblems } from './vat-checks';
import { addressInForce, partyProblems } from './party-checks';
import type { DemoWorld, WorldRegister, WorldDocument } from './world';

// findWorldViolations walks a world once, streaming its documents, and lists every broken rule:
// identifiers, padding, drive periods and numbering, shift counters, addresses in force and money.
// It knows only the DemoWorld contract, so it is an independent judge of the generator.

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const CHECKS = new Set<string>(CHECK_TYPES);

type Shift = {
  number: number;
  openFd: number;
  opened: string;
  checks: number;
  dates: string[];
  /** Documents of this shift are missing (a planted FD gap): its counters count them too. */
  gapped?: boolean;
};

/**
 * Faults the world is known to carry (the demo generator's lib/service/seed/faults.ts), by RNM:
 * an FD gap on the current drive, or its last shift left open. Anything else stays a violation.
 */
export type Allowances = { fdGaps?: readonly string[]; openShifts?: readonly string[] };
type Group = {
  key: string;
  cashbox: WorldRegister;
  drive: number;
  fd: number;
  dateTime: string;
  type: string;
  shiftNumber: number;
  shift?: Shift;
  /** A drive from before the history: after its registration report it resumes with a shift. */
  resumes?: boolean;
};

export function findWorldViolations(
  world: DemoWorld,
  limit = 20,
  allow: Allowances = {},
): string[] {
  const out: string[] = [];
  const report = (message: string) => {
    if (out.length < limit) out.push(message);
  };
  [...partyProblems(world), ...registerNumberProblems(world)].forEach(report);
  const cashboxes = new Map(world.cashboxes.map((c) => [c.regNumber, c]));
  const innOf = new Map(world.organizations.map((o) => [o.id, o.inn]));
  const done = new Set<string>();
  const ids = new Set<string>();
  let group: Group | undefined;

  for (const doc of world.documents()) {
    const b = doc.body;
    const where = `${doc.type} ${b.kktRegId.trim()}/${b.fiscalDriveNumber.trim()}#${b.fiscalDocumentNumber}`;
    const fail = (problem: string) => report(`${where}: ${problem}`);
    if (!(DOCUMENT_TYPES as readonly string[]).includes(doc.type)) fail('unknown type');
    [...codeProblems(doc), ...shapeProblems(doc)].forEach(fail);
    if (ids.has(b.id)) fail('duplicate id');
    ids.add(b.id);
    if (!isLocalDateTime(b.dateTime)) fail('dateTime format');
    if (b.dateTime.slice(0, 10) > world.anchorDate) fail('after the anchor day');

    const cashbox = cashboxes.get(b.kktRegId.trim());
    const drive = cashbox?.fiscalDrives.findIndex(
      (d) => d.fiscalDriveNumber === b.fiscalDriveNumber.trim(),
    );
    if (!cashbox || drive === undefined || drive < 0) {
      fail('unknown register or drive');
      continue;
    }
    if ('userInn' in b && String(b.userInn).trim() !== innOf.get(cashbox.organizationId)) {
      fail('userInn of another organization');
    }
    const from = cashbox.fiscalDrives[drive]?.installedAt ?? '';
    [...driveFlagProblems(doc, from), ...futureProblems(doc, world.seededAt)].forEach(fail);
    const to = cashbox.fiscalDrives[drive + 1]?.installedAt;
    if (b.dateTime < from || (to !== undefined && b.dateTime >= to)) fail('outside its drive');
    if ('retailPlaceAddress' in b && b.retailPlaceAddress !== addressInForce(cashbox, b.dateTime)) {
      fail('retailPlaceAddress is not the address in force');
    }

    const key = `${cashbox.regNumber}/${drive}`;
    if (group?.key !== key) {
      if (group) finishGroup(group, world.anchorDate, fail, allow);
      if (done.has(key)) fail('drive group interrupted');
      done.add(key);
      group = startGroup(doc, key, cashbox, drive, world.historyStart, fail);
    } else if (group.resumes) {
      group.resumes = false;
      if (doc.type !== 'openShift')
        fail('a drive from before the history must resume with a shift');
      if (b.fiscalDocumentNumber <= group.fd) fail(`FD after ${group.fd}`);
      group.shiftNumber = Number(b.shiftNumber) - 1;
    } else {
      const current = drive === cashbox.fiscalDrives.length - 1;
      const gap = b.fiscalDocumentNumber > group.fd + 1 && current;
      if (gap && allow.fdGaps?.includes(cashbox.regNumber) && group.shift) {
        group.shift.gapped = true;
      } else if (b.fiscalDocumentNumber !== group.fd + 1) fail(`FD after ${group.fd}`);
      if (b.dateTime <= group.dateTime) fail(`dateTime not after ${group.dateTime}`);
    }
    group.fd = b.fiscalDocumentNumber;
    group.dateTime = b.dateTime;
    group.type = doc.type;
    shiftStep(group, doc, fail);
    if (CHECKS.has(doc.type)) [...moneyProblems(b), ...vatDateProblems(b)].forEach(fail);
  }
  if (group) finishGroup(group, world.anchorDate, (p) => report(`${group?.key}: ${p}`), allow);
  for (const cashbox of world.cashboxes) {
    cashbox.fiscalDrives.forEach((drive, i) => {
      if (!done.has(`${cashbox.regNumber}/${i}`))
        report(`${drive.fiscalDriveNumber}: no documents`);
    });
  }
  return out;
}

function startGroup(
  doc: WorldDocument,
  key: string,
  cashbox: WorldRegister,
  drive: number,
  historyStart: string | undefined,
  fail: (p: string) => void,
): Group {
  const b = doc.body;
  const installedAt = cashbox.fiscalDrives[drive]?.installedAt ?? '';
  if (b.fiscalDocumentNumber !== 1) fail('a drive must start at FD 1');
  if (b.dateTime !== cashbox.fiscalDrives[drive]?.installedAt) fail('first document ≠ installedAt');
  const reasons = (b.correctionReasonCodes ?? []) as number[];
  if (drive === 0 ? doc.type !== 'fiscalReport' : !reasons.includes(1)) {
    fail('a drive must start with its registration report');
  }
  // A first drive installed before the history: its registration report is kept (its keys count
  // from it), then it goes on mid-stream from its first shift in the history.
  const resumes =
    drive === 0 && historyStart !== undefined && installedAt.slice(0, 10) < historyStart;
  return { key, cashbox, drive, fd: 0, dateTime: '', type: '', shiftNumber: 0, resumes };
}

function finishGroup(
  group: Group,
  anchor: string,
  fail: (p: string) => void,
  allow: Allowances,
): void {
  const replaced = group.drive < group.cashbox.fiscalDrives.length - 1;
  if (replaced && group.type !== 'closeArchive')
    fail('a replaced drive must end with closeArchive');
  // Only today's shift may still be open, or one a register is known to have left open.
  const leftOpen = allow.openShifts?.includes(group.cashbox.regNumber) ?? false;
  if (group.shift && (replaced || (group.shift.opened.slice(0, 10) !== anchor && !leftOpen))) {
    fail(`shift ${group.shift.number} never closed`);
  }
}

function shiftStep(group: Group, doc: WorldDocument, fail: (p: string) => void) {
  const b = doc.body;
  const shift = group.shift;
  if (doc.type === 'openShift') {
    if (shift) fail('shift opened twice');
    group.shiftNumber += 1;
    if (b.shiftNumber !== group.shiftNumber) fail(`shiftNumber ≠ ${group.shiftNumber}`);
    const opened = b.dateTime;
    group.shift = {
      number: group.shiftNumber,
      openFd: b.fiscalDocumentNumber,
      opened,
      checks: 0,
      dates: [],
    };
    return;
  }
  if (doc.type === 'fiscalReport' || doc.type === 'fiscalReportCorrection') {
    if (shift) fail('registration report inside a shift');
    return;
  }
  if (doc.type === 'closeArchive' && shift) fail('archive closed inside a shift');
  if (!shift) {
    if (CHECKS.has(doc.type) || doc.type === 'closeShift') fail('outside a shift');
    return;
  }
  if (b.shiftNumber !== shift.number) fail(`shiftNumber ≠ ${shift.number}`);
  if (doc.type !== 'closeShift') {
    if (CHECKS.has(doc.type)) {
      // After missing documents the numbering resumes where the register really was.
      const request = b.requestNumber as number;
      if (shift.gapped && request > shift.checks + 1) shift.checks = request - 1;
      if (request !== ++shift.checks) fail('requestNumber');
    }
    shift.dates.push(b.dateTime);
    return;
  }
  const receipts = b.receiptsQuantity as number;
  if (shift.gapped ? receipts < shift.checks : receipts !== shift.checks) {
    fail(`receiptsQuantity ≠ ${shift.checks}`);
  }
  const expected = b.fiscalDocumentNumber - shift.openFd + 1;
  if (b.documentsQuantity !== expected) fail(`documentsQuantity ≠ ${expected}`);
  const late = b.notTransmittedDocumentsQuantity as number;
  const since = b.notTransmittedDocumentsDateTime as string | undefined;
  const counted = since === undefined ? 0 : shift.dates.filter((d) => d >= since).length;
  if (!shift.gapped && (late !== counted || late > 0 !== shift.dates.includes(since ?? ''))) {
    fail('notTransmitted counters');
  }
  for (const flag of ['ReplaceRequired', 'MemoryExceeded', 'Exhaustion']) {
    if (![0, 1].includes(b[`fiscalDrive${flag}Sign`] as number)) fail(`${flag} flag`);
  }
  group.shift = undefined;
}
