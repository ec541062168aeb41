import 'server-only';
import { runAsSystem, visibleTo } from '@/lib/auth/server/scope';
import { downOperators } from '@/lib/ofd/down-operators';
import { listOrganizations, listRegisters } from '@/lib/operator/api';
import { ForbiddenError, NotFoundError } from '@/lib/ofd/errors';
import { processShared } from '@/lib/process/shared';
import { loadDirectory } from './directory';
import { numberKind } from './number-kind';
import { parseLookupQuery } from './query';
import { findRnmTypo } from './rnm-typo';
import { searchDirectory, type LookupResponse } from './search';
import { ttlCache } from './ttl-cache';

// The lookup's index: every register of every organization the stored credentials can read, built
// from the same lib/operator/api calls as the pages and kept for a short while, so a support person
// typing several queries costs the operator one sweep, not one per keystroke. The index is shared,
// so it is built as the system and each search reads only the asking person's organizations.

export const LOOKUP_TTL_MS = 30_000;

/**
 * How long an index that is missing an operator's registers is kept: a few seconds, so the
 * registers show again soon after the operator is back instead of the whole TTL later, while a
 * person typing several queries still costs one sweep.
 */
export const PARTIAL_INDEX_TTL_MS = 5_000;

/**
 * The loader of that index with a cache of its own (`ttlMs`), read as the system: its readers cut
 * it to the asking person's organizations (visibleTo). The health board keeps a second one.
 */
export const systemDirectory = (ttlMs: number) =>
  ttlCache(
    () =>
      runAsSystem(() =>
        loadDirectory({
          // A connection that is down keeps its rows (with no registers) so the pages can say so.
          listOrganizations,
          // An organization whose registers the operator will not list (any more) has none.
          listRegisters: (orgId) =>
            listRegisters(orgId).catch((error: unknown) => {
              if (error instanceof ForbiddenError || error instanceof NotFoundError) return [];
              throw error;
            }),
        }),
      ),
    ttlMs,
    {
      keepFor: (entries) =>
        entries.some((entry) => entry.organization.unavailable !== undefined)
          ? PARTIAL_INDEX_TTL_MS
          : ttlMs,
    },
  );

// One index for the process: the lookup page and its API route are bundled apart, and each would
// otherwise sweep the operator for an index of its own.
const directory = () => processShared('lookup.directory', () => systemDirectory(LOOKUP_TTL_MS));

export async function lookupRegisters(q: string): Promise<LookupResponse> {
  const entries = await visibleTo(await directory().get(), (entry) => entry.organization.id);
  const { total, results } = searchDirectory(entries, parseLookupQuery(q));
  const down = downOperators(entries.map((entry) => entry.organization));
  return {
    query: q,
    total,
    results,
    numberKind: numberKind(entries, q),
    rnmTypo: findRnmTypo(entries, q, total, down.length > 0),
    down,
    ...(entries.some((entry) => entry.organization.operator !== undefined)
      ? { operators: true as const }
      : {}),
  };
}
