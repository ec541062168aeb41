import { queryOptions } from '@tanstack/react-query';
import type { DocumentDetail, DocumentsPage } from '@/lib/documents/contract';
import type { HealthRow } from '@/lib/health/types';
import type { CashboxView, OrganizationView } from '@/lib/ofd/views';
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

/** Query parameters of a documents request: only those given, as text. */
function documentsParams(input: DocumentsKeyInput) {
  return Object.fromEntries(
    Object.entries(input).flatMap(([name, value]) =>
      name === 'orgId' || name === 'rnm' || value === undefined ? [] : [[name, String(value)]],
    ),
  );
}

export const documentsQuery = (input: DocumentsKeyInput) =>
  queryOptions({
    queryKey: queryKeys.documents.list(input),
    queryFn: ({ signal }) =>
      apiGet<DocumentsPage>(
        `${cashboxPath(input.orgId, input.rnm)}/documents`,
        documentsParams(input),
        signal,
      ),
  });

export const documentQuery = (input: DocumentKeyInput) =>
  queryOptions({
    queryKey: queryKeys.documents.detail(input),
    queryFn: ({ signal }) =>
      apiGet<DocumentDetail>(
        `${cashboxPath(input.orgId, input.rnm)}/documents/${input.fd}`,
        { drive: input.drive },
        signal,
      ),
  });

/** Health of every register (or one organization's), worst first. */
export const healthQuery = (organizationId?: string) =>
  queryOptions({
    queryKey: queryKeys.health(organizationId),
    queryFn: ({ signal }) =>
      apiGet<HealthRow[]>(
        '/api/health/registers',
        organizationId ? { organizationId } : {},
        signal,
      ),
    // The server keeps each register's health for a minute: asking sooner gives the same answer.
    staleTime: 60_000,
  });
