import 'server-only';
import type { DocumentsPage, ShiftsAnswer, SortKey } from './contract';
import type { ExportQuery, ListQuery, SelectionQuery } from './contract.schema';
import { loadRange, memoized, selectionOf, type FilteredSelection } from './engine';
import { csvStream, exportFileName, type CsvLabels } from './exports';
import { groupByShift } from './shifts';
import { toRow } from './selection';
import { inOrder, pageOf, sortOrder, type SortOrder } from './sort-order';
import { selectionSummary } from './summary';

// The answers of the documents API, from the loaded period and the selection over it. Nothing here
// asks the operator for anything the day cache already holds.

type Where = { orgId: string; rnm: string; signal?: AbortSignal };

function orderOf(selection: FilteredSelection, key: SortKey): SortOrder {
  let order = selection.orders.get(key);
  if (!order) selection.orders.set(key, (order = sortOrder(selection.documents, key)));
  return order;
}

export async function documentsPage(where: Where, query: ListQuery): Promise<DocumentsPage> {
  const loaded = await loadRange(where.orgId, where.rnm, query, { signal: where.signal });
  const selection = selectionOf(loaded, query);
  const order = orderOf(selection, query.sort);
  const page = pageOf(selection.documents, order, query.dir, query.offset, query.limit);
  return {
    range: loaded.range,
    total: selection.documents.length,
    rows: page.map(toRow),
    summary: memoized(selection, 'summary', () => selectionSummary(selection.documents)),
    facets: selection.facets,
    unreadable: loaded.unreadable,
  };
}

export async function documentShifts(where: Where, query: SelectionQuery): Promise<ShiftsAnswer> {
  const loaded = await loadRange(where.orgId, where.rnm, query, { signal: where.signal });
  const selection = selectionOf(loaded, query);
  const shifts = memoized(selection, 'shifts', () =>
    groupByShift(selection.documents, loaded.documents),
  );
  return { range: loaded.range, shifts };
}

export async function documentsExport(
  where: Where,
  query: ExportQuery,
  labels: CsvLabels,
): Promise<{ body: ReadableStream<Uint8Array>; fileName: string }> {
  const loaded = await loadRange(where.orgId, where.rnm, query, { signal: where.signal });
  const selection = selectionOf(loaded, query);
  const order = orderOf(selection, query.sort);
  const from = loaded.range.from.slice(0, 10);
  const to = loaded.range.to.slice(0, 10);
  return {
    body: csvStream(inOrder(selection.documents, order, query.dir), query.kind, labels),
    fileName: exportFileName(where.rnm, from, to, query.kind),
  };
}
