'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { QueryError } from '@/components/errors/query-error';
import { LazyDataTable } from '@/components/data-table/lazy-data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { CalendarDate } from '@/lib/dates/calendar';
import { healthQuery, registersQuery } from '@/lib/query/options';
import { registerHref } from '@/lib/urls/urls';
import { toRegisterRow, type RegisterRow } from '@/lib/registers/register-row';
import { getRegisterColumns } from './register-columns';

/**
 * The registers of one organization. Data comes from the server's prefetch (hydrated) or the
 * dashboard API; `today` comes from the server too, so both render the same status badges.
 */
export function RegistersTable({
  orgId,
  organizationName,
  today,
}: {
  orgId: string;
  organizationName: string;
  today: CalendarDate;
}) {
  const t = useTranslations('Registers');
  const locale = useLocale();
  const query = useQuery(registersQuery(orgId));
  const terms = useTranslations('Terms');
  const columns = useMemo(() => getRegisterColumns({ t, terms, locale }), [t, terms, locale]);
  // Health badges fill in when the organization's health is computed (after the list shows).
  const health = useQuery({ ...healthQuery(orgId), enabled: !!query.data?.length });
  const rows = useMemo(() => {
    const status = new Map(health.data?.map((row) => [row.rnm, row.status]));
    return (query.data ?? []).map((register) => ({
      ...toRegisterRow(register, today),
      health: status.get(register.regNumber),
    }));
  }, [query.data, health.data, today]);
  if (query.error) return <QueryError error={query.error} onRetry={query.refetch} />;
  return (
    <LazyDataTable<RegisterRow>
      columns={columns}
      data={rows}
      loading={query.isPending}
      label={t('tableLabel', { name: organizationName })}
      searchPlaceholder={t('searchPlaceholder')}
      getRowId={(row) => row.regNumber}
      getRowHref={(row) => registerHref(orgId, row.regNumber)}
      formatCount={({ filtered, total }) =>
        filtered === total ? t('countAll', { total }) : t('count', { filtered, total })
      }
      url={{ defaultSorting: [{ id: 'name', desc: false }] }}
      emptyState={<EmptyState headingLevel={2} title={t('emptyTitle')} text={t('emptyText')} />}
    />
  );
}
