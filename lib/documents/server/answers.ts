import 'server-only';
import type { CachedDocument } from '../contract/cached-document';
import type {
  DocumentRef,
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
import { loadRange } from './engine';
import { memoized, selectionOf, type FilteredSelection } from './recent-selections';
import { sortUnreadable } from './unreadable';
import { groupByShift } from './shifts';
import { toRow } from './filters';
import { inOrder, pageOf, sortOrder, type SortOrder } from './sort-order';
import { selectionSummary } from './summary';

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
