import { sortByTime, type CachedDocument } from './cached-document';
import { createJsonArrayParser } from './json-array-stream';
import type { UnreadableDocument } from './contract';
import { readCachedDocument } from './read-cached';
import { describeUnreadable } from './unreadable';

// Reads the `tickets` answer for one register, drive and calendar day into cached documents, chunk
// by chunk as the bytes arrive. Runs on the main thread or in a parser worker alike.

export type DayJob = { rnm: string; drive: string; day: string };
export type DayResult = { documents: CachedDocument[]; unreadable: UnreadableDocument[] };

/** The largest single document the dashboard reads; a larger one is listed as unreadable. */
export const MAX_DOCUMENT_CHARS = 16 * 1024 * 1024;

export function createDayReader(job: DayJob, maxDocumentChars = MAX_DOCUMENT_CHARS) {
  const parser = createJsonArrayParser({ maxElementChars: maxDocumentChars });
  const documents: CachedDocument[] = [];
  const unreadable: UnreadableDocument[] = [];
  const take = (elements: unknown[]) => {
    for (const element of elements) {
      const read = readCachedDocument(element);
      // One odd element must not hide a day of good ones: it is counted and shown.
      if (!read.ok) {
        unreadable.push(describeUnreadable(element, 'unreadable'));
      } else if (read.kktRegId !== job.rnm || read.fiscalDriveNumber !== job.drive) {
        unreadable.push(describeUnreadable(element, 'otherRegister'));
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
