import type { useTranslations } from 'next-intl';
import type { DataTableColumn } from '@/components/data-table/use-data-table';

// The organizations list (components/data-table). `registers` is null while the count loads or
// when the operator would not list the organization's registers.

export type OrganizationRow = {
  id: string;
  shortName: string;
  fullName: string;
  inn: string;
  kpp: string;
  ogrn: string;
  registers: number | null;
  /** The connection's title, when several are configured (docs/operators.md). */
  operator?: string;
  /** Set when its connection could not list organizations just now: what went wrong. */
  unavailable?: string;
};

type T = ReturnType<typeof useTranslations<'Organizations'>>;
type Terms = ReturnType<typeof useTranslations<'Terms'>>;

const mono = (value: string) => <span className="font-mono">{value}</span>;

/** The operator's name, and what is wrong with it when its connection is down. */
function operatorCell(row: OrganizationRow, t: T, terms: Terms) {
  const name = row.operator ?? terms('defaultOperator');
  if (!row.unavailable) return name;
  const why = row.unavailable === 'credentials-rejected' ? t('operatorRejects') : t('operatorDown');
  return (
    <span data-testid="org-operator-unavailable">
      {name}: <span className="text-amber-800 dark:text-amber-200">{why}</span>
    </span>
  );
}

export function getOrganizationColumns({
  t,
  terms,
  operators = false,
}: {
  t: T;
  terms: Terms;
  /** Rows come from several connections: each names its operator. */
  operators?: boolean;
}) {
  const columns: DataTableColumn<OrganizationRow>[] = [
    { accessorKey: 'shortName', header: t('columns.shortName') },
    {
      accessorKey: 'fullName',
      header: t('columns.fullName'),
      meta: { card: 'hidden' },
      cell: ({ getValue }) => (
        <span className="block min-w-64 whitespace-normal">{getValue<string>()}</span>
      ),
    },
    {
      accessorKey: 'inn',
      header: terms('inn'),
      cell: ({ getValue }) => (
        <span className="font-mono" data-testid="org-inn">
          {getValue<string>()}
        </span>
      ),
    },
    {
      accessorKey: 'kpp',
      header: terms('kpp'),
      meta: { card: 'hidden' },
      cell: ({ getValue }) => mono(getValue()),
    },
    {
      accessorKey: 'ogrn',
      header: t('ogrn'),
      meta: { card: 'hidden' },
      cell: ({ getValue }) => mono(getValue()),
    },
    {
      id: 'registers',
      // Unknown is empty, not -1, so it sorts as every column's empty cells do (compare.ts).
      accessorFn: (row) => row.registers,
      header: t('columns.registers'),
      enableGlobalFilter: false,
      meta: { align: 'end' },
      cell: ({ row }) => row.original.registers ?? terms('unknown'),
    },
  ];
  if (operators) {
    columns.splice(1, 0, {
      id: 'operator',
      // Sorted and searched by the name shown: the default connection's too, not as an empty cell.
      accessorFn: (row) => row.operator ?? terms('defaultOperator'),
      header: t('columns.operator'),
      cell: ({ row }) => operatorCell(row.original, t, terms),
    });
  }
  return columns;
}
