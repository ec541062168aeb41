import 'server-only';
import type { CachedCheck } from '@/lib/documents/cached-document';
import { registerDocuments } from '@/lib/overview/server/register-days';
import { documentHref } from '@/lib/urls/urls';
import {
  MAX_SEARCH_RESULTS,
  type NotSearchable,
  type ReceiptHit,
  type ReceiptSearchAnswer,
  type SearchProgress,
} from '../contract';
import { compareHits, matchesReceipt } from '../match';
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
  const { targets, mirrored } = options.plan ?? (await planSearch(query));
  const order = compareHits(query.criteria.amount?.value);
  let hits: ReceiptHit[] = [];
  let found = 0;
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
        if (!matchesReceipt(document, query.criteria)) continue;
        found += 1;
        hits.push(hitOf(orgId, org.shortName, register.regNumber, register.name, document));
        // Keep the best few only: a broad search (a type alone) may match every receipt.
        if (hits.length >= 2 * MAX_SEARCH_RESULTS)
          hits = hits.sort(order).slice(0, MAX_SEARCH_RESULTS);
      }
    }
    options.onProgress?.({ done: i + 1, total: targets.length });
  }
  return {
    items: hits.sort(order).slice(0, MAX_SEARCH_RESULTS),
    searched,
    truncated: found > MAX_SEARCH_RESULTS,
    notSearchable,
    period,
    mirrored,
  };
}

function hitOf(
  organizationId: string,
  organizationName: string,
  rnm: string,
  registerName: string,
  document: CachedCheck,
): ReceiptHit {
  const drive = document.drive ?? '';
  const day = document.dateTime.slice(0, 10);
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
    organizationName,
  };
}
