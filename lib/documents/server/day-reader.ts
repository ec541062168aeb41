import { createJsonArrayParser } from '@/lib/ofd/json-array-stream';
import { createDaySorter, type DayJob, type DayResult } from './day-sorter';

// Reads the `tickets` answer for one register, drive and calendar day into cached documents, chunk
// by chunk as the bytes arrive. Runs on the main thread or in a parser worker alike.

export type { DayJob, DayResult } from './day-sorter';

/** The largest single document the dashboard reads; a larger one is listed as unreadable. */
export const MAX_DOCUMENT_CHARS = 16 * 1024 * 1024;

export function createDayReader(job: DayJob, maxDocumentChars = MAX_DOCUMENT_CHARS) {
  const parser = createJsonArrayParser({ maxElementChars: maxDocumentChars });
  const sorter = createDaySorter(job);
  const take = (elements: unknown[]) => {
    for (const element of elements) sorter.take(element);
  };
  return {
    /** Throws JsonArrayStreamError when the bytes are not a JSON array. */
    push: (bytes: Uint8Array) => take(parser.push(bytes)),
    end(): DayResult {
      take(parser.end());
      return sorter.end();
    },
  };
}
