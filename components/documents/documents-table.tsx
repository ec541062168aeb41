'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/use-data-table';
import type { DocumentRow, DocumentsPage, PeriodOnDrive } from '@/lib/documents/contract';
import { documentHref } from '@/lib/urls/urls';
import { EmptyState } from '@/components/ui/empty-state';
import { documentsTableUrl } from './use-documents-view';

/** One server page of the documents table; search, filters, sort and paging are in the URL. */
export function DocumentsTable({
  orgId,
  rnm,
  period,
  columns,
  page,
  loading,
}: {
  orgId: string;
  rnm: string;
  period: PeriodOnDrive;
  columns: DataTableColumn<DocumentRow>[];
  page: DocumentsPage | undefined;
  loading: boolean;
}) {
  const t = useTranslations('Documents.table');
  // The list's whole query goes along, so the document page can come back to this very place.
  const back = useSearchParams().toString();
  return (
    <DataTable
      label={t('label')}
      columns={columns}
      data={page?.rows ?? []}
      url={documentsTableUrl}
      manual={{
        rowCount: page?.total ?? 0,
        facetCounts: page ? { type: page.facets.types, operationType: page.facets.ops } : undefined,
      }}
      loading={loading}
      getRowId={(row) => `${row.fiscalDocumentNumber}`}
      // Across drives, each row opens on its own drive; the period travels along for the way back.
      getRowHref={(row) =>
        documentHref(
          orgId,
          rnm,
          row.fiscalDocumentNumber,
          { ...period, drive: row.drive ?? period.drive },
          undefined,
          back,
        )
      }
      searchPlaceholder={t('search')}
      formatCount={({ filtered }) => t('count', { count: filtered })}
      emptyState={<EmptyState headingLevel="none" title={t('emptyTitle')} text={t('emptyText')} />}
    />
  );
}
