'use client';

import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { DataTableRow } from './data-table-row';

/**
 * Renders only the rows in view (plus overscan) of a long client-side list. Spacer rows above and
 * below keep the native table layout, so headers, sticky column and row links work as in the
 * paged table; aria-rowindex tells screen readers where each rendered row sits.
 */
export function DataTableVirtualRows<TData>({
  rows,
  scrollElement,
  rowHeight,
  columns,
  getRowHref,
}: {
  rows: Row<TData>[];
  /** State, not a ref: the container's ref is attached after this child's effects run, so the
   * virtualiser must re-render once the element exists. */
  scrollElement: HTMLDivElement | null;
  rowHeight: number;
  columns: number;
  getRowHref?: (row: TData) => string;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is not compiler-safe; the app does not use the React Compiler
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {top > 0 ? (
        <tr aria-hidden="true" style={{ height: top }}>
          <td colSpan={columns} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <DataTableRow
            key={row.id}
            row={row}
            href={getRowHref?.(row.original)}
            rowIndex={item.index + 2}
            style={{ height: rowHeight }}
          />
        );
      })}
      {bottom > 0 ? (
        <tr aria-hidden="true" style={{ height: bottom }}>
          <td colSpan={columns} />
        </tr>
      ) : null}
    </>
  );
}
