import 'server-only';
import type { CopyTables } from '@/lib/documents/server';
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

export function createCopyTables(store: Store, holds: CopyTables['holds']): CopyTables {
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
    figures: (query) => store.tableFigures(tableQuery(query)),
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
