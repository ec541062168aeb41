import { SORT_KEYS, type SortKey, type Order, type Selection } from '@/lib/documents/contract';
import { isDocumentType } from '@/lib/ofd/document-types';

// The list a document was opened from, read back from its query (the `back` parameter of the
// document's address): the same keys the documents table keeps in its URL (use-documents-view.ts).

/** The list's selection and order, or null when `back` names no period. */
export function listPlace(back: string): { selection: Selection; order: Order } | null {
  const params = new URLSearchParams(back);
  const drive = params.get('drive') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!drive || !from || !to) return null;
  const list = (key: string) => (params.get(key) ?? '').split(',').filter(Boolean);
  const shift = Number(params.get('shift') ?? '');
  const selection: Selection = {
    drive,
    from,
    to,
    types: list('type').filter(isDocumentType),
    ops: list('operationType')
      .map(Number)
      .filter((n) => n >= 1 && n <= 4),
    q: params.get('q') ?? '',
    ...(params.has('shift') && Number.isInteger(shift) && shift >= 0 ? { shift } : {}),
  };
  // The table's sort is `<column>.<dir>`; without one the list is newest first.
  const [key = 'dateTime', dir = 'desc'] = (params.get('sort') ?? 'dateTime.desc').split('.');
  const order: Order = {
    sort: SORT_KEYS.includes(key as SortKey) ? (key as SortKey) : 'dateTime',
    dir: dir === 'asc' ? 'asc' : 'desc',
  };
  return { selection, order };
}
