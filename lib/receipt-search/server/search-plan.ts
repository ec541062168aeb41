import 'server-only';
import { clipToPermission } from '@/lib/documents/server';
import { localCopy, localCopyHolds } from '@/lib/ofd/local-copy';
import type { DownOperator } from '@/lib/ofd/down-operators';
import { scopeOf } from '@/lib/overview/server/load-overview';
import type { RegisterTarget } from '@/lib/overview/server/register-days';
import type { OrganizationView } from '@/lib/ofd/views';
import { MAX_SEARCH_DAYS } from '../contract';
import type { ReceiptSearchQuery } from '../search-query.schema';
import { checkSearchPeriod, liveSearchPeriod, SearchPeriodTooLongError } from './search-period';

// What a receipt search will read, decided before it reads (docs/receipt-search.md): the registers
// of the person's scope, and whether every register-day of the period lies complete in the
// mirror's local copy (lib/ofd/local-copy.ts, docs/mirror.md). Read live, each day is a call to
// the operator, so a search covers at most MAX_SEARCH_DAYS; read from the copy, it is local work,
// and the longer limit of checkSearchPeriod applies.

export type SearchTarget = RegisterTarget & { org: OrganizationView };
export type SearchPlan = {
  targets: SearchTarget[];
  mirrored: boolean;
  /** The operators whose registers are left out: their connection is down just now. */
  down: DownOperator[];
};

/** Every register's days inside its window are held complete by the copy. */
async function allMirrored(targets: SearchTarget[], period: { from: string; to: string }) {
  if (!localCopy()) return false;
  for (const { register } of targets) {
    const window = { from: register.permissionFrom, to: register.permissionTo };
    const days = clipToPermission(period.from, period.to, window);
    if (days && !(await localCopyHolds(register.regNumber, days.from, days.to))) return false;
  }
  return true;
}

/** The search's registers and where their days come from; refuses a period too long for that. */
export async function planSearch(query: ReceiptSearchQuery): Promise<SearchPlan> {
  const period = { from: query.from, to: query.to };
  checkSearchPeriod(period);
  const { targets, down } = await scopeOf({
    org: query.organizationId,
    ...period,
    compare: 'previous',
    source: 'documents',
  });
  const mirrored = await allMirrored(targets, period);
  if (!mirrored && !liveSearchPeriod(period)) throw new SearchPeriodTooLongError(MAX_SEARCH_DAYS);
  return { targets, mirrored, down };
}
