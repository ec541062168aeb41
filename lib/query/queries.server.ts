import 'server-only';
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import { cache } from 'react';
import { documentDetail } from '@/lib/documents/server';
import { healthBoard } from '@/lib/health/server/board';
import { lookupRegisters } from '@/lib/lookup/lookup.server';
import * as api from '@/lib/operator/api';
import type { OrganizationView } from '@/lib/ofd/views';
import {
  healthQuery,
  lookupQuery,
  organizationQuery,
  organizationsQuery,
  registerQuery,
  registersQuery,
} from './options';
import { documentDetailQuery } from '@/lib/documents/client';

// The server side of each queryOptions factory: same key, same data shape, but the data comes
// straight from lib/operator/api (the functions the route handlers call) instead of a fetch of /api.
// Pages pass these to <PrefetchBoundary queries={[…]}>.

/**
 * One read per request and record: a segment's layout (its early 404), its title and its page's
 * prefetch ask the operator once between them (React's per-request cache).
 */
export const serverReads = {
  organization: cache((orgId: string) => api.getOrganization(orgId)),
  register: cache((orgId: string, rnm: string) => api.getRegister(orgId, rnm)),
};

/** What <PrefetchBoundary> needs of a query: its key and a server-side fetch. */
export type ServerQuery = { queryKey: QueryKey; queryFn: () => Promise<unknown> };

/** Pairs a client query's key with a server fetch; the key's data tag makes the types agree. */
function onServer<TData>(
  options: { queryKey: DataTag<QueryKey, TData, Error> },
  queryFn: () => Promise<NoInfer<TData>>,
): ServerQuery {
  return { queryKey: options.queryKey, queryFn };
}

export const serverQueries = {
  health: (organizationId?: string) =>
    onServer(healthQuery(organizationId), () => healthBoard({ organizationId })),
  organizations: () => onServer(organizationsQuery(), api.listOrganizations),
  organization: (orgId: string) =>
    onServer(organizationQuery(orgId), () => serverReads.organization(orgId)),
  registers: (orgId: string) => onServer(registersQuery(orgId), () => api.listRegisters(orgId)),
  register: (orgId: string, rnm: string) =>
    onServer(registerQuery(orgId, rnm), () => serverReads.register(orgId, rnm)),
  document: (orgId: string, rnm: string, drive: string, fd: number) =>
    onServer(documentDetailQuery(orgId, rnm, drive, fd), () =>
      documentDetail({ orgId, rnm, drive, fd }),
    ),
  lookup: (q: string) => onServer(lookupQuery(q), () => lookupRegisters(q)),
};

/** Each listed organization's registers, for the counts of the organizations table. */
export function registersOfEachOrganization(cached: QueryClient): ServerQuery[] {
  const organizations = cached.getQueryData<OrganizationView[]>(organizationsQuery().queryKey);
  return (organizations ?? []).map(({ id }) => serverQueries.registers(id));
}
