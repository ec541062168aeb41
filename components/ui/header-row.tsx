import type { AriaAttributes, ReactNode } from 'react';

type Column = { label: ReactNode; className: string; sort?: AriaAttributes['aria-sort'] };

/** The column headers of a plain table: one `<th scope="col">` per column, in order. */
export function HeaderRow({ columns, className }: { columns: Column[]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((column, i) => (
        <th key={i} scope="col" aria-sort={column.sort} className={column.className}>
          {column.label}
        </th>
      ))}
    </tr>
  );
}
