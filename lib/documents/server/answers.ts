import 'server-only';
import type { CachedDocument } from '../contract/cached-document';
import type {
  DocumentRef,
  DocumentRow,
  DocumentsPage,
  NeighboursAnswer,
  ShiftsAnswer,
  SortKey,
} from '../contract/api';
import { UNREADABLE_LIST_LIMIT } from '../contract/api';
import type {
  ExportQuery,
  ListQuery,
  NeighboursQuery,
  SelectionQuery,
} from '../contract/query.schema';
import { fromTables, type CopyQuery, type CopyTables, type FromTables } from './copy-tables';
import { loadRange } from './engine';
import { memoized, selectionOf, type FilteredSelection } from './recent-selections';
import { emptyFacets, toRow, type Facets } from './filters';
import { sortUnreadable } from './unreadable';
import { groupByShift } from './shifts';
import { byOperatorName, inOrder, pageOf, sortOrder, type SortOrder } from './sort-order';
import { operationsSummary, selectionSummary } from './summary';

// The answers of the documents API, from the loaded period and the selection over it. Nothing here
// asks the operator for anything the day cache already holds.

/** Which register, who asks (capped per owner, lib/documents/server/load-slots.ts), and when to stop. */
export type Where = { orgId: string; rnm: string; signal?: AbortSignal; owner?: string };

function orderOf(selection: FilteredSelection, key: SortKey): SortOrder {
  let order = selection.orders.get(key);
  if (!order) selection.orders.set(key, (order = sortOrder(selection.documents, key)));
  return order;
}

export async function documentsPage(where: Where, query: ListQuery): Promise<DocumentsPage> {
  const fromCopy = await fromTables(where, query);
  if (fromCopy) return tablePage(fromCopy, query);
  const loaded = await loadRange(where.orgId, where.rnm, query, where);
  const selection = selectionOf(loaded, query);
  const order = orderOf(selection, query.sort);
  const page = pageOf(selection.documents, order, query.dir, query.offset, query.limit);
  return {
    range: loaded.range,
    total: selection.documents.length,
    rows: page.map(toRow),
    summary: memoized(selection, 'summary', () => selectionSummary(selection.documents)),
    facets: selection.facets,
    unreadable: loaded.unreadable.length,
    unreadableDocuments: sortUnreadable(loaded.unreadable).slice(0, UNREADABLE_LIST_LIMIT),
    otherDay: loaded.otherDay,
  };
}

/** Where a document stands in the selection, and the documents before and after it. */
export async function documentNeighbours(
  where: Where,
  query: NeighboursQuery,
): Promise<NeighboursAnswer> {
  const fromCopy = await fromTables(where, query);
  if (fromCopy) return tableNeighbours(fromCopy, query);
  const loaded = await loadRange(where.orgId, where.rnm, query, where);
  const selection = selectionOf(loaded, query);
  const order = orderOf(selection, query.sort);
  const ref = (d: CachedDocument | undefined): DocumentRef | null =>
    d ? { drive: d.drive ?? query.at, fd: d.fiscalDocumentNumber } : null;
  let previous: CachedDocument | undefined;
  let position = 0;
  const sequence = inOrder(selection.documents, order, query.dir);
  for (const d of sequence) {
    position += 1;
    if (d.fiscalDocumentNumber === query.fd && (d.drive ?? query.at) === query.at) {
      const following = sequence.next();
      return {
        position,
        total: selection.documents.length,
        prev: ref(previous),
        next: ref(following.done ? undefined : following.value),
      };
    }
    previous = d;
  }
  return { position: 0, total: selection.documents.length, prev: null, next: null };
}

export async function documentShifts(where: Where, query: SelectionQuery): Promise<ShiftsAnswer> {
  const loaded = await loadRange(where.orgId, where.rnm, query, where);
  const selection = selectionOf(loaded, query);
  const shifts = memoized(selection, 'shifts', () =>
    groupByShift(selection.documents, loaded.documents),
  );
  return { range: loaded.range, shifts };
}

/**
 * The selection in the page's order, with the dates of its served range: what the documents'
 * export (lib/documents/export-answer.ts) writes.
 */
export async function documentsInOrder(where: Where, query: ExportQuery) {
  const loaded = await loadRange(where.orgId, where.rnm, query, where);
  const selection = selectionOf(loaded, query);
  const order = orderOf(selection, query.sort);
  return {
    from: loaded.range.from.slice(0, 10),
    to: loaded.range.to.slice(0, 10),
    /** The selection as it is held, for counts. */
    selected: selection.documents,
    /** The same documents in the page's order, read once as the file is written. */
    documents: inOrder(selection.documents, order, query.dir),
  };
}

/** A page, its total, summary and facets from the copy's figures and rows: no body is read. */
async function tablePage(
  { tables, copy, range }: FromTables,
  query: ListQuery,
): Promise<DocumentsPage> {
  const { figures, facets, total, operators } = await tableCounts(tables, copy);
  const rows = await tables.rows(copy, {
    key: query.sort,
    dir: query.dir,
    offset: query.offset,
    limit: query.limit,
    operators,
  });
  return {
    range,
    total,
    rows,
    summary: operationsSummary(figures.operations, total),
    facets,
    unreadable: 0,
    unreadableDocuments: [],
    otherDay: 0,
  };
}

/** The selection's figures, facets and total, and its operators in the table's order. */
async function tableCounts(tables: CopyTables, copy: CopyQuery) {
  const figures = await tables.figures(copy);
  const types = copy.types && new Set(copy.types);
  const ops = copy.ops && new Set(copy.ops);
  const facets = emptyFacets();
  let total = 0;
  for (const g of figures.groups) {
    const typeOk = !types || types.has(g.type);
    const opOk = !ops || (g.operationType !== null && ops.has(g.operationType));
    if (opOk) facets.types[g.type as keyof Facets['types']] += g.count;
    if (typeOk && g.operationType !== null) facets.ops[`${g.operationType}`] += g.count;
    if (typeOk && opOk) total += g.count;
  }
  const operators = [...new Set(figures.groups.flatMap((g) => (g.operator ? [g.operator] : [])))];
  return { figures, facets, total, operators: operators.sort(byOperatorName) };
}

/** A document's place and neighbours in the copy's order: one ranking of its rows, no body. */
async function tableNeighbours(
  { tables, copy }: FromTables,
  query: NeighboursQuery,
): Promise<NeighboursAnswer> {
  const { total, operators } = await tableCounts(tables, copy);
  const order = { key: query.sort, dir: query.dir, operators };
  const position = await tables.position(copy, order, query.at, query.fd);
  if (position === null) return { position: 0, total, prev: null, next: null };
  const around = await tables.rows(copy, {
    ...order,
    offset: Math.max(0, position - 2),
    limit: position === 1 ? 2 : 3,
  });
  const ref = (row: DocumentRow | undefined): DocumentRef | null =>
    row ? { drive: row.drive ?? query.at, fd: row.fiscalDocumentNumber } : null;
  const at = position === 1 ? 0 : 1;
  return { position, total, prev: ref(around[at - 1]), next: ref(around[at + 1]) };
}
