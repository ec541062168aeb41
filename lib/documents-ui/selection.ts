import type { DocumentType } from '@/lib/ofd/document-types';
import type { SortKey } from './contract';

// "The selection" of the documents API (DOCUMENTS-API.md): which documents, independent of how
// they are sorted and paged. Every route's URL is built here, from encoded parts only.

export type Period = { drive: string; from: string; to: string };

export type Selection = Period & {
  types: readonly DocumentType[];
  ops: readonly number[];
  q: string;
  /** One shift's documents; absent for every shift. */
  shift?: number;
};

export type Order = { sort: SortKey; dir: 'asc' | 'desc' };

const enc = encodeURIComponent;

export function documentsApiBase(orgId: string, rnm: string): string {
  return `/api/organizations/${enc(orgId)}/cashboxes/${enc(rnm)}/documents`;
}

export function documentsPageBase(orgId: string, rnm: string): string {
  return `/organizations/${enc(orgId)}/cashboxes/${enc(rnm)}/documents`;
}

function periodParams({ drive, from, to }: Period): URLSearchParams {
  return new URLSearchParams({ drive, from, to });
}

/** Page links leave out what is not known (a document opened without a period). */
function pageParams(period: Partial<Period>): URLSearchParams {
  const entries = Object.entries(period).filter(([, v]) => typeof v === 'string' && v !== '');
  return new URLSearchParams(entries as [string, string][]);
}

/** Filters are left out when empty: "no filter" and "every value" must not read differently. */
export function selectionParams(selection: Selection): URLSearchParams {
  const params = periodParams(selection);
  if (selection.types.length > 0) params.set('types', [...selection.types].sort().join(','));
  if (selection.ops.length > 0) params.set('ops', [...selection.ops].sort().join(','));
  const q = selection.q.trim();
  if (q !== '') params.set('q', q);
  if (selection.shift !== undefined) params.set('shift', String(selection.shift));
  return params;
}

export function listUrl(
  base: string,
  selection: Selection,
  order: Order,
  page: { offset: number; limit: number },
): string {
  const params = selectionParams(selection);
  params.set('sort', order.sort);
  params.set('dir', order.dir);
  params.set('offset', String(page.offset));
  params.set('limit', String(page.limit));
  return `${base}?${params}`;
}

export function progressUrl(base: string, period: Period): string {
  return `${base}/progress?${periodParams(period)}`;
}

export function shiftsUrl(base: string, selection: Selection): string {
  return `${base}/shifts?${selectionParams(selection)}`;
}

export type ExportChoice = {
  kind: 'documents' | 'items';
  format: 'csv' | 'xlsx';
  /** CSV conventions (`;` and decimal commas, or `,` and dots); XLSX cells are typed instead. */
  dialect: 'ru' | 'en';
};

export function exportUrl(
  base: string,
  selection: Selection,
  order: Order,
  { kind, format, dialect }: ExportChoice,
): string {
  const params = selectionParams(selection);
  params.set('kind', kind);
  params.set('format', format);
  if (format === 'csv') params.set('dialect', dialect);
  params.set('sort', order.sort);
  params.set('dir', order.dir);
  return `${base}/export?${params}`;
}

export function detailApiUrl(base: string, fd: number, drive: string): string {
  return `${base}/${fd}?${new URLSearchParams({ drive })}`;
}

/**
 * A document's page. The period travels along, and `back` (the list's whole query: search,
 * filters, sort, page, tab) so that "back to the documents" returns to the same place and
 * previous/next walk the same selection.
 */
export function documentHref(
  orgId: string,
  rnm: string,
  fd: number,
  period: Partial<Period>,
  view?: string,
  back?: string,
): string {
  const params = pageParams(period);
  if (view && view !== 'details') params.set('view', view);
  if (back) params.set('back', back);
  return `${documentsPageBase(orgId, rnm)}/${fd}?${params}`;
}

/** Route 6: a document's neighbours in a selection, in an order. */
export function neighboursUrl(
  base: string,
  selection: Selection,
  order: Order,
  at: { drive: string; fd: number },
): string {
  const params = selectionParams(selection);
  params.set('sort', order.sort);
  params.set('dir', order.dir);
  params.set('fd', String(at.fd));
  params.set('at', at.drive);
  return `${base}/neighbours?${params}`;
}

export function browserHref(orgId: string, rnm: string, period: Partial<Period>): string {
  const params = pageParams(period);
  return `${documentsPageBase(orgId, rnm)}${params.size > 0 ? `?${params}` : ''}`;
}
