import 'server-only';
import { rateLimitKey } from '@/lib/security/rate-limit-key';
import type { CachedDocument } from '@/lib/documents/cached-document';
import { loadRange } from '@/lib/documents/engine';
import { clipToPermission } from '@/lib/documents/day-chunks';
import { getRegisterStatisticsByDays } from '@/lib/operator/api';
import { OutsidePermissionWindowError } from '@/lib/ofd/errors';
import type { RegisterView } from '@/lib/ofd/views';
import type { Coverage, DatePeriod, OverviewSource } from '../contract';
import { daysFromDocuments, type OverviewDay } from '../figures';

// One register's days for one period, from either source. Both count only what the permission
// window lets the integrator read (the operator clips statistics itself; the documents engine clips
// each drive's days), so the two give the same sums to the kopeck.

export type RegisterTarget = { orgId: string; register: RegisterView };

export function coverageOf(register: RegisterView, period: DatePeriod): Coverage {
  const window = { from: register.permissionFrom, to: register.permissionTo };
  const clipped = clipToPermission(period.from, period.to, window);
  return clipped === null ? 'none' : clipped.clipped ? 'partial' : 'full';
}

async function fromStatistics(target: RegisterTarget, period: DatePeriod) {
  const days = await getRegisterStatisticsByDays(target.orgId, target.register.regNumber, period);
  return days.map((day): OverviewDay => ({ date: day.date, operations: day.operations }));
}

/** Every drive of the register, through the day cache; drives outside the period add nothing. */
export async function registerDocuments(
  target: RegisterTarget,
  period: DatePeriod,
  signal?: AbortSignal,
): Promise<CachedDocument[]> {
  if (coverageOf(target.register, period) === 'none') return [];
  const documents: CachedDocument[] = [];
  for (const drive of target.register.fiscalDrives) {
    try {
      const loaded = await loadRange(
        target.orgId,
        target.register.regNumber,
        { drive: drive.fiscalDriveNumber, ...period, limited: false },
        { signal, owner: rateLimitKey() },
      );
      documents.push(...loaded.documents);
    } catch (error) {
      if (!(error instanceof OutsidePermissionWindowError)) throw error;
    }
  }
  return documents;
}

export async function registerDays(
  target: RegisterTarget,
  period: DatePeriod,
  source: OverviewSource,
  signal?: AbortSignal,
): Promise<OverviewDay[]> {
  if (coverageOf(target.register, period) === 'none') return [];
  return source === 'statistics'
    ? fromStatistics(target, period)
    : daysFromDocuments(await registerDocuments(target, period, signal));
}
