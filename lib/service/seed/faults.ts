import { addDays, secondsOf } from './calendar';
import type { RegisterPlan, WorldContext } from './plan';
import type { WorldDocument } from './world';
import { processShared } from '@/lib/process/shared';

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
  /** Days before the anchor on which receipts with these request numbers never reach the operator. */
  lost?: { day: number; requestNumbers: number[] };
};

const FAULTS: Record<string, Fault> = {
  // Its first drive is the world's one aged drive (plan.ts, agedDrive): keys end 20 days after the
  // anchor, so its closing reports raise the exhaustion flag, and the registration report the
  // world keeps for it dates the keys' end (`drive-expiring`).
  'ligovsky-showcase': { codes: ['silent', 'drive-flag', 'drive-expiring'], idle: [3, 2, 1, 0] },
  'bakery-2': { codes: ['shift-too-long', 'silent'], leftOpen: 2, idle: [1, 0] },
  'dry-cleaning': { codes: ['untransmitted'], offline: 1, trades: [1], idle: [0] },
  'car-wash': { codes: ['transmission-delay'], lateMinutes: [40, 150] },
  'krasny-1': { codes: ['fd-gap'], lost: { day: 2, requestNumbers: [3, 4, 5] } },
};

const active = processShared('service.plan-faults', () => new WeakMap<RegisterPlan, Fault>());

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
  const busy = [plan.registrationDay, plan.archiveDay ?? -1, ...plan.events.keys()];
  return first > 0 && busy.every((day) => day < first);
}

/** Changes the plan's calendar for its fault: idle days and forced days. */
export function applyFaults(ctx: WorldContext, plan: RegisterPlan): void {
  const fault = FAULTS[plan.spec.key];
  if (!fault || !hasRoom(ctx, plan, fault)) return;
  active.set(plan, fault);
  const day = (before: number) => ctx.days - 1 - before;
  const trades = [...(fault.trades ?? []), fault.leftOpen, fault.offline, fault.lost?.day];
  for (const before of trades) if (before !== undefined) plan.working[day(before)] = true;
  for (const before of fault.idle ?? []) plan.working[day(before)] = false;
}

/** The last second of a shift left open: documents stop around midday. */
export function leftOpenUntil(plan: RegisterPlan): number {
  const opens = secondsOf(plan.spec.opens);
  return opens + Math.round((secondsOf(plan.spec.closes) - opens) * 0.4);
}

/** What the fault changes in one day's shift. */
export function shiftFault(ctx: WorldContext, plan: RegisterPlan, day: number) {
  const fault = faultOf(plan);
  const before = ctx.days - 1 - day;
  return {
    leftOpen: fault?.leftOpen === before,
    offline: fault?.offline === before,
    // Today too (a document that would reach the operator after the moment of seeding is on time,
    // shift.ts): otherwise, seeded in the evening, a day of punctual documents outweighs the late
    // days in the health board's median.
    lateMinutes: fault?.lateMinutes,
  };
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
