import type { Column } from '@tanstack/react-table';
import './column-meta';

/** A column's visible name: its string header, else meta.label, else its id. */
export function columnLabel<TData>(column: Column<TData, unknown>): string {
  const { header, meta } = column.columnDef;
  return typeof header === 'string' ? header : (meta?.label ?? column.id);
}
