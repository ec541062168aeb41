import 'server-only';
import { visibleOrganizationIds, visibleTo } from '@/lib/auth/server/scope';
import { recordUpstream } from '@/lib/metrics/metrics';
import { getEnv } from '@/lib/env';
import { ofdGet } from '@/lib/ofd/client';
import { namespacedId } from '@/lib/ofd/connections';
import { NotFoundError } from '@/lib/ofd/errors';
import { organizationListSchema } from '@/lib/ofd/schemas/organization';
import { toOrganizationView } from '@/lib/ofd/views';

// Where a person's scope (lib/auth/server/scope.ts) meets a call to the operator: an owner's call
// naming an organization (or its INN) outside their grant fails exactly as a missing one does (not
// found), and the organizations list is cut to the grant.

const ORGANIZATIONS = '/v2/organizations';

export async function guardOperatorCall(path: string, params: Record<string, string> = {}) {
  const visible = await visibleOrganizationIds();
  if (visible === 'all') return;
  if (params.orgId !== undefined && !visible.has(params.orgId)) throw new NotFoundError();
  if (params.inn !== undefined && !(await innsOf(visible)).has(params.inn)) {
    throw new NotFoundError();
  }
  // A path that names an organization without a parameter would slip past the checks above.
  if (path !== ORGANIZATIONS && path.startsWith(`${ORGANIZATIONS}/`) && !path.includes('{orgId}')) {
    throw new NotFoundError();
  }
}

export async function scopeOperatorResult<T>(path: string, data: T): Promise<T> {
  if (path !== ORGANIZATIONS || !Array.isArray(data)) return data;
  return (await visibleTo(data as { id: string }[], (org) => org.id)) as T;
}

// INNs of the granted organizations, read with the wire's own unscoped calls (the lists are the
// operators', not the person's), through every connection that may hold one of them.
async function innsOf(orgIds: Set<string>): Promise<Set<string>> {
  const request = { path: ORGANIZATIONS, schema: organizationListSchema } as const;
  const connections = getEnv().connections.filter((c) =>
    [...orgIds].some((id) => id.startsWith(namespacedId(c.name, ''))),
  );
  const lists = await Promise.all([
    ofdGet(request, { observe: recordUpstream }),
    // Another operator that is down cannot widen anyone's grant: its INNs are left out.
    ...connections.map((c) =>
      ofdGet(request, { observe: recordUpstream, via: c.name }).catch(() => []),
    ),
  ]);
  const all = lists.flat().map(toOrganizationView);
  return new Set(all.filter((org) => orgIds.has(org.id)).map((org) => org.inn));
}
