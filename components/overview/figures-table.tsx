import type { ComponentProps, ReactNode } from 'react';
import { HeadedTable } from '@/components/ui/headed-table';

/** A figure's cell: right-aligned, digits of equal width so the columns line up. */
export const FIGURE = 'px-2 py-1.5 text-right tabular-nums';

/**
 * The overview's plain tables (income by day, by point, top items): a header row, then a row per
 * item headed by its name and followed by its figures; `after` adds a last cell that is not a figure.
 */
export function FiguresTable<Row>({
  testId,
  caption,
  headClassName,
  columns,
  rows,
  rowKey,
  name,
  figures,
  after,
}: {
  testId: string;
  caption?: string;
  headClassName?: string;
  columns: ComponentProps<typeof HeadedTable>['columns'];
  rows: Row[];
  rowKey: (row: Row) => string;
  name: (row: Row) => ReactNode;
  figures: (row: Row) => ReactNode[];
  after?: (row: Row) => ReactNode;
}) {
  return (
    <HeadedTable
      className="w-full text-sm"
      testId={testId}
      caption={caption}
      headClassName={headClassName}
      headRowClassName="border-b border-slate-200 dark:border-slate-800"
      columns={columns}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 dark:border-slate-800">
            <th scope="row" className="px-2 py-1.5 text-left font-normal">
              {name(row)}
            </th>
            {figures(row).map((value, i) => (
              <td key={i} className={FIGURE}>
                {value}
              </td>
            ))}
            {after?.(row)}
          </tr>
        ))}
      </tbody>
    </HeadedTable>
  );
}
