import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  type ColumnFiltersState,
} from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './column-meta';
import { createRowSearch, facetFilter } from './row-search';

type Register = { name: string; model: string; revenue: number; secret: string };

const data: Register[] = [
  { name: 'Касса 1', model: 'АТОЛ 30Ф', revenue: 128521, secret: 'needle' },
  { name: 'Касса 2', model: 'Эвотор', revenue: 5000, secret: '' },
  { name: 'Café Crème', model: 'АТОЛ 30Ф', revenue: 0, secret: '' },
];

const columns: DataTableColumn<Register>[] = [
  { accessorKey: 'name' },
  { accessorKey: 'model' },
  // Searchable by its formatted text as well as by the raw number.
  { accessorKey: 'revenue', meta: { searchText: (r) => `${(r.revenue / 100).toFixed(2)} ₽` } },
  { accessorKey: 'secret', enableGlobalFilter: false },
];

function filtered(globalFilter: string, columnFilters: ColumnFiltersState = []) {
  const table = createTable<Register>({
    data,
    columns,
    state: { globalFilter, columnFilters },
    onStateChange: () => {},
    renderFallbackValue: null,
    globalFilterFn: createRowSearch<Register>(),
    getColumnCanGlobalFilter: (c) => c.columnDef.enableGlobalFilter !== false,
    defaultColumn: { filterFn: facetFilter as never },
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  return table.getFilteredRowModel().rows.map((r) => r.original.name);
}

describe('row search with TanStack Table', () => {
  it('matches words across columns, ignoring case and accents', () => {
    expect(filtered('атол касса')).toEqual(['Касса 1']);
    expect(filtered('cafe CREME')).toEqual(['Café Crème']);
    expect(filtered('')).toHaveLength(3);
  });

  it('matches the formatted text a column offers, and the raw value', () => {
    expect(filtered('1285.21 ₽')).toEqual(['Касса 1']);
    expect(filtered('128521')).toEqual(['Касса 1']);
  });

  it('skips columns excluded from global search', () => {
    expect(filtered('needle')).toEqual([]);
  });

  it('combines with a faceted filter', () => {
    expect(filtered('', [{ id: 'model', value: ['АТОЛ 30Ф'] }])).toEqual(['Касса 1', 'Café Crème']);
    expect(filtered('café', [{ id: 'model', value: ['Эвотор'] }])).toEqual([]);
  });
});
