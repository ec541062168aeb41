import 'server-only';
import { z } from 'zod';
import { ofdGet, type OfdConnection } from '@/lib/ofd/client';
import { sortByTime, type CachedDocument } from './cached-document';
import type { UnreadableDocument } from './contract';
import type { DayResult } from './day-reader';
import type { DayFetcher } from './load-period';
import { readCachedDocument } from './read-cached';
import type { RegisterContext } from './register';
import { describeUnreadable } from './unreadable';

// One calendar day of one register and drive read through the paged `documents/by-period`
// (docs/operator-api.md §1): pages of at most PAGE documents, followed by their `nextOffset`
// cursor, so no single answer is larger than a page. The operation covers every drive of the
// register: another drive's documents are skipped, not counted as unreadable.

export const BY_PERIOD = '/v2/organizations/{orgId}/cashboxes/{rnm}/documents/by-period';
export const PAGE = 1000;

const pageSchema = z.object({
  documents: z.array(z.unknown()),
  paging: z.object({ nextOffset: z.number().int().nonnegative().optional() }).optional(),
});

export function fetchByPeriodDay(
  register: RegisterContext,
  connection?: OfdConnection,
): DayFetcher {
  const rnm = register.cashbox.regNumber;
  const drive = register.driveNumber;
  return async (chunk, signal) => {
    const documents: CachedDocument[] = [];
    const unreadable: UnreadableDocument[] = [];
    let offset = 0;
    for (;;) {
      const page = await ofdGet(
        {
          path: BY_PERIOD,
          params: { orgId: register.organization.id, rnm },
          query: {
            dateFrom: `${chunk.day}T00:00:00`,
            dateTo: `${chunk.day}T23:59:59`,
            offset: String(offset),
            limit: String(PAGE),
          },
          schema: pageSchema,
        },
        { signal, connection },
      );
      for (const element of page.documents) {
        const read = readCachedDocument(element);
        if (!read.ok) unreadable.push(describeUnreadable(element, 'unreadable'));
        else if (read.kktRegId !== rnm)
          unreadable.push(describeUnreadable(element, 'otherRegister'));
        else if (read.fiscalDriveNumber === drive && read.document.dateTime.startsWith(chunk.day))
          documents.push(read.document);
      }
      // The last page: no cursor, or one that does not move (an empty page is not the end).
      const next = page.paging?.nextOffset;
      if (next === undefined || next <= offset) break;
      offset = next;
    }
    return { documents: sortByTime(documents), unreadable } satisfies DayResult;
  };
}
