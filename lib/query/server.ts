import 'server-only';
import type { DataTag, QueryKey } from '@tanstack/react-query';
import { documentsPage } from '@/lib/documents/answers';
import { listQuerySchema } from '@/lib/documents/contract';
import { documentDetail } from '@/lib/documents/document-detail';
import { healthBoard } from '@/lib/health/server/board';
import * as api from '@/lib/ofd/api';
import type { DocumentKeyInput, DocumentsKeyInput } from './keys';
import {
  cashboxQuery,
  cashboxesQuery,
  documentQuery,
  documentsQuery,
  healthQuery,
  organizationQuery,
  organizationsQuery,
} from './options';

// The server side of each queryOptions factory: same key, same data shape, but the data comes
// straight from lib/ofd/api (the functions the route handlers call) instead of a fetch of /api.
// Pages pass these to <PrefetchBoundary queries={[…]}>.

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
    onServer(organizationQuery(orgId), () => api.getOrganization(orgId)),
  cashboxes: (orgId: string) => onServer(cashboxesQuery(orgId), () => api.listCashboxes(orgId)),
  cashbox: (orgId: string, rnm: string) =>
    onServer(cashboxQuery(orgId, rnm), () => api.getCashbox(orgId, rnm)),
  documents: ({ orgId, rnm, ...selection }: DocumentsKeyInput) =>
    onServer(documentsQuery({ orgId, rnm, ...selection }), () =>
      documentsPage({ orgId, rnm }, listQuerySchema.parse(selection)),
    ),
  document: (input: DocumentKeyInput) =>
    onServer(documentQuery(input), () => documentDetail(input)),
};
