import type { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/data-table/use-data-table';
import { ClockTime } from './clock-time';

// The mirror's per-register status (docs/mirror.md, "Status") as the data table's columns.

export type MirrorRow = {
  regNumber: string;
  organizationId: string;
  state: 'ok' | 'error' | 'credentials-rejected' | 'outside-window' | 'rate-limited';
  syncedUpToUtc: string | null;
  lagMinutes: number | null;
  documents: number;
  gaps: number;
  conflicts: number;
  /** Documents the operator sent that could not be stored (docs/mirror.md). */
  unreadable: number;
  error: string | null;
};

type T = ReturnType<typeof useTranslations<'Mirror'>>;
type Terms = ReturnType<typeof useTranslations<'Terms'>>;
type Unreadable = ReturnType<typeof useTranslations<'Documents.unreadable'>>;

const number = (value: number) => <span className="tabular-nums">{value}</span>;

export function getMirrorColumns({
  t,
  terms,
  documents,
}: {
  t: T;
  terms: Terms;
  documents: Unreadable;
}) {
  const columns: DataTableColumn<MirrorRow>[] = [
    {
      accessorKey: 'regNumber',
      header: terms('register'),
      cell: ({ getValue }) => <span className="font-mono">{getValue<string>()}</span>,
    },
    {
      id: 'state',
      accessorFn: (row) => t(`states.${row.state}`),
      header: t('columns.state'),
      cell: ({ row, getValue }) => (
        <span className={row.original.state === 'ok' ? undefined : 'font-semibold text-red-700'}>
          {getValue<string>()}
        </span>
      ),
    },
    {
      id: 'syncedUpTo',
      accessorFn: (row) => row.syncedUpToUtc ?? '',
      header: t('columns.syncedUpTo'),
      enableGlobalFilter: false,
      cell: ({ row }) =>
        row.original.syncedUpToUtc ? <ClockTime utc={row.original.syncedUpToUtc} /> : t('never'),
    },
    {
      id: 'lag',
      accessorFn: (row) => row.lagMinutes ?? Number.MAX_SAFE_INTEGER,
      header: t('columns.lag'),
      enableGlobalFilter: false,
      meta: { align: 'end' },
      cell: ({ row }) =>
        row.original.lagMinutes === null
          ? '—'
          : t('lagValue', { minutes: row.original.lagMinutes }),
    },
    ...(['documents', 'gaps', 'conflicts'] as const).map((key): DataTableColumn<MirrorRow> => ({
      accessorKey: key,
      header: t(`columns.${key}`),
      enableGlobalFilter: false,
      meta: { align: 'end' },
      cell: ({ getValue }) => number(getValue<number>()),
    })),
    {
      accessorKey: 'unreadable',
      header: t('columns.unreadable'),
      enableGlobalFilter: false,
      meta: { align: 'end' },
      // In words and in red: a register that says "up to date" may still have refused some.
      cell: ({ getValue }) =>
        getValue<number>() > 0 ? (
          <span className="font-semibold text-red-700">
            {documents('title', { count: getValue<number>() })}
          </span>
        ) : (
          number(0)
        ),
    },
    {
      id: 'error',
      accessorFn: (row) => row.error ?? '',
      header: t('columns.error'),
      cell: ({ getValue }) => (
        <span className="block max-w-80 whitespace-normal break-words">
          {getValue<string>() || '—'}
        </span>
      ),
    },
  ];
  return columns;
}
