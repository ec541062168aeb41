import { queryOptions } from '@tanstack/react-query';
import type { FiscalDocument } from '@/lib/ofd/schemas';
import type { CashboxView, DocumentListView, OrganizationView } from '@/lib/ofd/views';
import { apiGet } from './api-fetch';
import { queryKeys, type DocumentKeyInput, type DocumentsKeyInput } from './keys';

// queryOptions factories: where a query key and its fetch meet. Client components `useQuery` these;
// server pages spread them and swap in the lib/ofd/api function (lib/query/server.ts), so both
// sides share key and data shape. Paths are built from encoded parts only.

const enc = encodeURIComponent;
const orgPath = (orgId: string) => `/api/organizations/${enc(orgId)}`;
const cashboxPath = (orgId: string, rnm: string) => `${orgPath(orgId)}/cashboxes/${enc(rnm)}`;

export const organizationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.organizations.list(),
    queryFn: ({ signal }) => apiGet<OrganizationView[]>('/api/organizations', {}, signal),
  });

export const organizationQuery = (orgId: string) =>
  queryOptions({
    queryKey: queryKeys.organizations.detail(orgId),
    queryFn: ({ signal }) => apiGet<OrganizationView>(orgPath(orgId), {}, signal),
  });

export const cashboxesQuery = (orgId: string) =>
  queryOptions({
    queryKey: queryKeys.cashboxes.list(orgId),
    queryFn: ({ signal }) => apiGet<CashboxView[]>(`${orgPath(orgId)}/cashboxes`, {}, signal),
  });

export const cashboxQuery = (orgId: string, rnm: string) =>
  queryOptions({
    queryKey: queryKeys.cashboxes.detail(orgId, rnm),
    queryFn: ({ signal }) => apiGet<CashboxView>(cashboxPath(orgId, rnm), {}, signal),
  });

export const documentsQuery = (input: DocumentsKeyInput) =>
  queryOptions({
    queryKey: queryKeys.documents.list(input),
    queryFn: ({ signal }) =>
      apiGet<DocumentListView>(
        `${cashboxPath(input.orgId, input.rnm)}/documents`,
        { drive: input.drive, from: input.from, to: input.to },
        signal,
      ),
  });

export const documentQuery = (input: DocumentKeyInput) =>
  queryOptions({
    queryKey: queryKeys.documents.detail(input),
    queryFn: ({ signal }) =>
      apiGet<FiscalDocument>(
        `${cashboxPath(input.orgId, input.rnm)}/documents/${input.fd}`,
        { drive: input.drive },
        signal,
      ),
  });
