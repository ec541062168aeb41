import type { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/data-table/use-data-table';
import { formatLocalDate, formatLocalDateTime } from '@/lib/ofd/format';
import type { RegisterRow } from '@/lib/registers/register-row';
import { PERMISSION_STATUSES } from '@/lib/registers/permission-status';
import { HealthBadgeSlot } from '@/components/health/health-badge';
import { PermissionBadge } from './permission-badge';

// The registers table of one organization (components/data-table). Column ids are part of shared
// URLs (?sort=window.asc&status=ended), so they are short and stable.

type T = ReturnType<typeof useTranslations<'Registers'>>;
type Terms = ReturnType<typeof useTranslations<'Terms'>>;

/** Long texts wrap inside their cell (cells do not wrap by default) but keep a readable width. */
const wrap = (text: string, minWidth: string) => (
  <span className={`block whitespace-normal ${minWidth}`}>{text}</span>
);

const noWrap = (chunks: ReactNode) => <span className="whitespace-nowrap">{chunks}</span>;

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function getRegisterColumns({ t, terms, locale }: { t: T; terms: Terms; locale: string }) {
  const date = (value: string) => formatLocalDate(value, locale);
  const dateTime = (value: string) => formatLocalDateTime(value, locale, false);
  const windowText = (row: RegisterRow) =>
    t('windowRange', { from: date(row.permissionFrom), to: date(row.permissionTo) });
  const columns: DataTableColumn<RegisterRow>[] = [
    {
      // The first column is wide anyway (it stays pinned); the sales point under the name tells
      // apart the many "Касса 1" of one organization.
      accessorKey: 'name',
      header: terms('name'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{row.original.name}</span>
          {/* OFD.ru names a register by its sales point: the name is said once. */}
          {row.original.salesPointName !== row.original.name ? (
            <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
              {row.original.salesPointName}
            </span>
          ) : null}
          {/* Under the name rather than a column of its own: the default columns fit 1280 px. */}
          <span className="mt-1">
            <HealthBadgeSlot status={row.original.health} />
          </span>
        </span>
      ),
    },
    {
      id: 'rnm',
      accessorKey: 'regNumber',
      header: terms('rnm'),
      cell: ({ getValue }) => <span className="font-mono">{getValue<string>()}</span>,
    },
    // Serial, model and sales point (shown under the name) are hidden at first so that the window
    // and the last document fit at 1280 px; they are still searched, sorted and filtered, and the
    // Columns menu shows them.
    {
      id: 'serial',
      accessorKey: 'serialNumber',
      header: terms('serial'),
      meta: { defaultHidden: true, card: 'hidden' },
      cell: ({ getValue }) => <span className="font-mono">{getValue<string>()}</span>,
    },
    {
      id: 'model',
      accessorKey: 'modelName',
      header: terms('model'),
      meta: { facet: {}, defaultHidden: true, card: 'hidden' },
      cell: ({ getValue }) => wrap(getValue<string>(), 'min-w-24'),
    },
    {
      id: 'salesPoint',
      accessorKey: 'salesPointName',
      header: terms('salesPoint'),
      meta: { facet: {}, defaultHidden: true, card: 'hidden' },
      cell: ({ getValue }) => wrap(getValue<string>(), 'min-w-32'),
    },
    {
      accessorKey: 'address',
      header: terms('currentAddress'),
      meta: { card: 'subtitle' },
      cell: ({ getValue }) => wrap(getValue<string>(), 'sm:min-w-48'),
    },
    {
      accessorKey: 'drive',
      header: terms('drive'),
      meta: {
        searchText: (row) => (row.driveSince ? dateTime(row.driveSince) : ''),
        card: 'hidden',
      },
      cell: ({ row }) =>
        row.original.drive ? (
          <span className="flex flex-col">
            <span className="font-mono">{row.original.drive}</span>
            {row.original.driveSince ? (
              <span className="text-xs whitespace-normal text-slate-600 dark:text-slate-400">
                {t.rich('driveSince', { date: dateTime(row.original.driveSince), d: noWrap })}
              </span>
            ) : null}
          </span>
        ) : (
          t('none')
        ),
    },
    {
      id: 'drives',
      accessorKey: 'driveCount',
      header: t('columns.drives'),
      enableGlobalFilter: false,
      meta: { align: 'end', card: 'hidden' },
    },
    {
      // The value is the status (what the filter keeps in the URL); sorting follows the window's end.
      id: 'window',
      accessorKey: 'status',
      header: terms('window'),
      sortingFn: (a, b) =>
        byString(a.original.permissionTo, b.original.permissionTo) ||
        byString(a.original.permissionFrom, b.original.permissionFrom),
      meta: {
        searchText: (row) =>
          `${windowText(row)} ${t(`status.${row.status}`, { days: row.statusDays })}`,
        facet: {
          options: PERMISSION_STATUSES.map((value) => ({
            value,
            label: t(`statusFilter.${value}`),
          })),
        },
      },
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          {/* Breaks between the two dates only, never inside one. */}
          <span className="whitespace-normal">
            <span className="whitespace-nowrap">{date(row.original.permissionFrom)} –</span>{' '}
            <span className="whitespace-nowrap">{date(row.original.permissionTo)}</span>
          </span>
          <PermissionBadge status={row.original.status} days={row.original.statusDays} />
        </span>
      ),
    },
    {
      id: 'lastDocument',
      accessorFn: (row) => row.lastDocumentTimestamp ?? '',
      header: terms('lastDocument'),
      meta: {
        searchText: (row) => (row.lastDocumentTimestamp ? dateTime(row.lastDocumentTimestamp) : ''),
      },
      cell: ({ row }) =>
        row.original.lastDocumentTimestamp
          ? dateTime(row.original.lastDocumentTimestamp)
          : t('none'),
    },
  ];
  return columns;
}
