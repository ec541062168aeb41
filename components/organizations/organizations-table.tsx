'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LazyDataTable } from '@/components/data-table/lazy-data-table';
import { QueryError } from '@/components/errors/query-error';
import { EmptyState } from '@/components/ui/empty-state';
import { registersQuery, organizationsQuery } from '@/lib/query/options';
import { organizationHref } from '@/lib/urls/urls';
import { getOrganizationColumns, type OrganizationRow } from './organization-columns';

// Module-level, so React Query can keep the combined result stable between renders.
const countOf = (list: unknown[]) => list.length;
const countsOf = (results: { data?: number }[]) => results.map((r) => r.data ?? null);

/**
 * Every organization the credentials can read, with its number of registers. The counts come from
 * each organization's cashboxes query (prefetched by the page), which the registers page reuses.
 */
export function OrganizationsTable() {
  const t = useTranslations('Organizations');
  const organizations = useQuery(organizationsQuery());
  const counts = useQueries({
    queries: (organizations.data ?? []).map((org) => ({
      ...registersQuery(org.id),
      select: countOf,
    })),
    combine: countsOf,
  });
  const terms = useTranslations('Terms');
  const operators = (organizations.data ?? []).some((org) => org.operator !== undefined);
  const columns = useMemo(
    () => getOrganizationColumns({ t, terms, operators }),
    [t, terms, operators],
  );
  const rows = useMemo<OrganizationRow[]>(
    () =>
      (organizations.data ?? []).map((org, i) => ({
        ...org,
        registers: counts[i] ?? null,
      })),
    [organizations.data, counts],
  );
  if (organizations.error) {
    return <QueryError error={organizations.error} onRetry={organizations.refetch} />;
  }
  return (
    <LazyDataTable<OrganizationRow>
      columns={columns}
      data={rows}
      loading={organizations.isPending}
      label={t('title')}
      searchPlaceholder={t('searchPlaceholder')}
      getRowId={(row) => row.id}
      getRowHref={(row) => organizationHref(row.id)}
      formatCount={({ filtered, total }) =>
        filtered === total ? t('countAll', { total }) : t('count', { filtered, total })
      }
      url={{ defaultSorting: [{ id: 'shortName', desc: false }] }}
      emptyState={<EmptyState headingLevel={2} title={t('emptyTitle')} text={t('emptyText')} />}
    />
  );
}
