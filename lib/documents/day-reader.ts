import { sortByTime, type CachedDocument } from './cached-document';
import { createJsonArrayParser } from './json-array-stream';
import { readCachedDocument } from './read-cached';

// Reads the `tickets` answer for one register, drive and calendar day into cached documents, chunk
// by chunk as the bytes arrive. Runs on the main thread or in a parser worker alike.

export type DayJob = { rnm: string; drive: string; day: string };
export type DayResult = { documents: CachedDocument[]; unreadable: number };

export function createDayReader(job: DayJob) {
  const parser = createJsonArrayParser();
  const documents: CachedDocument[] = [];
  let unreadable = 0;
  const take = (elements: unknown[]) => {
    for (const element of elements) {
      const read = readCachedDocument(element);
      // One odd element must not hide a day of good ones: it is counted and shown.
      if (!read.ok || read.kktRegId !== job.rnm || read.fiscalDriveNumber !== job.drive) {
        unreadable += 1;
      } else if (read.document.dateTime.startsWith(job.day)) {
        documents.push(read.document);
      }
    }
  };
  return {
    /** Throws JsonArrayStreamError when the bytes are not a JSON array. */
    push: (bytes: Uint8Array) => take(parser.push(bytes)),
    end(): DayResult {
      take(parser.end());
      return { documents: sortByTime(documents), unreadable };
    },
  };
}
