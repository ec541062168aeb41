import 'server-only';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';
import type { CachedDocument } from '../contract/cached-document';
import type { Filters } from '../contract/query.schema';
import { KEEP_SELECTIONS, RECENT_SELECTIONS } from './engine';
import type { LoadedRange } from './loaded-range';
import { applyFilters, type Facets } from './filters';
import type { SortOrder } from './sort-order';

// The last few selections over loaded ranges: a page turn or a re-sort of the same selection
// reuses the filtering, the facets and the summary, and each sort order once computed. Apart from
// the engine, so that a period's load (the progress route) does not bring the filters and orders.

export type FilteredSelection = {
  documents: CachedDocument[];
  facets: Facets;
  /** Sort orders computed so far, by key (either direction reads the same order). */
  orders: Map<string, SortOrder>;
  memo: Map<string, unknown>;
};

const newRecentSelections = () =>
  new BoundedCache<string, FilteredSelection>({ max: KEEP_SELECTIONS });

export function selectionOf(loaded: LoadedRange, filters: Filters): FilteredSelection {
  const key = JSON.stringify([
    loaded.register.register.regNumber,
    loaded.register.driveNumber,
    loaded.version,
    filters.types ?? null,
    filters.ops ?? null,
    filters.q ?? null,
    filters.shift ?? null,
  ]);
  return processShared(RECENT_SELECTIONS, newRecentSelections).getOrSet(key, () => {
    const { documents, facets } = applyFilters(loaded.documents, filters);
    return { documents, facets, orders: new Map(), memo: new Map() };
  });
}

/** A value derived from a selection, computed once per selection. */
export function memoized<T>(selection: FilteredSelection, name: string, compute: () => T): T {
  if (!selection.memo.has(name)) selection.memo.set(name, compute());
  return selection.memo.get(name) as T;
}
