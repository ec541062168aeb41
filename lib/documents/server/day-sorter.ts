import type { RegisterTimeZone } from '@/lib/dates/wall-clock';
import { sortByTime, type CachedDocument } from '../contract/cached-document';
import type { UnreadableDocument } from '../contract/api';
import { readCachedDocument } from './read-cached';
import { describeUnreadable } from './unreadable';

// Where each element of an operator's answer for one day goes (docs/real-operators.md, "Nothing
// dropped"): exactly one of
//   documents   the asked drive's, on the asked day by its wall clock;
//   elsewhere   the asked drive's, on another day by its wall clock (listed on that day);
//   otherDrives another drive of the register (by-period covers them all): kept, tagged with the
//               drive it names, so that "all drives" places it there even on a day that drive's
//               own window did not reach (docs/documents.md, "Drive windows");
//   unreadable  not a readable document, another register's, or a drive the register never had
//               (kept with its raw JSON).
// Runs on the main thread or in the parser worker alike: the job is plain data.

export type DayJob = {
  rnm: string;
  drive: string;
  day: string;
  zone: RegisterTimeZone;
  /** by-period answers for every drive of the register: another drive's documents are expected. */
  allDrives?: boolean;
  /** The register's drives, when known: a document naming any other drive cannot be placed. */
  drives?: readonly string[];
};

export type DayResult = {
  documents: CachedDocument[];
  unreadable: UnreadableDocument[];
  elsewhere: CachedDocument[];
  otherDrives: CachedDocument[];
};

export function createDaySorter(job: DayJob) {
  const documents: CachedDocument[] = [];
  const elsewhere: CachedDocument[] = [];
  const unreadable: UnreadableDocument[] = [];
  const otherDrives: CachedDocument[] = [];
  const known = job.drives && new Set(job.drives);
  return {
    take(element: unknown) {
      const read = readCachedDocument(element, job.zone);
      // One odd element must not hide a day of good ones: it is counted and shown.
      if (!read.ok) unreadable.push(describeUnreadable(element, 'unreadable'));
      else if (read.kktRegId !== job.rnm) {
        unreadable.push(describeUnreadable(element, 'otherRegister'));
      } else if (read.fiscalDriveNumber !== job.drive) {
        if (job.allDrives && (!known || known.has(read.fiscalDriveNumber))) {
          read.document.drive = read.fiscalDriveNumber;
          otherDrives.push(read.document);
        } else unreadable.push(describeUnreadable(element, 'otherRegister'));
      } else if (read.document.dateTime.startsWith(job.day)) documents.push(read.document);
      else elsewhere.push(read.document);
    },
    end(): DayResult {
      return { documents: sortByTime(documents), unreadable, elsewhere, otherDrives };
    },
  };
}
