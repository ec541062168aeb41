import 'server-only';
import { ofdGetStream } from '@/lib/ofd/client';
import { currentCorrelationId } from '@/lib/ofd/correlation';
import { BadResponseError } from '@/lib/ofd/errors';
import { logEvent } from '@/lib/log';
import { sortByTime, type CachedDocument } from './cached-document';
import { createJsonArrayParser, JsonArrayStreamError } from './json-array-stream';
import type { DayFetcher } from './load-period';
import { readCachedDocument } from './read-cached';
import type { RegisterContext } from './register';

// One calendar day of one register and drive from the deprecated, unpaged `tickets` operation,
// read element by element as the bytes arrive: memory holds the day's cached documents and one
// element, never the day's whole body or its parsed tree.

export const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';

export function fetchTicketsDay(register: RegisterContext): DayFetcher {
  const rnm = register.cashbox.regNumber;
  const drive = register.driveNumber;
  return (chunk, signal) =>
    ofdGetStream(
      {
        path: TICKETS,
        params: { inn: register.organization.inn, rnm, drive },
        query: { dateFrom: chunk.day, dateTo: chunk.day },
        async consume(body) {
          const parser = createJsonArrayParser();
          const documents: CachedDocument[] = [];
          let unreadable = 0;
          const take = (elements: unknown[]) => {
            for (const element of elements) {
              const read = readCachedDocument(element);
              // One odd element must not hide a day of good ones: it is counted and shown.
              if (!read.ok || read.kktRegId !== rnm || read.fiscalDriveNumber !== drive) {
                unreadable += 1;
              } else if (read.document.dateTime.startsWith(chunk.day)) {
                documents.push(read.document);
              }
            }
          };
          try {
            for await (const bytes of body) take(parser.push(bytes));
            parser.end();
          } catch (error) {
            // Not a JSON array (HTML, a cut-off body that still ended cleanly): no retry helps.
            if (error instanceof JsonArrayStreamError) throw new BadResponseError('not-json');
            throw error;
          }
          if (unreadable > 0) {
            logEvent('warn', 'ofd.unreadable-documents', {
              path: TICKETS,
              day: chunk.day,
              count: unreadable,
              correlationId: currentCorrelationId(),
            });
          }
          return { documents: sortByTime(documents), unreadable };
        },
      },
      { signal },
    );
}
