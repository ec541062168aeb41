import { queryOptions } from '@tanstack/react-query';
import {
  isDocumentDetail,
  isDocumentsPage,
  isFirstRows,
  isNeighboursAnswer,
  isShiftsAnswer,
  type DocumentDetail,
  type DocumentsPage,
  type FirstRows,
  type NeighboursAnswer,
  type ShiftsAnswer,
} from '@/lib/documents/contract/api';
import type { Selection } from '@/lib/documents/contract/selection';
import { detailApiUrl, documentsApiBase, listUrl, neighboursUrl, shiftsUrl } from '@/lib/urls/urls';
import { apiGet } from '@/lib/query/api-fetch';
import { queryKeys, type DocumentsPageKeyInput } from '@/lib/query/keys';

// queryOptions of the documents API (docs/documents-api.md). Changing the selection, order or page
// asks the server's cache for another page, never the operator for the period again.

export const documentsPageQuery = (input: DocumentsPageKeyInput) =>
  queryOptions({
    queryKey: queryKeys.documents.page(input),
    queryFn: ({ signal }) =>
      apiGet<DocumentsPage>(
        listUrl(documentsApiBase(input.orgId, input.rnm), input.selection, input.order, input),
        signal,
        isDocumentsPage,
      ),
  });

/** The first page in time order, answered from the days it shows while the period still loads. */
export const firstRowsQuery = (input: DocumentsPageKeyInput) =>
  queryOptions({
    queryKey: queryKeys.documents.firstRows(input),
    queryFn: ({ signal }) =>
      apiGet<FirstRows>(
        listUrl(
          `${documentsApiBase(input.orgId, input.rnm)}/first-rows`,
          input.selection,
          input.order,
          input,
        ),
        signal,
        isFirstRows,
      ),
    staleTime: Infinity,
  });

export const shiftsQuery = (orgId: string, rnm: string, selection: Selection) =>
  queryOptions({
    queryKey: queryKeys.documents.shifts(orgId, rnm, selection),
    queryFn: ({ signal }) =>
      apiGet<ShiftsAnswer>(
        shiftsUrl(documentsApiBase(orgId, rnm), selection),
        signal,
        isShiftsAnswer,
      ),
  });

/** The documents before and after one, in the list it was opened from; the key's own inputs. */
export const neighboursQuery = (...key: Parameters<typeof queryKeys.documents.neighbours>) => {
  const [orgId, rnm, selection, order, at] = key;
  return queryOptions({
    queryKey: queryKeys.documents.neighbours(...key),
    queryFn: ({ signal }) =>
      apiGet<NeighboursAnswer>(
        neighboursUrl(documentsApiBase(orgId, rnm), selection, order, at),
        signal,
        isNeighboursAnswer,
      ),
  });
};

export const documentDetailQuery = (orgId: string, rnm: string, drive: string, fd: number) =>
  queryOptions({
    queryKey: queryKeys.documents.detail(orgId, rnm, drive, fd),
    queryFn: ({ signal }) =>
      apiGet<DocumentDetail>(
        detailApiUrl(documentsApiBase(orgId, rnm), fd, drive),
        signal,
        isDocumentDetail,
      ),
    // A fiscal document never changes once signed.
    staleTime: Infinity,
  });
