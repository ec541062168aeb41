'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LazyDataTable } from '@/components/data-table/lazy-data-table';
import { QueryError } from '@/components/errors/query-error';
import { EmptyState } from '@/components/ui/empty-state';
import type { HealthRow } from '@/lib/health/types';
import { healthQuery } from '@/lib/query/options';
import { registerHref } from '@/lib/urls/urls';
import { getHealthColumns } from './health-columns';
import { ReasonCounts } from './reason-counts';

/** Every register's health, worst first, with its counts per status and reason. */
export function HealthBoard() {
  const t = useTranslations('Health');
  const query = useQuery(healthQuery());
  const terms = useTranslations('Terms');
  const rows = query.data ?? [];
  const operators = rows.some((row) => row.operator !== undefined);
  const columns = useMemo(() => getHealthColumns({ t, terms, operators }), [t, terms, operators]);
  if (query.error) return <QueryError error={query.error} onRetry={query.refetch} />;
  return (
    <div className="flex flex-col gap-4">
      {query.data ? <ReasonCounts rows={rows} /> : null}
      <LazyDataTable<HealthRow>
        columns={columns}
        data={rows}
        loading={query.isPending}
        label={t('tableLabel')}
        searchPlaceholder={t('searchPlaceholder')}
        getRowId={(row) => `${row.organizationId}/${row.rnm}`}
        getRowHref={(row) => registerHref(row.organizationId, row.rnm)}
        formatCount={({ filtered, total }) =>
          filtered === total ? t('countAll', { total }) : t('count', { filtered, total })
        }
        emptyState={<EmptyState headingLevel={2} title={t('emptyTitle')} text={t('emptyText')} />}
      />
    </div>
  );
}
