// The register's history as timelines, newest first, and the one rule of when a fiscal drive
// served (driveSpans), which the documents engine and the documents browser build on too. Inputs
// are the operator's lists (addresses and drives, "including the current one",
// docs/operator-api.md); every date is a local date-time string and is ordered as a string, never
// through a zoned Date.

export type AddressEntryLike = { address: string; startDate: string };
export type DriveEntryLike = {
  fiscalDriveNumber: string;
  earliestDocumentTimestamp: string | null;
};

export type AddressPeriod = {
  address: string;
  /** Null when the operator gave the current address without an entry in `addresses`. */
  startDate: string | null;
  /** The next address's start date; null for the current address. */
  endDate: string | null;
  current: boolean;
};

export type DrivePeriod = {
  fiscalDriveNumber: string;
  earliestDocumentTimestamp: string | null;
  /** Until the next drive's earliest document; null while the drive still serves (or unknown). */
  servedUntil: string | null;
  current: boolean;
};

/** Addresses newest first; each one's period ends where the next one starts. */
export function addressTimeline(register: {
  address: string;
  addresses: AddressEntryLike[];
}): AddressPeriod[] {
  const entries = [...register.addresses].sort((a, b) => compare(a.startDate, b.startDate));
  if (entries.length === 0) {
    return register.address
      ? [{ address: register.address, startDate: null, endDate: null, current: true }]
      : [];
  }
  const periods = entries.map((entry, i) => ({
    address: entry.address,
    startDate: entry.startDate,
    endDate: entries[i + 1]?.startDate ?? null,
    current: i === entries.length - 1,
  }));
  return periods.reverse();
}

export type DriveSpan<T extends DriveEntryLike> = T & {
  /** The next dated drive's earliest document: when this drive stopped serving, if known. */
  nextStart: string | null;
};

/**
 * The one drive-period rule: drives in the order they served the register, each until the next
 * drive's first document (one that starts at the same moment does not end it). Dated drives go by
 * their earliest document and a drive with no document yet goes last, unless `keepGivenOrder` asks to keep the operator's order while any is undated.
 */
export function driveSpans<T extends DriveEntryLike>(
  drives: readonly T[],
  keepGivenOrder = false,
): DriveSpan<T>[] {
  const start = (d: DriveEntryLike) => d.earliestDocumentTimestamp ?? '\uffff';
  const ordered =
    keepGivenOrder && drives.some((d) => d.earliestDocumentTimestamp === null)
      ? [...drives]
      : [...drives].sort((a, b) => compare(start(a), start(b)));
  // Drives that name the same first moment (an operator that keeps only the day) cannot be told
  // apart by it: neither ends the other, each runs until a later start (docs/documents.md).
  return ordered.map((drive, i) => {
    const own = drive.earliestDocumentTimestamp;
    const next = ordered
      .slice(i + 1)
      .find(
        (d) =>
          d.earliestDocumentTimestamp !== null &&
          (own === null || d.earliestDocumentTimestamp > own),
      );
    return { ...drive, nextStart: next?.earliestDocumentTimestamp ?? null };
  });
}

/**
 * Drives newest first. A drive served from its earliest document to the next drive's earliest
 * document; the current one until now. The operator's order (oldest first) is kept unless every
 * drive has an earliest document, in which case those decide.
 */
export function driveTimeline(register: {
  fiscalDrive: DriveEntryLike | null;
  fiscalDrives: DriveEntryLike[];
}): DrivePeriod[] {
  const drives = driveSpans(withCurrent(register.fiscalDrives, register.fiscalDrive), true);
  const currentNumber = register.fiscalDrive?.fiscalDriveNumber ?? drives.at(-1)?.fiscalDriveNumber;
  const periods = drives.map((drive) => {
    const current = drive.fiscalDriveNumber === currentNumber;
    return {
      fiscalDriveNumber: drive.fiscalDriveNumber,
      earliestDocumentTimestamp: drive.earliestDocumentTimestamp,
      servedUntil: current ? null : drive.nextStart,
      current,
    };
  });
  return periods.reverse();
}

/** The drive that was installed at a local date-time, by the periods above. */
export function driveAt(timeline: DrivePeriod[], dateTime: string): DrivePeriod | undefined {
  return timeline.find(
    (d) =>
      d.earliestDocumentTimestamp !== null &&
      d.earliestDocumentTimestamp <= dateTime &&
      (d.servedUntil === null || dateTime < d.servedUntil),
  );
}

function withCurrent(drives: DriveEntryLike[], current: DriveEntryLike | null): DriveEntryLike[] {
  const list = drives.map((d) => ({ ...d }));
  if (current && !list.some((d) => d.fiscalDriveNumber === current.fiscalDriveNumber)) {
    list.push({ ...current });
  }
  return list;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
