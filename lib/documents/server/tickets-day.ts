import 'server-only';
import type { OfdConnection } from '@/lib/ofd/client';
import { operatorGetStream } from '@/lib/operator/call';
import { currentCorrelationId } from '@/lib/ofd/correlation';
import { BadResponseError } from '@/lib/ofd/errors';
import { logEvent } from '@/lib/log';
import type { DayResult } from './day-reader';
import { JsonArrayStreamError } from '@/lib/ofd/json-array-stream';
import type { DayFetcher } from './load-period';
import { readDay } from './parse-pool';
import type { RegisterContext } from './register';

// One calendar day of one register and drive from the deprecated, unpaged `tickets` operation,
// read element by element as the bytes arrive (lib/documents/server/day-reader.ts, on a parser thread):
// memory holds the day's cached documents and one element, never the day's whole body or tree.

export const TICKETS = '/v1/integration/inns/{inn}/kkts/{rnm}/fss/{drive}/tickets';

export function fetchTicketsDay(register: RegisterContext, connection?: OfdConnection): DayFetcher {
  const rnm = register.register.regNumber;
  const drive = register.driveNumber;
  return (chunk, signal) =>
    operatorGetStream(
      {
        path: TICKETS,
        params: { inn: register.organization.inn, rnm, drive },
        query: { dateFrom: chunk.day, dateTo: chunk.day },
        async consume(body) {
          let result: DayResult;
          try {
            result = await readDay({ rnm, drive, day: chunk.day, zone: register.zone }, body);
          } catch (error) {
            // Not a JSON array (HTML, a cut-off body that still ended cleanly): no retry helps.
            if (error instanceof JsonArrayStreamError) throw new BadResponseError('not-json');
            throw error;
          }
          if (result.unreadable.length > 0) {
            logEvent('warn', 'ofd.unreadable-documents', {
              path: TICKETS,
              day: chunk.day,
              count: result.unreadable.length,
              correlationId: currentCorrelationId(),
            });
          }
          return result;
        },
      },
      { signal, connection },
    );
}
