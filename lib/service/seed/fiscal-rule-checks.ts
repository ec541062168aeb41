import { checkRnm } from '@/lib/ofd/rnm-check';
import { keyTermMonths } from '@/lib/ofd/drive-terms';
import { addDays, addMonths } from './calendar';
import type { DemoWorld, WorldDocument } from './world';

// The fiscal rules a real register never breaks (docs/fiscal-rules.md), judged on the wire format:
// register numbers carry their check code, drive end-of-life flags come only from a drive old
// enough, and nothing is dated after the seeding. VAT rates by date are judged in vat-checks.ts.

const CLOSE_FLAGS = ['fiscalDriveExhaustionSign', 'fiscalDriveReplaceRequiredSign'];
const MEMORY_FLAG = 'fiscalDriveMemoryExceededSign';
/** A drive of an unknown model: the shortest key life, 13 months. The first flag comes 30 days before the end. */
const SHORTEST_KEYS_MONTHS = 13;
const FIRST_FLAG_DAYS = 30;
/** Twelve hours: the widest gap between a shop's wall clock in Russia and UTC. */
const MAX_OFFSET_MS = 12 * 3600_000;

export function registerNumberProblems(world: DemoWorld): string[] {
  const innOf = new Map(world.organizations.map((o) => [o.id, o.inn]));
  return world.cashboxes
    .filter((c) => checkRnm(c.regNumber, innOf.get(c.organizationId), c.serialNumber) !== 'valid')
    .map((c) => `register ${c.regNumber}: RNM check code`);
}

/** End-of-life flags on a closing report of a drive installed at `installedAt`. */
export function driveFlagProblems(doc: WorldDocument, installedAt: string): string[] {
  if (doc.type !== 'closeShift') return [];
  const b = doc.body;
  const raised = [...CLOSE_FLAGS, MEMORY_FLAG].filter((flag) => b[flag] === 1);
  if (raised.length === 0) return [];
  const installed = installedAt.slice(0, 10);
  const months = keyTermMonths(String(b.fiscalDriveNumber)) ?? SHORTEST_KEYS_MONTHS;
  const earliest = addDays(addMonths(installed, months), -FIRST_FLAG_DAYS);
  if (b.dateTime.slice(0, 10) >= earliest) return [];
  return [`${raised.join(', ')} on a drive installed ${installed}: too young for that`];
}

/** A document dated or received after the moment of seeding. */
export function futureProblems(doc: WorldDocument, seededAt: string | undefined): string[] {
  if (seededAt === undefined) return [];
  const b = doc.body;
  const problems: string[] = [];
  if (b.receiveDateTimeUtc > seededAt) problems.push('received after the seeding');
  if (Date.parse(`${b.dateTime}Z`) - MAX_OFFSET_MS > Date.parse(seededAt)) {
    problems.push('dated after the seeding');
  }
  return problems;
}
