import { DOCUMENT_TYPES, type DocumentType } from '@/lib/ofd/document-types';
import { isCachedCheck, type CachedDocument } from '../contract/cached-document';
import type { DocumentRow, OperationTypeKey } from '../contract/api';
import type { Filters } from '../contract/query.schema';

// Filtering, facets and rows over the documents already in the server's day cache:
// a new sort or filter on a loaded period never asks the operator again.

export type Facets = {
  types: Record<DocumentType, number>;
  ops: Record<OperationTypeKey, number>;
};

const AMOUNT = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;
// A rouble sign or word after the number, as people type it: `420 ₽`, `420р.`, `420 руб`, `420 RUB`.
const CURRENCY = /\s*(?:₽|руб\.?|р\.?|rub)$/i;
// Digit grouping people type or paste: spaces, no-break and narrow no-break spaces.
const GROUPING = /[\s\u00a0\u202f]/g;

/** `420`, `420,00`, `420.00`, `420 ₽`, `1 200,5` → kopecks; anything else → undefined. */
export function amountKopecks(q: string): number | undefined {
  const amount = AMOUNT.exec(q.trim().replace(CURRENCY, '').replace(GROUPING, ''));
  if (!amount) return undefined;
  return Number(amount[1]) * 100 + Number((amount[2] ?? '').padEnd(2, '0'));
}

/**
 * `q` is an FD number (digits), an amount (a receipt total or an item sum; a bare number is both
 * an FD number and whole roubles) or a case-insensitive part of an item name. Names are always
 * searched too, since they hold digits and commas as well (`Молоко 3,2%`, `Cola 330`).
 */
export function queryMatcher(q: string | undefined): ((d: CachedDocument) => boolean) | null {
  if (!q) return null;
  const kopecks = amountKopecks(q) ?? -1;
  const fd = /^\d{1,10}$/.test(q) ? Number(q) : -1;
  const needle = q.toLowerCase();
  // Item names are interned, so each distinct name is lower-cased and tested once per query.
  const seen = new Map<string, boolean>();
  const nameMatches = (name: string) => {
    let hit = seen.get(name);
    if (hit === undefined) seen.set(name, (hit = name.toLowerCase().includes(needle)));
    return hit;
  };
  return (d) => {
    if (d.fiscalDocumentNumber === fd) return true;
    if (!isCachedCheck(d)) return false;
    if (d.totalSum === kopecks) return true;
    return d.items.some((i) => i.sum === kopecks || nameMatches(i.name));
  };
}

const emptyFacets = (): Facets => ({
  types: Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, 0])) as Record<DocumentType, number>,
  ops: { '1': 0, '2': 0, '3': 0, '4': 0 },
});

/**
 * The documents that pass every filter, in time order, and the facet counts. Each facet counts
 * what its own filter would let through with the other filters applied, so a person sees how many
 * documents choosing another type (or operation) would give.
 */
export function applyFilters(
  documents: Iterable<CachedDocument>,
  filters: Filters,
): { documents: CachedDocument[]; facets: Facets } {
  const matchesQ = queryMatcher(filters.q);
  const types = filters.types ? new Set<string>(filters.types) : null;
  const ops = filters.ops ? new Set<string>(filters.ops.map(String)) : null;
  const facets = emptyFacets();
  const out: CachedDocument[] = [];
  for (const d of documents) {
    if (filters.shift !== undefined && d.shiftNumber !== filters.shift) continue;
    if (matchesQ && !matchesQ(d)) continue;
    const typeOk = !types || types.has(d.type);
    const op = isCachedCheck(d) ? (String(d.operationType) as OperationTypeKey) : undefined;
    const opOk = !ops || (op !== undefined && ops.has(op));
    if (opOk) facets.types[d.type] += 1;
    if (typeOk && op !== undefined) facets.ops[op] += 1;
    if (typeOk && opOk) out.push(d);
  }
  return { documents: out, facets };
}

export function toRow(d: CachedDocument): DocumentRow {
  const row: DocumentRow = {
    id: d.id,
    type: d.type,
    fiscalDocumentNumber: d.fiscalDocumentNumber,
    dateTime: d.dateTime,
  };
  if (d.shiftNumber !== undefined) row.shiftNumber = d.shiftNumber;
  if (d.drive !== undefined) row.drive = d.drive;
  if (isCachedCheck(d)) {
    row.operationType = d.operationType;
    row.totalSum = d.totalSum;
    row.cashTotalSum = d.cashTotalSum;
    row.ecashTotalSum = d.ecashTotalSum;
  }
  if (d.operator !== undefined) row.operator = d.operator;
  return row;
}
