import type { ReactNode } from 'react';

/** The column headers of a plain table: one `<th scope="col">` per column, in order. */
export function HeaderRow({ columns }: { columns: { label: ReactNode; className: string }[] }) {
  return (
    <tr>
      {columns.map((column, i) => (
        <th key={i} scope="col" className={column.className}>
          {column.label}
        </th>
      ))}
    </tr>
  );
}
