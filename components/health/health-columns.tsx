import type { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/data-table/use-data-table';
import { HEALTH_STATUSES, REASON_CODES, STATUS_RANK, type HealthRow } from '@/lib/health/types';
import { OperatorOf } from '@/components/operators/operator-of';
import { HealthBadge } from './health-badge';
import { ReasonChip } from './reason-chip';

// The health board (components/data-table). Column ids are part of shared URLs
// (?status=critical&reason=silent,fd-gap), so they are short and stable. On a phone each register
// is a card: its name, the status at the right, the organization under it, reasons and address.

type T = ReturnType<typeof useTranslations<'Health'>>;
type Terms = ReturnType<typeof useTranslations<'Terms'>>;

export function getHealthColumns({
  t,
  terms,
  operators = false,
}: {
  t: T;
  terms: Terms;
  /** Rows come from several connections: each names its operator under its organization. */
  operators?: boolean;
}) {
  const columns: DataTableColumn<HealthRow>[] = [
    {
      accessorKey: 'name',
      header: terms('register'),
      meta: { searchText: (row) => `${row.rnm} ${row.salesPointName}` },
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{row.original.name || row.original.rnm}</span>
          <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
            {row.original.salesPointName}
          </span>
          <span className="font-mono text-xs font-normal">{row.original.rnm}</span>
        </span>
      ),
    },
    {
      accessorKey: 'status',
      header: t('columns.status'),
      sortingFn: (a, b) => STATUS_RANK[a.original.status] - STATUS_RANK[b.original.status],
      meta: {
        card: 'value',
        searchText: (row) => t(`status.${row.status}`),
        facet: {
          options: HEALTH_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        },
      },
      cell: ({ row }) => <HealthBadge status={row.original.status} />,
    },
    {
      // The value a filter keeps is each reason's code; a register matches when it has any of them.
      id: 'reason',
      accessorFn: (row) => row.reasons.map((r) => r.code).join(' '),
      getUniqueValues: (row) => [...new Set(row.reasons.map((r) => r.code))],
      filterFn: (row, _id, selected: string[]) =>
        row.original.reasons.some((r) => selected.includes(r.code)),
      header: t('columns.reasons'),
      enableSorting: false,
      meta: {
        searchText: (row) => row.reasons.map((r) => t(`reason.${r.code}`)).join(' '),
        facet: { options: REASON_CODES.map((value) => ({ value, label: t(`reason.${value}`) })) },
      },
      cell: ({ row }) => (
        <span className="flex max-w-md flex-col items-start gap-1">
          {row.original.reasons.map((r, i) => (
            <ReasonChip key={`${r.code}-${i}`} reason={r} />
          ))}
        </span>
      ),
    },
    {
      id: 'organization',
      accessorKey: 'organizationName',
      header: terms('organization'),
      meta: { facet: {}, card: 'subtitle' },
      cell: ({ row, getValue }) => (
        <span className="flex min-w-32 flex-col whitespace-normal">
          <span>{getValue<string>()}</span>
          {operators ? (
            <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
              <OperatorOf operator={row.original.operator} testId="health-operator" />
            </span>
          ) : null}
        </span>
      ),
    },
    {
      accessorKey: 'address',
      header: t('columns.address'),
      meta: { searchText: (row) => row.address },
      cell: ({ row }) => (
        <span className="flex min-w-48 flex-col whitespace-normal">
          <span>{row.original.address}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400" title={t('zoneHint')}>
            {t(row.original.offsetAssumed ? 'zoneAssumed' : 'zone', {
              offset: row.original.utcOffset,
            })}
          </span>
        </span>
      ),
    },
  ];
  return columns;
}
