import 'server-only';
import { rateLimitKey } from '@/lib/security/rate-limit-key';
import { ALL_DRIVES, type CachedDocument } from '@/lib/documents/contract';
import { clipToPermission, loadRange } from '@/lib/documents/server';
import { getRegisterStatisticsByDays } from '@/lib/operator/statistics';
import { OutsidePermissionWindowError } from '@/lib/ofd/errors';
import type { RegisterView } from '@/lib/ofd/views';
import type { Coverage, DatePeriod, OverviewSource } from '../contract';
import { daysFromDocuments, type OverviewDay } from '../figures';

// One register's days for one period, from either source. Both count only what the permission
// window lets the integrator read (the operator clips statistics itself; the documents engine clips
// each drive's days), so the two give the same sums to the kopeck.

export type RegisterTarget = { orgId: string; register: RegisterView };

/**
 * How much of the period the figures count: none, part (the permission window cuts it, or a
 * document the operator sent could not be read or placed on a drive), or all of it.
 */
export function coverageOf(register: RegisterView, period: DatePeriod, unread = 0): Coverage {
  const window = { from: register.permissionFrom, to: register.permissionTo };
  const clipped = clipToPermission(period.from, period.to, window);
  if (clipped === null) return 'none';
  return clipped.clipped || unread > 0 ? 'partial' : 'full';
}

async function fromStatistics(target: RegisterTarget, period: DatePeriod) {
  const days = await getRegisterStatisticsByDays(target.orgId, target.register.regNumber, period);
  return days.map((day): OverviewDay => ({ date: day.date, operations: day.operations }));
}

/** A register's documents of a period, and how many more the operator sent that none lists. */
export type RegisterReading = { documents: CachedDocument[]; unread: number };

/**
 * Every drive of the register at once (drive=all, lib/documents/server/all-drives.ts): each document
 * placed by the drive it names, a replacement day counted for both drives, through the day cache.
 */
export async function readRegister(
  target: RegisterTarget,
  period: DatePeriod,
  signal?: AbortSignal,
): Promise<RegisterReading> {
  if (coverageOf(target.register, period) === 'none') return { documents: [], unread: 0 };
  try {
    const loaded = await loadRange(
      target.orgId,
      target.register.regNumber,
      { drive: ALL_DRIVES, ...period, limited: false },
      { signal, owner: rateLimitKey() },
    );
    return { documents: loaded.documents, unread: loaded.unreadable.length };
  } catch (error) {
    if (!(error instanceof OutsidePermissionWindowError)) throw error;
    return { documents: [], unread: 0 };
  }
}

export async function registerDocuments(
  target: RegisterTarget,
  period: DatePeriod,
  signal?: AbortSignal,
): Promise<CachedDocument[]> {
  return (await readRegister(target, period, signal)).documents;
}

export type RegisterDays = { days: OverviewDay[]; unread: number };

export async function registerDays(
  target: RegisterTarget,
  period: DatePeriod,
  source: OverviewSource,
  signal?: AbortSignal,
): Promise<RegisterDays> {
  if (coverageOf(target.register, period) === 'none') return { days: [], unread: 0 };
  if (source === 'statistics') return { days: await fromStatistics(target, period), unread: 0 };
  const { documents, unread } = await readRegister(target, period, signal);
  return { days: daysFromDocuments(documents), unread };
}
