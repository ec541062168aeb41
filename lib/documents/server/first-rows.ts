import 'server-only';
import { addDays } from '@/lib/dates/calendar';
import { OutsidePermissionWindowError } from '@/lib/ofd/errors';
import type { FirstRows } from '../contract/api';
import type { ListQuery } from '../contract/query.schema';
import { loadRange, servedRange } from './engine';
import { applyFilters, toRow } from './filters';
import type { CachedDocument } from '../contract/cached-document';

// The first page of a period in time order, from the days it shows: newest first reads days from
// the last one backward, oldest first from the first one forward, and stops as soon as the page is
// full. Each day goes through the same day cache and shared fetches as the whole period's load
// (which runs beside it behind the progress stream), so no day is asked of the operator twice.
// Other sorts need the whole period and answer no rows here.

/** Which register, who asks (capped per owner, lib/documents/server/load-slots.ts), and when to stop. */
type Where = { orgId: string; rnm: string; signal?: AbortSignal; owner?: string };

export async function firstRows(where: Where, query: ListQuery): Promise<FirstRows> {
  const { range } = await servedRange(where.orgId, where.rnm, query);
  if (query.sort !== 'dateTime') return { range, rows: [], complete: false };
  const first = range.from.slice(0, 10);
  const last = range.to.slice(0, 10);
  const newestFirst = query.dir === 'desc';
  const wanted = query.offset + query.limit;
  // Days read so far, each in time order, in the order they were read.
  const days: CachedDocument[][] = [];
  let found = 0;
  let complete = true;
  // One day, then two, four…: a busy register fills the page from its first day, a quiet one
  // needs more of them, and every day read is one the whole load needs anyway.
  let day: string | null = newestFirst ? last : first;
  for (let batch = 1; day !== null; batch *= 2) {
    if (found >= wanted) {
      complete = false;
      break;
    }
    const next: string[] = [];
    for (; day !== null && next.length < batch;) {
      next.push(day);
      const after = addDays(day, newestFirst ? -1 : 1);
      day = after >= first && after <= last ? after : null;
    }
    const read = await Promise.all(next.map((d) => dayDocuments(where, query, d)));
    for (const documents of read) {
      const chosen = applyFilters(documents, query).documents;
      days.push(newestFirst ? chosen.slice().reverse() : chosen);
      found += chosen.length;
    }
  }
  const page = days.flat().slice(query.offset, wanted);
  return { range, rows: page.map(toRow), complete };
}

async function dayDocuments(where: Where, query: ListQuery, day: string) {
  try {
    const loaded = await loadRange(
      where.orgId,
      where.rnm,
      { drive: query.drive, from: day, to: day, limited: false },
      where,
    );
    return loaded.documents;
  } catch (error) {
    // A day the window cuts away entirely holds nothing to show.
    if (error instanceof OutsidePermissionWindowError) return [];
    throw error;
  }
}
