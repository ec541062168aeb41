import 'server-only';
import { isCachedCheck } from '@/lib/documents/contract';
import { getOrganization } from '@/lib/operator/api';
import type { OrganizationView } from '@/lib/ofd/views';
import { registerDaysOf } from '@/lib/receipt-search/server/search-period';
import type { MonthRegister } from '../month-export';
import { targetsOf } from './load-overview';
import { registerDocuments } from './register-days';

// The registers of one organization's month, with their receipts, for the month export
// (docs/exports.md). Every register of the organization the person may see (an owner's grant cuts
// the organizations, lib/auth/server/scope.ts), each read through the documents engine: the day
// cache, fetch concurrency and load slots of the documents browser, one register at a time, and of
// each only the days its permission window reaches. The rest are "no access", never zeros.

export async function loadMonth(
  orgId: string,
  period: { from: string; to: string },
  signal?: AbortSignal,
): Promise<{ organization: OrganizationView; registers: MonthRegister[] }> {
  // Another organization than an owner's answers 404 here, before any work (as elsewhere).
  const organization = await getOrganization(orgId);
  const targets = await targetsOf({ org: orgId, ...period, compare: 'previous', source: 'auto' });
  const registers: MonthRegister[] = [];
  for (const { register } of targets) {
    const days = registerDaysOf(register, period);
    const documents =
      days.searchable > 0 ? await registerDocuments({ orgId, register }, period, signal) : [];
    registers.push({
      name: register.name,
      rnm: register.regNumber,
      address: register.address,
      window: { from: register.permissionFrom, to: register.permissionTo },
      outside: days.outside,
      receipts: documents.filter(isCachedCheck),
    });
  }
  return { organization, registers };
}
