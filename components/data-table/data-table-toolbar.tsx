'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DataTableFacetedFilter } from './data-table-faceted-filter';
import { DataTableSearch } from './data-table-search';
import { DataTableViewOptions } from './data-table-view-options';
import type { DataTableModel } from './use-data-table';

export type CountFormatter = (counts: { filtered: number; total: number }) => string;

/** Search box, faceted filters, reset, extra actions, the column menu and the live row count. */
export function DataTableToolbar<TData>({
  model,
  label,
  searchPlaceholder,
  formatCount,
  actions,
}: {
  model: DataTableModel<TData>;
  label: string;
  searchPlaceholder?: string;
  formatCount?: CountFormatter;
  actions?: ReactNode;
}) {
  const t = useTranslations('DataTable');
  const { table, state, update, filteredCount: filtered, totalCount: total } = model;
  const facets = table.getAllLeafColumns().filter((c) => c.columnDef.meta?.facet);
  const count = formatCount
    ? formatCount({ filtered, total })
    : model.filtered
      ? t('count', { filtered, total })
      : t('countAll', { total });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <DataTableSearch
          value={state.q}
          tableLabel={label}
          placeholder={searchPlaceholder}
          onCommit={(q) => update({ q, page: 1 })}
        />
        {facets.map((column) => (
          <DataTableFacetedFilter
            key={column.id}
            column={column}
            selected={state.filters[column.id] ?? []}
            onChange={(values) => update({ filters: { [column.id]: values }, page: 1 })}
            counts={
              model.manual ? model.manual.facetCounts?.[column.id] : column.getFacetedUniqueValues()
            }
          />
        ))}
        {model.filtered ? (
          <Button variant="ghost" size="sm" onClick={model.reset}>
            {t('reset')}
          </Button>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {actions}
          <DataTableViewOptions table={table} />
        </div>
      </div>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {count}
      </p>
    </div>
  );
}
