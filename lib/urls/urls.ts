// Every address inside the app is built here, pages and dashboard API alike, from encoded parts
// only. The page addresses are bookmarked and shared and the API is documented (docs/urls.md), so
// their form never changes: only this module knows it.

const enc = encodeURIComponent;

// What an address says of the documents' selection and order: only their written form, so this
// basic module needs none of the documents' types (lib/documents/contract/selection.ts holds those, and
// its values fit these shapes).
type PeriodOnDrive = { drive: string; from: string; to: string };
type Selection = PeriodOnDrive & {
  types: readonly string[];
  ops: readonly number[];
  q: string;
  shift?: number;
};
type Order = { sort: string; dir: 'asc' | 'desc' };

export const homeHref = '/';
export const organizationsHref = '/organizations';
export const lookupHref = '/lookup';
export const signInPath = '/sign-in';
export const peopleHref = '/settings/people';
export const auditHref = '/settings/audit';
export const alertsHref = '/settings/alerts';
export const mirrorHref = '/settings/mirror';

/** Where a browser's refused or failed download lands (lib/api/export-navigation.server.ts). */
export function exportFailedHref(reason: 'role' | 'limit' | 'error'): string {
  return `/export-failed?reason=${reason}`;
}

/** The sign-in page, coming back to `next` (a path of this site) afterwards. */
export function signInHref(next?: string): string {
  return next ? `${signInPath}?next=${enc(next)}` : signInPath;
}

/** An organization's page is its registers. */
export function organizationHref(orgId: string): string {
  return `/organizations/${enc(orgId)}/cashboxes`;
}

/** The overview's API: figures, their NDJSON stream, heatmap and top items, and the exports. */
export function overviewApiUrl(
  part: '' | '/stream' | '/insights' | '/export',
  params: Record<string, string>,
): string {
  return `/api/overview${part}?${new URLSearchParams(params)}`;
}

export function registerHref(orgId: string, rnm: string): string {
  return `${organizationHref(orgId)}/${enc(rnm)}`;
}

/** Page links leave out what is not known (a document opened without a period). */
function pageParams(period: Partial<PeriodOnDrive>): URLSearchParams {
  const entries = Object.entries(period).filter(([, v]) => typeof v === 'string' && v !== '');
  return new URLSearchParams(entries as [string, string][]);
}

/** The documents browser of a register, opened on a period when one is known. */
export function documentsHref(
  orgId: string,
  rnm: string,
  period: Partial<PeriodOnDrive> = {},
): string {
  const params = pageParams(period);
  return `${registerHref(orgId, rnm)}/documents${params.size > 0 ? `?${params}` : ''}`;
}

/**
 * The page above an unknown organization, register or document, read from the address that was
 * asked for: organizations, the organization's registers, or the register's documents.
 */
export function notFoundParentHref(
  what: 'organization' | 'register' | 'document',
  pathname: string,
): string {
  let parts: string[];
  try {
    parts = pathname.split('/').map(decodeURIComponent);
  } catch {
    return organizationsHref;
  }
  // ['', 'organizations', orgId, 'cashboxes', rnm, 'documents', fd]
  const [, , orgId, , rnm] = parts;
  if (what === 'register' && orgId) return organizationHref(orgId);
  if (what === 'document' && orgId && rnm) return documentsHref(orgId, rnm);
  return organizationsHref;
}

/** One drive's documents; the browser opens on that drive's last readable days. */
export function driveDocumentsHref(orgId: string, rnm: string, drive: string): string {
  return documentsHref(orgId, rnm, { drive });
}

/**
 * A document's page. The period travels along, and `back` (the list's whole query: search,
 * filters, sort, page, tab) so that "back to the documents" returns to the same place and
 * previous/next walk the same selection (docs/keep-my-place.md).
 */
export function documentHref(
  orgId: string,
  rnm: string,
  fd: number,
  period: Partial<PeriodOnDrive>,
  view?: string,
  back?: string,
): string {
  const params = pageParams(period);
  if (view && view !== 'details') params.set('view', view);
  if (back) params.set('back', back);
  return `${registerHref(orgId, rnm)}/documents/${fd}?${params}`;
}

/** The documents list exactly as a document was opened from it (its query in `back`). */
export function listBackHref(orgId: string, rnm: string, back: string): string {
  return `${registerHref(orgId, rnm)}/documents?${back}`;
}

// The dashboard API (docs/urls.md).

export const organizationsApiUrl = '/api/organizations';

export function organizationApiUrl(orgId: string): string {
  return `${organizationsApiUrl}/${enc(orgId)}`;
}

export function registersApiUrl(orgId: string): string {
  return `${organizationApiUrl(orgId)}/cashboxes`;
}

export function registerApiUrl(orgId: string, rnm: string): string {
  return `${registersApiUrl(orgId)}/${enc(rnm)}`;
}

export function lookupApiUrl(q: string): string {
  return `/api/lookup?${new URLSearchParams({ q })}`;
}

/** The receipt search's page; its whole query in the URL (docs/receipt-search.md). */
export const receiptSearchPath = '/receipts/search';

export function receiptSearchHref(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v) as string[][]);
  return `${receiptSearchPath}${params.size > 0 ? `?${params}` : ''}`;
}

/** The receipt search's NDJSON stream: progress, then the answer. */
export function receiptSearchApiUrl(query: Record<string, string>): string {
  return `/api/receipts/search/stream?${new URLSearchParams(query)}`;
}

export const healthHref = '/health';

/** The health board filtered as its table's URL state says (`?status=…`, `?reason=…`). */
export function healthFilterHref(filter: { status?: string; reason?: string }): string {
  const params = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as string[][]);
  return `${healthHref}${params.size > 0 ? `?${params}` : ''}`;
}

/** Every register's health, or one organization's (docs/health.md). */
export function healthApiUrl(organizationId?: string): string {
  const params = new URLSearchParams(organizationId ? { organizationId } : {});
  return `/api/health/registers${params.size > 0 ? `?${params}` : ''}`;
}

export function documentsApiBase(orgId: string, rnm: string): string {
  return `${registerApiUrl(orgId, rnm)}/documents`;
}

function periodParams({ drive, from, to }: PeriodOnDrive): URLSearchParams {
  return new URLSearchParams({ drive, from, to });
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

/** A selection in an order, and what else the route needs: every route that answers sorted documents. */
function orderedQuery(selection: Selection, order: Order, more: Record<string, string>): string {
  const params = selectionParams(selection);
  params.set('sort', order.sort);
  params.set('dir', order.dir);
  for (const [key, value] of Object.entries(more)) params.set(key, value);
  return params.toString();
}

export function listUrl(
  base: string,
  selection: Selection,
  order: Order,
  page: { offset: number; limit: number },
): string {
  const more = { offset: String(page.offset), limit: String(page.limit) };
  return `${base}?${orderedQuery(selection, order, more)}`;
}

export function progressUrl(base: string, period: PeriodOnDrive): string {
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
  const more = { kind, format, ...(format === 'csv' && { dialect }) };
  return `${base}/export?${orderedQuery(selection, order, more)}`;
}

/** Route 6: a document's neighbours in a selection, in an order. */
export function neighboursUrl(
  base: string,
  selection: Selection,
  order: Order,
  at: { drive: string; fd: number },
): string {
  const more = { fd: String(at.fd), at: at.drive };
  return `${base}/neighbours?${orderedQuery(selection, order, more)}`;
}

export function detailApiUrl(base: string, fd: number, drive: string): string {
  return `${base}/${fd}?${new URLSearchParams({ drive })}`;
}

/** One organization's month of receipts as a file (docs/exports.md). */
export function organizationExportUrl(
  orgId: string,
  query: { month: string; format: 'csv' | 'xlsx' },
): string {
  return `/api/organizations/${enc(orgId)}/export?${new URLSearchParams(query)}`;
}
