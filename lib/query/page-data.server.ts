import 'server-only';
import { cache } from 'react';
import { loadOnServer } from './prefetch.server';
import { serverReads } from './queries.server';

// What the organization and register segments check before anything streams (their layouts) and
// what their titles show. The ids come parsed by the route's schema (pageParams); the reads are the
// ones the pages' prefetch makes too (queries.server.ts), so each record is asked once per request.

export const loadOrganization = cache((orgId: string) =>
  loadOnServer(() => serverReads.organization(orgId)),
);

export const loadRegister = cache((orgId: string, rnm: string) =>
  loadOnServer(async () => {
    const [organization, register] = await Promise.all([
      serverReads.organization(orgId),
      serverReads.register(orgId, rnm),
    ]);
    return { organization, register };
  }),
);
