import 'server-only';
import type {
  DocumentsPage,
  ExportQuery,
  ListQuery,
  SelectionQuery,
  ShiftsAnswer,
} from './contract';
import { loadRange, memoized, selectionOf } from './engine';
import { csvStream, exportFileName, type CsvLabels } from './exports';
import { groupByShift } from './shifts';
import { sortDocuments, toRow } from './selection';
import { selectionSummary } from './summary';

// The answers of the documents API, from the loaded period and the selection over it. Nothing here
// asks the operator for anything the day cache already holds.

type Where = { orgId: string; rnm: string; signal?: AbortSignal };

function sorted(
  selection: ReturnType<typeof selectionOf>,
  key: ListQuery['sort'],
  dir: ListQuery['dir'],
) {
  const name = `${key}:${dir}`;
  let order = selection.sorted.get(name);
  if (!order) selection.sorted.set(name, (order = sortDocuments(selection.documents, key, dir)));
  return order;
}

export async function documentsPage(where: Where, query: ListQuery): Promise<DocumentsPage> {
  const loaded = await loadRange(where.orgId, where.rnm, query, { signal: where.signal });
  const selection = selectionOf(loaded, query);
  const order = sorted(selection, query.sort, query.dir);
  return {
    range: loaded.range,
    total: selection.documents.length,
    rows: order.slice(query.offset, query.offset + query.limit).map(toRow),
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
  const order = sorted(selection, query.sort, query.dir);
  const from = loaded.range.from.slice(0, 10);
  const to = loaded.range.to.slice(0, 10);
  return {
    body: csvStream(order, query.kind, labels),
    fileName: exportFileName(where.rnm, from, to, query.kind),
  };
}
