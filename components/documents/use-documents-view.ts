'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { parseAsInteger } from '@/lib/urls/url-parsers';
import { useUrlState } from '@/lib/urls/use-url-state';
import { useMemo } from 'react';
import { tableUrlConfig, type DataTableUrlOptions } from '@/components/data-table/column-config';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import {
  ALL_DRIVES,
  SORT_KEYS,
  type Order,
  type PeriodOnDrive,
  type Selection,
  type SortKey,
} from '@/lib/documents/contract';
import { documentsPageQuery } from '@/lib/documents/client';
import { isDocumentType } from '@/lib/ofd/document-types';
import { getDocumentColumns } from './document-columns';
import { useFiscalWords } from '@/components/format/use-format';

export const documentsTableUrl: DataTableUrlOptions = {
  pageSizes: [20, 50, 100, 200],
  defaultPageSize: 50,
  // Newest first: people open a register to see what just happened.
  defaultSorting: [{ id: 'dateTime', desc: true }],
};

/**
 * The table's URL state (search, filters, sort, page) turned into the documents API's selection,
 * order and page, and the page query for them. Every change asks the server for another page of
 * the period it already holds; the period itself is loaded once (use-period-load.ts).
 */
export function useDocumentsView(
  orgId: string,
  rnm: string,
  period: PeriodOnDrive,
  enabled: boolean,
) {
  const locale = useLocale();
  const t = useTranslations('Documents.columns');
  const fiscal = useFiscalWords();
  const allDrives = period.drive === ALL_DRIVES;
  const columns = useMemo(
    () => getDocumentColumns(locale, { column: (key) => t(key), fiscal, allDrives }),
    [locale, t, fiscal, allDrives],
  );
  const { state } = useTableUrlState(tableUrlConfig(columns, documentsTableUrl));
  const [shift] = useUrlState('shift', parseAsInteger);
  const selection: Selection = {
    ...period,
    types: (state.filters.type ?? []).filter(isDocumentType),
    ops: (state.filters.operationType ?? []).map(Number).filter((n) => n >= 1 && n <= 4),
    // The search box commits once typing pauses, so each query is one page request.
    q: state.q,
    ...(shift !== null && shift >= 0 ? { shift } : {}),
  };
  const first = state.sorting[0];
  const order: Order = {
    sort: SORT_KEYS.includes(first?.id as SortKey) ? (first?.id as SortKey) : 'dateTime',
    dir: first?.desc ? 'desc' : 'asc',
  };
  const page = { offset: (state.page - 1) * state.pageSize, limit: state.pageSize };
  const query = useQuery({
    ...documentsPageQuery({ orgId, rnm, selection, order, ...page }),
    enabled,
    // The old page stays on screen, dimmed, while the next one comes.
    placeholderData: keepPreviousData,
  });
  return { columns, selection, order, page, query };
}
