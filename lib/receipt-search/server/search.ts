import 'server-only';
import type { CachedCheck } from '@/lib/documents/contract';
import type { OrganizationView } from '@/lib/ofd/views';
import { registerDocuments } from '@/lib/overview/server/register-days';
import { documentHref } from '@/lib/urls/urls';
import { collectHits } from '../collect-hits';
import type {
  NotSearchable,
  ReceiptHit,
  ReceiptSearchAnswer,
  SearchCriteria,
  SearchProgress,
} from '../contract';
import { matchesReceipt } from '../match';
import type { ReceiptSearchQuery } from '../search-query.schema';
import { registerDaysOf } from './search-period';
import { planSearch, type SearchPlan } from './search-plan';

// Receipt search across registers (docs/receipt-search.md): every register of the scope the
// person may see (lib/auth/server/scope.ts cuts the organizations to an owner's grant), each
// register's days read through the documents engine (its day cache, concurrency caps and load
// slots, the same as the documents browser), one register at a time, only its window's days.
// Where the days come from, the operator or the mirror's copy, is the plan's (search-plan.ts).

export type SearchOptions = {
  signal?: AbortSignal;
  onProgress?: (progress: SearchProgress) => void;
  /** Made already (the stream refuses a period before it starts): else made here. */
  plan?: SearchPlan;
};

export async function searchReceipts(
  query: ReceiptSearchQuery,
  options: SearchOptions = {},
): Promise<ReceiptSearchAnswer> {
  const period = { from: query.from, to: query.to };
  const { targets, mirrored, down } = options.plan ?? (await planSearch(query));
  const { amount } = query.criteria;
  const hits = collectHits(amount);
  // Matched up to the widest step, so that one read of the days answers every step.
  const criteria: SearchCriteria = amount
    ? { ...query.criteria, amount: { ...amount, tolerance: hits.tolerance } }
    : query.criteria;
  const searched = { registers: 0, days: 0 };
  const notSearchable: NotSearchable[] = [];
  options.onProgress?.({ done: 0, total: targets.length });
  for (const [i, { orgId, org, register }] of targets.entries()) {
    const days = registerDaysOf(register, period);
    if (days.limited) {
      notSearchable.push({
        organizationId: orgId,
        kktRegId: register.regNumber,
        registerName: register.name,
        ranges: days.outside,
        window: { from: register.permissionFrom, to: register.permissionTo },
      });
    }
    if (days.searchable > 0) {
      searched.registers += 1;
      searched.days += days.searchable;
      const documents = await registerDocuments({ orgId, register }, period, options.signal);
      for (const document of documents) {
        if (!matchesReceipt(document, criteria)) continue;
        const hit = hitOf(org, register.regNumber, register.name, document);
        hits.add(amount ? { ...hit, distance: document.totalSum - amount.value } : hit);
      }
    }
    options.onProgress?.({ done: i + 1, total: targets.length });
  }
  const { items, truncated, widenedTo } = hits.result();
  return {
    items,
    searched,
    truncated,
    notSearchable,
    period,
    mirrored,
    ...(widenedTo ? { widenedTo } : {}),
    ...(down.length ? { down } : {}),
  };
}

function hitOf(
  org: Pick<OrganizationView, 'id' | 'shortName' | 'operator'>,
  rnm: string,
  registerName: string,
  document: CachedCheck,
): ReceiptHit {
  const drive = document.drive ?? '';
  const day = document.dateTime.slice(0, 10);
  const organizationId = org.id;
  return {
    organizationId,
    kktRegId: rnm,
    fiscalDriveNumber: drive,
    fiscalDocumentNumber: document.fiscalDocumentNumber,
    dateTime: document.dateTime,
    totalSum: document.totalSum,
    operationType: document.operationType,
    href: documentHref(organizationId, rnm, document.fiscalDocumentNumber, {
      drive,
      from: day,
      to: day,
    }),
    registerName,
    organizationName: org.shortName,
    ...(org.operator === undefined ? {} : { operator: org.operator }),
  };
}
