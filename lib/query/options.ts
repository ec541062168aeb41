import { queryOptions } from '@tanstack/react-query';
import { fromHealthJson, type HealthRowJson } from '@/lib/health/health-json';
import type { LookupResponse } from '@/lib/lookup/search';
import type { RegisterView, OrganizationView } from '@/lib/ofd/views';
import {
  healthApiUrl,
  lookupApiUrl,
  organizationApiUrl,
  organizationsApiUrl,
  registerApiUrl,
  registersApiUrl,
} from '@/lib/urls/urls';
import { apiGet } from './api-fetch';
import { queryKeys } from './keys';

// queryOptions factories of organizations, registers and the lookup: where a query key and its
// fetch meet. Client components `useQuery` these; server pages pair the key with a server-side
// fetch (lib/query/queries.server.ts), so both sides share key and data shape. The documents' queries are
// in lib/documents/client/queries.ts.

export const organizationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.organizations.list(),
    queryFn: ({ signal }) => apiGet<OrganizationView[]>(organizationsApiUrl, signal),
  });

export const organizationQuery = (orgId: string) =>
  queryOptions({
    queryKey: queryKeys.organizations.detail(orgId),
    queryFn: ({ signal }) => apiGet<OrganizationView>(organizationApiUrl(orgId), signal),
  });

export const registersQuery = (orgId: string) =>
  queryOptions({
    queryKey: queryKeys.registers.list(orgId),
    queryFn: ({ signal }) => apiGet<RegisterView[]>(registersApiUrl(orgId), signal),
  });

export const registerQuery = (orgId: string, rnm: string) =>
  queryOptions({
    queryKey: queryKeys.registers.detail(orgId, rnm),
    queryFn: ({ signal }) => apiGet<RegisterView>(registerApiUrl(orgId, rnm), signal),
  });

/** The page prefetches it on the server, the search box's results useQuery it. */
export const lookupQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.lookup(q),
    queryFn: ({ signal }) => apiGet<LookupResponse>(lookupApiUrl(q), signal),
  });

/** Health of every register (or one organization's), worst first. */
export const healthQuery = (organizationId?: string) =>
  queryOptions({
    queryKey: queryKeys.health(organizationId),
    queryFn: async ({ signal }) =>
      (await apiGet<HealthRowJson[]>(healthApiUrl(organizationId), signal)).map(fromHealthJson),
    // The server keeps each register's health for a minute: asking sooner gives the same answer.
    staleTime: 60_000,
  });
