'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { LazyDataTable } from '@/components/data-table/lazy-data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { getMirrorColumns, type MirrorRow } from './mirror-columns';

/** Every register the mirror keeps, sortable and searchable like the other tables. */
export function MirrorTable({ rows }: { rows: MirrorRow[] }) {
  const t = useTranslations('Mirror');
  const terms = useTranslations('Terms');
  const documents = useTranslations('Documents.unreadable');
  const columns = useMemo(() => getMirrorColumns({ t, terms, documents }), [t, terms, documents]);
  return (
    <LazyDataTable<MirrorRow>
      columns={columns}
      data={rows}
      label={t('tableLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      getRowId={(row) => row.regNumber}
      formatCount={({ filtered, total }) =>
        filtered === total ? t('countAll', { total }) : t('count', { filtered, total })
      }
      url={{ defaultSorting: [{ id: 'lag', desc: true }] }}
      emptyState={<EmptyState headingLevel={2} title={t('empty.title')} text={t('empty.text')} />}
    />
  );
}
