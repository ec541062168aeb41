import 'server-only';
import type { OfdConnection } from '@/lib/ofd/client';
import { operatorGetStream } from '@/lib/operator/call';
import { readDocumentsPage } from '@/lib/ofd/documents-page';
import { EndlessPagingError } from '@/lib/ofd/errors';
import type { DayResult } from './day-reader';
import { sortByTime } from '../contract/cached-document';
import { createDaySorter } from './day-sorter';
import type { DayFetcher } from './load-period';
import type { RegisterContext } from './register';

// One calendar day of one register read through the paged `documents/by-period`, following the
// operator's cursor as published (docs/real-operators.md, "Paging"): the first page is asked for
// without `offset`; each `nextOffset` is an opaque token sent back exactly as received (a number
// from an older operator is sent as its text); the loop ends when `nextOffset` is missing, null,
// or equal to the `offset` sent. An empty page with a new cursor is not the end. The operation
// covers every drive of the register: each element is accounted for by createDaySorter.

export const BY_PERIOD = '/v2/organizations/{orgId}/cashboxes/{rnm}/documents/by-period';
/** The largest page the operator serves (a larger `limit` is served as 1000). */
export const PAGE = 1000;
/**
 * More documents than any register writes in a day (a million is eleven a second, all day): a
 * cursor that still moves after this many pages of a day never settles.
 */
export const MAX_DOCUMENTS_PER_DAY = 1_000_000;

/** Pages one day may take before the cursor counts as one that never settles. */
export function maxPagesPerDay(limit: number): number {
  return Math.ceil(MAX_DOCUMENTS_PER_DAY / limit) + 1;
}

/** A day's pages as one result, in time order. */
function joinPages(pages: DayResult[]): DayResult {
  if (pages.length === 1) return pages[0]!;
  return {
    documents: sortByTime(pages.flatMap((p) => p.documents)),
    unreadable: pages.flatMap((p) => p.unreadable),
    elsewhere: pages.flatMap((p) => p.elsewhere),
    otherDrives: pages.flatMap((p) => p.otherDrives),
  };
}

/** Every drive the register's record names, the installed one included; undefined when unknown. */
function knownDrives({ register }: RegisterContext): string[] | undefined {
  const listed = register.fiscalDrives as RegisterContext['register']['fiscalDrives'] | undefined;
  if (!listed) return undefined;
  const drives = listed.map((d) => d.fiscalDriveNumber);
  return register.fiscalDrive ? [...drives, register.fiscalDrive.fiscalDriveNumber] : drives;
}

export type ByPeriodOptions = {
  connection?: OfdConnection;
  limit?: number;
  /** Only these document types (the operator then sends short pages that are not the last). */
  types?: readonly string[];
};

export function fetchByPeriodDay(
  register: RegisterContext,
  options: ByPeriodOptions = {},
): DayFetcher {
  const limit = options.limit ?? PAGE;
  const maxPages = maxPagesPerDay(limit);
  return async (chunk, signal) => {
    const rnm = register.register.regNumber;
    const job = {
      rnm,
      drive: register.driveNumber,
      day: chunk.day,
      zone: register.zone,
      allDrives: true,
      drives: knownDrives(register),
    };
    const pages: DayResult[] = [];
    let offset: string | undefined;
    for (let count = 1; ; count++) {
      const query: Record<string, string> = {
        dateFrom: `${chunk.day}T00:00:00`,
        dateTo: `${chunk.day}T23:59:59`,
        limit: String(limit),
      };
      if (options.types) query.types = options.types.join(',');
      if (offset !== undefined) query.offset = offset;
      const page = await operatorGetStream(
        {
          path: BY_PERIOD,
          params: { orgId: register.organization.id, rnm },
          query,
          // Each try reads into a sorter of its own: a retried page is never counted twice.
          async consume(body) {
            const sorter = createDaySorter(job);
            const next = await readDocumentsPage(body, sorter.take);
            return { next, read: sorter.end() };
          },
        },
        { signal, connection: options.connection },
      );
      pages.push(page.read);
      const { next } = page;
      if (next === undefined || next === null) break;
      const cursor = String(next);
      if (cursor === offset) break;
      if (count >= maxPages) throw new EndlessPagingError(count);
      offset = cursor;
    }
    return joinPages(pages) satisfies DayResult;
  };
}
