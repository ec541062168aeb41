import 'server-only';
import { cache } from 'react';
import { getEnv } from '@/lib/env';
import { connectionOf } from '@/lib/ofd/connections';
import { BadResponseError } from '@/lib/ofd/errors';
import {
  cashboxListSchema,
  cashboxSchema,
  organizationListSchema,
  organizationSchema,
} from '@/lib/ofd/schemas/organization';
import {
  toRegisterView,
  toOrganizationView,
  type RegisterView,
  type OrganizationView,
} from '@/lib/ofd/views';
import { operatorGet } from './call';
import { listedBy, unavailableRows, withOperator } from './connections';

// The functions that pages (server components) and the dashboard API share. Inputs are already
// validated (lib/api/params.schema.ts); outputs are views, never the operator's records as they came.
// A register's statistics, which only the overview reads, are ./statistics.ts's.
// The two lookups that the documents engine needs too are wrapped in React's `cache`: within one
// server render a page's prefetches share them; elsewhere `cache` simply calls through.

/**
 * Every connection's organizations (docs/operators.md): the default connection's first, then each
 * other one's, named by its title. A connection that fails makes only its own rows say so
 * (lib/operator/connections.ts); the default connection's failure fails the list, as before.
 */
export async function listOrganizations(): Promise<OrganizationView[]> {
  const { connections, title } = getEnv();
  const request = { path: '/v2/organizations', schema: organizationListSchema } as const;
  const own = operatorGet(request).then((list) =>
    list.map((org) =>
      withOperator(toOrganizationView(org), connections.length ? title : undefined),
    ),
  );
  const others = connections.map((connection) =>
    operatorGet(request, { via: connection.name }).then(
      (list) =>
        listedBy(
          connection,
          list.map((org) => withOperator(toOrganizationView(org), connection.title)),
        ),
      (error: unknown) => unavailableRows(connection, error),
    ),
  );
  return (await Promise.all([own, ...others])).flat();
}

/**
 * One organization, named by its connection's title as in the list: a health row computed from it
 * (the register page's) is the same row the board shows.
 */
export const getOrganization = cache(async (orgId: string): Promise<OrganizationView> => {
  const { connections, title } = getEnv();
  const org = await operatorGet({
    path: '/v2/organizations/{orgId}',
    params: { orgId },
    schema: organizationSchema,
  });
  const view = toOrganizationView(org);
  if (connections.length === 0) return view;
  return withOperator(view, connectionOf(connections, orgId)?.title ?? title);
});

/**
 * Which operator holds this organization, for a page whose operator did not answer: undefined with
 * one connection (nothing to tell apart), else `{ title }`, the connection's title as in the list
 * (undefined for a default connection without OFD_TITLE). Read from the id alone, with no call.
 */
export function operatorOfOrganization(orgId: string): { title: string | undefined } | undefined {
  const { connections, title } = getEnv();
  if (connections.length === 0) return undefined;
  return { title: connectionOf(connections, orgId)?.title ?? title };
}

export async function listRegisters(orgId: string): Promise<RegisterView[]> {
  const list = await operatorGet({
    path: '/v2/organizations/{orgId}/cashboxes',
    params: { orgId },
    schema: cashboxListSchema,
  });
  return list.map(toRegisterView);
}

export const getRegister = cache(async (orgId: string, rnm: string): Promise<RegisterView> => {
  const register = await operatorGet({
    path: '/v2/organizations/{orgId}/cashboxes/{rnm}',
    params: { orgId, rnm },
    schema: cashboxSchema,
  });
  if (register.regNumber !== rnm) throw new BadResponseError('mismatch');
  return toRegisterView(register);
});
