'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { defaultPageSizes } from './column-config';
import { usePhone } from '@/lib/ui/use-media-query';
import { DataTableCards } from './data-table-cards';
import { DataTableGrid, type VirtualizeOptions } from './data-table-grid';
import { DataTablePagination } from './data-table-pagination';
import { DataTableToolbar, type CountFormatter } from './data-table-toolbar';
import { useDataTable, type UseDataTableOptions } from './use-data-table';

export type DataTableProps<TData> = Omit<UseDataTableOptions<TData>, 'unpaged'> & {
  /** Accessible name of the table (its caption) and of its scroll region. */
  label: string;
  /** Makes each row open this link: a real <a> in the first cell, and a click anywhere on the row. */
  getRowHref?: (row: TData) => string;
  /** "12 of 40 registers": the entity's own words; a neutral "rows" text otherwise. */
  formatCount?: CountFormatter;
  searchPlaceholder?: string;
  /** Shown instead of the table when there is no data at all (not merely filtered away). */
  emptyState?: ReactNode;
  /** Data is being fetched: skeleton rows at first, a dimmed busy table on refetch. */
  loading?: boolean;
  /** Extra toolbar actions (export, refresh), placed before the column menu. */
  actions?: ReactNode;
  /** Render only visible rows of a long client-side list, without pagination. */
  virtualize?: VirtualizeOptions;
};

/**
 * The app's one data table: global search, sorting, faceted filters, column visibility and
 * pagination, all kept in the URL (see use-table-url-state.ts). Columns come from a page's
 * get<Entity>Columns(); see the README section "Data tables" for an example. On a phone the rows
 * become cards (column meta `card` says where each column goes).
 */
const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

export function DataTable<TData>(props: DataTableProps<TData>) {
  const { label, getRowHref, loading, virtualize } = props;
  const t = useTranslations('DataTable');
  const unpaged = !!virtualize && !props.manual;
  const model = useDataTable({ ...props, unpaged });
  const nothingShown = !loading && model.filteredCount === 0;
  // Below 640 px every table is a list of cards (one DOM, chosen after hydration, so no text is
  // rendered twice for tests and screen readers).
  const phone = usePhone();
  // Before the first rows arrive there is no count or page to speak of.
  const firstLoad = !!loading && props.data.length === 0;
  const interactive = useSyncExternalStore(subscribeToNothing, onClient, onServer);

  return (
    // `data-table-ready` marks a table that answers clicks and keys: its code is a chunk apart
    // (lazy-data-table.tsx), and until it has taken over, the rows are the server's plain HTML.
    <div className="flex flex-col gap-3" data-table-ready={interactive || undefined}>
      <DataTableToolbar
        model={model}
        label={label}
        searchPlaceholder={props.searchPlaceholder}
        formatCount={firstLoad ? () => t('loading') : props.formatCount}
        actions={props.actions}
      />
      {nothingShown && model.filtered ? (
        <EmptyState
          headingLevel="none"
          title={t('noResultsTitle')}
          text={t('noResultsText')}
          action={
            <Button variant="secondary" onClick={model.reset}>
              {t('reset')}
            </Button>
          }
        />
      ) : nothingShown ? (
        (props.emptyState ?? (
          <EmptyState headingLevel="none" title={t('emptyTitle')} text={t('emptyText')} />
        ))
      ) : phone ? (
        <DataTableCards
          table={model.table}
          label={label}
          loading={loading}
          getRowHref={getRowHref}
        />
      ) : (
        <DataTableGrid
          table={model.table}
          label={label}
          loading={loading}
          getRowHref={getRowHref}
          virtualize={unpaged ? virtualize : undefined}
        />
      )}
      {!unpaged && !nothingShown && !firstLoad ? (
        <DataTablePagination
          table={model.table}
          label={label}
          pageSizes={props.url?.pageSizes ?? defaultPageSizes}
        />
      ) : null}
    </div>
  );
}
