import { describe, expect, it } from 'vitest';
import { columnIdOf, tableUrlConfig } from './column-config';
import type { DataTableColumn } from './column-meta';

type Row = { name: string; kkt: { model: string }; status: string; last: string };

const columns: DataTableColumn<Row>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'kkt.model', header: 'Model', meta: { facet: {} } },
  { id: 'status', accessorFn: (r) => r.status, meta: { facet: { options: [] } } },
  { accessorKey: 'last', meta: { defaultHidden: true } },
];

describe('tableUrlConfig', () => {
  it('names columns as TanStack does', () => {
    expect(columns.map((c) => columnIdOf(c))).toEqual(['name', 'kkt_model', 'status', 'last']);
    expect(() => columnIdOf({ cell: () => null } as unknown as DataTableColumn<Row>)).toThrow();
  });

  it('derives facets, hidden columns and the default page size', () => {
    expect(tableUrlConfig(columns, { prefix: 'reg' })).toEqual({
      prefix: 'reg',
      columnIds: ['name', 'kkt_model', 'status', 'last'],
      facetIds: ['kkt_model', 'status'],
      defaultHidden: ['last'],
      defaultSorting: [],
      pageSizes: [10, 20, 50, 100],
      defaultPageSize: 20,
    });
    expect(tableUrlConfig(columns, { pageSizes: [25] }).defaultPageSize).toBe(25);
  });
});
