import 'server-only';
import { listCashboxes, listOrganizations } from '@/lib/ofd/api';
import { ForbiddenError, NotFoundError } from '@/lib/ofd/errors';
import { loadDirectory } from './directory';
import { parseLookupQuery } from './query';
import { searchDirectory, type LookupResponse } from './search';
import { ttlCache } from './ttl-cache';

// The lookup's index: every register of every organization the stored credentials can read, built
// from the same lib/ofd/api calls as the pages and kept for a short while, so a support person
// typing several queries costs the operator one sweep, not one per keystroke.

export const LOOKUP_TTL_MS = 30_000;

const directory = ttlCache(
  () =>
    loadDirectory({
      listOrganizations,
      // An organization whose registers the operator will not list (any more) has none to find.
      listCashboxes: (orgId) =>
        listCashboxes(orgId).catch((error: unknown) => {
          if (error instanceof ForbiddenError || error instanceof NotFoundError) return [];
          throw error;
        }),
    }),
  LOOKUP_TTL_MS,
);

export async function lookupRegisters(q: string): Promise<LookupResponse> {
  const { total, results } = searchDirectory(await directory.get(), parseLookupQuery(q));
  return { query: q, total, results };
}
