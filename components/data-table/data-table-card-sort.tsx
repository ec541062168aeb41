'use client';

import type { Table } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { columnLabel } from './column-label';

/** The sort of the card list: one select of "column, direction", the same state as the headers. */
export function DataTableCardSort<TData>({ table }: { table: Table<TData> }) {
  const t = useTranslations('DataTable');
  const id = useId();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanSort());
  if (columns.length === 0) return null;
  const current = table.getState().sorting[0];
  const value = current ? `${current.id}.${current.desc ? 'desc' : 'asc'}` : '';
  return (
    <div className="flex items-center gap-2 text-sm">
      <Label htmlFor={id}>{t('sortBy')}</Label>
      <Select
        id={id}
        value={value}
        className="h-8 min-w-0 flex-1 text-sm"
        onChange={(event) => {
          const [column, dir] = event.target.value.split('.');
          table.setSorting(column ? [{ id: column, desc: dir === 'desc' }] : []);
        }}
      >
        {value === '' ? <option value="">{t('unsorted')}</option> : null}
        {columns.flatMap((column) => [
          <option key={`${column.id}.asc`} value={`${column.id}.asc`}>
            {t('sortAsc', { column: columnLabel(column) })}
          </option>,
          <option key={`${column.id}.desc`} value={`${column.id}.desc`}>
            {t('sortDesc', { column: columnLabel(column) })}
          </option>,
        ])}
      </Select>
    </div>
  );
}
