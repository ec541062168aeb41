import { queryOptions } from '@tanstack/react-query';
import {
  isDocumentDetail,
  isDocumentsPage,
  isNeighboursAnswer,
  isShiftsAnswer,
  type DocumentDetail,
  type DocumentsPage,
  type NeighboursAnswer,
  type ShiftsAnswer,
} from './contract';
import { getJson } from './problem';
import {
  detailApiUrl,
  documentsApiBase,
  listUrl,
  neighboursUrl,
  shiftsUrl,
  type Order,
  type Selection,
} from './selection';

// queryOptions of the documents API. Keys nest under the register's key
// (['organizations', orgId, 'cashboxes', rnm]) so invalidating a register drops its documents too.
// A page's key holds the whole selection, order and page: changing any of them asks the server's
// cache for another page, never the operator for the period again.

const registerKey = (orgId: string, rnm: string) =>
  ['organizations', orgId, 'cashboxes', rnm, 'documents'] as const;

export type PageInput = {
  orgId: string;
  rnm: string;
  selection: Selection;
  order: Order;
  offset: number;
  limit: number;
};

export const documentsPageQuery = ({ orgId, rnm, selection, order, offset, limit }: PageInput) =>
  queryOptions({
    queryKey: [...registerKey(orgId, rnm), 'page', { ...selection, ...order, offset, limit }],
    queryFn: ({ signal }) =>
      getJson<DocumentsPage>(
        listUrl(documentsApiBase(orgId, rnm), selection, order, { offset, limit }),
        isDocumentsPage,
        signal,
      ),
  });

export const shiftsQuery = (orgId: string, rnm: string, selection: Selection) =>
  queryOptions({
    queryKey: [...registerKey(orgId, rnm), 'shifts', selection],
    queryFn: ({ signal }) =>
      getJson<ShiftsAnswer>(
        shiftsUrl(documentsApiBase(orgId, rnm), selection),
        isShiftsAnswer,
        signal,
      ),
  });

export const neighboursQuery = (
  orgId: string,
  rnm: string,
  selection: Selection,
  order: Order,
  at: { drive: string; fd: number },
) =>
  queryOptions({
    queryKey: [...registerKey(orgId, rnm), 'neighbours', { ...selection, ...order, ...at }],
    queryFn: ({ signal }) =>
      getJson<NeighboursAnswer>(
        neighboursUrl(documentsApiBase(orgId, rnm), selection, order, at),
        isNeighboursAnswer,
        signal,
      ),
  });

export const documentDetailQuery = (orgId: string, rnm: string, drive: string, fd: number) =>
  queryOptions({
    queryKey: [...registerKey(orgId, rnm), 'detail', drive, fd],
    queryFn: ({ signal }) =>
      getJson<DocumentDetail>(
        detailApiUrl(documentsApiBase(orgId, rnm), fd, drive),
        isDocumentDetail,
        signal,
      ),
    // A fiscal document never changes once signed.
    staleTime: Infinity,
  });
