'use client';

import type { Table } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Menu, MenuCheckboxItem } from '@/components/ui/menu';
import { columnLabel } from './column-label';
import { StrokeIcon } from '@/components/ui/stroke-icon';

/** The column visibility menu: one checkbox item per column that may be hidden. */
export function DataTableViewOptions<TData>({ table }: { table: Table<TData> }) {
  const t = useTranslations('DataTable.view');
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (columns.length === 0) return null;
  return (
    <Menu
      label={t('label')}
      align="end"
      trigger={(props) => (
        <Button {...props} variant="secondary" size="sm">
          <StrokeIcon>
            <rect x="1.5" y="2.5" width="13" height="11" rx="1.5" />
            <path d="M6 2.5v11M10 2.5v11" />
          </StrokeIcon>
          {t('button')}
        </Button>
      )}
    >
      {columns.map((column) => (
        <MenuCheckboxItem
          key={column.id}
          checked={column.getIsVisible()}
          onCheckedChange={(visible) => column.toggleVisibility(visible)}
        >
          {columnLabel(column)}
        </MenuCheckboxItem>
      ))}
    </Menu>
  );
}
