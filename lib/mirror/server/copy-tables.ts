import 'server-only';
import type { CopyTables } from '@/lib/documents/server';
import { BoundedCache } from '@/lib/process/bounded-cache';
import type { Store } from '@/lib/service';

// The documents table of a period the copy holds, from the store's own tables (docs/mirror.md,
// "A busy month from the copy"): the documents slice asks for a summary, facets and a sorted,
// filtered page (CopyTables), and the store answers them in SQL over each document's row and
// figures, copied out once when the document was stored. No body is read.

type Order = Parameters<CopyTables['rows']>[1];
type TableSortKey = Parameters<Store['tableRows']>[1]['key'];

const SORT_KEYS: Record<Order['key'], TableSortKey> = {
  dateTime: 'time',
  fiscalDocumentNumber: 'fdNumber',
  type: 'type',
  shiftNumber: 'shiftNumber',
  operationType: 'operationType',
  totalSum: 'total',
  cashTotalSum: 'cash',
  ecashTotalSum: 'cashless',
  operator: 'operator',
};

type Figures = Awaited<ReturnType<CopyTables['figures']>>;

/**
 * `stamp`: what changes whenever the register's copy may have (its status's last attempt), so
 * that a selection's figures are counted once per sync: a re-sort or a page turn reads rows only.
 */
export function createCopyTables(
  store: Store,
  holds: CopyTables['holds'],
  stamp: (rnm: string) => Promise<string | null>,
): CopyTables {
  const counted = new BoundedCache<string, Promise<Figures>>({ max: 16 });
  const tableQuery = (query: Parameters<CopyTables['figures']>[0]) => ({
    regNumber: query.rnm,
    drive: query.drive,
    from: query.from,
    to: query.to,
    types: query.types,
    ops: query.ops,
    shift: query.shift,
  });
  return {
    holds,
    async figures(query) {
      const key = JSON.stringify([await stamp(query.rnm), query]);
      const known = counted.get(key);
      if (known) return known;
      const figures = store.tableFigures(tableQuery(query));
      counted.set(key, figures);
      // A failed read is asked again next time.
      figures.catch(() => counted.delete(key));
      return figures;
    },
    position: (query, order, drive, fd) =>
      store.tablePosition(
        tableQuery(query),
        { ...order, key: SORT_KEYS[order.key] },
        { fiscalDriveNumber: drive, fdNumber: fd },
      ),
    async rows(query, order) {
      const rows = await store.tableRows(tableQuery(query), {
        ...order,
        key: SORT_KEYS[order.key],
      });
      return rows.map((r) => ({
        id: r.id,
        type: r.type as Awaited<ReturnType<CopyTables['rows']>>[number]['type'],
        fiscalDocumentNumber: r.fdNumber,
        dateTime: r.dateTime,
        drive: r.fiscalDriveNumber,
        ...(r.shiftNumber !== null && { shiftNumber: r.shiftNumber }),
        ...(r.operationType !== null && {
          operationType: r.operationType,
          totalSum: r.total ?? 0,
          cashTotalSum: r.cash ?? 0,
          ecashTotalSum: r.cashless ?? 0,
        }),
        ...(r.operator !== null && { operator: r.operator }),
      }));
    },
  };
}
