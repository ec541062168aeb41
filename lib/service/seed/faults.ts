import { addCalendarMonths, keyTermMonths, keyValidUntil } from '@/lib/ofd/drive-terms';
import { addDays, at, secondsOf } from './calendar';
import type { RegisterPlan, WorldContext } from './plan';
import type { WorldDocument } from './world';

// Faults planted in the demo world so that support's health board has something to explain: every
// register keeps its ordinary life, and a few get one thing wrong, always on the same days relative
// to the anchor (the world stays deterministic). docs/health.md lists which register shows what.
// Nothing here writes a document after the anchor day or a receive time after its documents' day.

export type FaultCode =
  | 'silent'
  | 'untransmitted'
  | 'transmission-delay'
  | 'drive-flag'
  | 'drive-expiring'
  | 'shift-too-long'
  | 'fd-gap';

type Fault = {
  codes: FaultCode[];
  /** Days before the anchor (1 = yesterday) on which the register does not trade. */
  idle?: number[];
  /** Days before the anchor on which the register must trade (a day off is overridden). */
  trades?: number[];
  /** Days before the anchor whose shift is never closed: documents stop around midday. */
  leftOpen?: number;
  /** Days before the anchor whose shift loses its link: the rest reaches the operator later. */
  offline?: number;
  /** Every document before the anchor day reaches the operator this many minutes late. */
  lateMinutes?: [number, number];
  /** The drive's keys end this many days after the anchor: it was registered long ago. */
  keysEndInDays?: number;
  /** Days before the anchor on which receipts with these request numbers never reach the operator. */
  lost?: { day: number; requestNumbers: number[] };
};

const FAULTS: Record<string, Fault> = {
  'ligovsky-showcase': { codes: ['silent'], idle: [3, 2, 1, 0] },
  'bakery-2': { codes: ['shift-too-long', 'silent'], leftOpen: 2, idle: [1, 0] },
  'dry-cleaning': { codes: ['untransmitted'], offline: 1, trades: [1], idle: [0] },
  'car-wash': { codes: ['transmission-delay'], lateMinutes: [40, 150] },
  'ligovsky-bar': { codes: ['drive-expiring', 'drive-flag'], keysEndInDays: 20 },
  'krasny-1': { codes: ['fd-gap'], lost: { day: 2, requestNumbers: [3, 4, 5] } },
};

const active = new WeakMap<RegisterPlan, Fault>();

export function faultOf(plan: RegisterPlan): Fault | undefined {
  return active.get(plan);
}

/** The last days a fault touches must be ordinary trading days: no registration, move or swap. */
function hasRoom(ctx: WorldContext, plan: RegisterPlan, fault: Fault): boolean {
  const before = [
    ...(fault.idle ?? []),
    ...(fault.trades ?? []),
    fault.leftOpen ?? 0,
    fault.offline ?? 0,
    fault.lost?.day ?? 0,
  ];
  const first = ctx.days - 1 - Math.max(...before) - 1;
  // The old-drive fault moves the registration itself back before the history.
  const busy = [
    fault.keysEndInDays === undefined ? plan.registrationDay : -1,
    plan.archiveDay ?? -1,
    ...plan.events.keys(),
  ];
  return first > 0 && busy.every((day) => day < first);
}

/** Changes the plan's calendar for its fault: idle days, forced days, an old first drive. */
export function applyFaults(ctx: WorldContext, plan: RegisterPlan): void {
  const fault = FAULTS[plan.spec.key];
  if (!fault || !hasRoom(ctx, plan, fault)) return;
  active.set(plan, fault);
  const day = (before: number) => ctx.days - 1 - before;
  const trades = [...(fault.trades ?? []), fault.leftOpen, fault.offline, fault.lost?.day];
  for (const before of trades) if (before !== undefined) plan.working[day(before)] = true;
  for (const before of fault.idle ?? []) plan.working[day(before)] = false;
  const drive = plan.cashbox.fiscalDrives[0];
  const term = drive && keyTermMonths(drive.fiscalDriveNumber);
  if (
    fault.keysEndInDays !== undefined &&
    drive &&
    term &&
    plan.cashbox.fiscalDrives.length === 1
  ) {
    // Registered `term` months before the day the keys end, shortly before opening time.
    const end = addDays(ctx.anchorDate, fault.keysEndInDays);
    const date = addCalendarMonths(end, -term);
    const registeredAt = at(date, secondsOf(plan.spec.opens) - 1800);
    const registrationDay = daysFrom(ctx.historyStart, date);
    // Only ever earlier: a history longer than the key term keeps its own registration.
    if (registrationDay >= plan.registrationDay) return;
    plan.registrationDay = registrationDay;
    drive.installedAt = registeredAt;
    if (plan.cashbox.addresses[0]) plan.cashbox.addresses[0].startDate = registeredAt;
  }
}

function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What the fault changes in one day's shift. */
export function shiftFault(ctx: WorldContext, plan: RegisterPlan, day: number) {
  const fault = faultOf(plan);
  const before = ctx.days - 1 - day;
  return {
    leftOpen: fault?.leftOpen === before,
    offline: fault?.offline === before,
    lateMinutes: before > 0 ? fault?.lateMinutes : undefined,
  };
}

/**
 * The drive's own warnings, as a register raises them from its key validity: under 30 days left
 * sets the exhaustion flag, under 3 days the urgent replacement flag.
 */
export function keyFlags(plan: RegisterPlan, driveIndex: number, date: string) {
  const drive = plan.cashbox.fiscalDrives[driveIndex];
  const term = drive && keyTermMonths(drive.fiscalDriveNumber);
  if (!drive || !term) return { exhaustion: false, replace: false };
  const end = keyValidUntil(drive.installedAt, term).slice(0, 10);
  const left = daysFrom(date, end);
  return { exhaustion: left < 30, replace: left < 3 };
}

/** Drops the documents the fault says the operator never got (an FD gap). */
export function* withLostDocuments(
  ctx: WorldContext,
  plan: RegisterPlan,
  documents: Iterable<WorldDocument>,
): Generator<WorldDocument> {
  const lost = faultOf(plan)?.lost;
  const date = lost && addDays(ctx.anchorDate, -lost.day);
  const current = plan.cashbox.fiscalDrives.at(-1)?.fiscalDriveNumber;
  for (const doc of documents) {
    const b = doc.body;
    const drop =
      lost &&
      b.dateTime.startsWith(date ?? '') &&
      b.fiscalDriveNumber.trim() === current &&
      (doc.type === 'receipt' || doc.type === 'bso') &&
      lost.requestNumbers.includes(b.requestNumber as number);
    if (!drop) yield doc;
  }
}

/** RNM of the register planted with each fault (for tests and the README). */
export function plantedFaults(plans: RegisterPlan[]): Partial<Record<FaultCode, string[]>> {
  const out: Partial<Record<FaultCode, string[]>> = {};
  for (const plan of plans) {
    for (const code of faultOf(plan)?.codes ?? []) {
      (out[code] ??= []).push(plan.cashbox.regNumber);
    }
  }
  return out;
}
