import { addDays, clipRange, maxDate, type DateRange } from '@/lib/dates/calendar';
import { driveSpans, type DriveEntryLike } from '@/lib/registers/timelines';
import { ALL_DRIVES } from '../contract/api';

// Which days the browser offers for each fiscal drive of a register: the drive's own period (from
// its earliest document to the day the next drive's first document was written, or today; the one
// rule is driveSpans) within the integrator's permission window. All values are local calendar
// dates compared as strings.

export type DriveDays = {
  fiscalDriveNumber: string;
  /** The drive's own period; null when the service holds no document of it yet. */
  period: DateRange | null;
  /** The period inside the permission window; null when nothing of it may be read. */
  selectable: DateRange | null;
};

export type Window = { permissionFrom: string; permissionTo: string };

export function windowDates(window: Window): DateRange {
  return { from: window.permissionFrom.slice(0, 10), to: window.permissionTo.slice(0, 10) };
}

export function drivePeriods(
  drives: readonly DriveEntryLike[],
  window: Window,
  today: string,
): DriveDays[] {
  const allowed = windowDates(window);
  const periods = new Map<string, DateRange>();
  driveSpans(drives).forEach((drive) => {
    if (drive.earliestDocumentTimestamp === null) return;
    const from = drive.earliestDocumentTimestamp.slice(0, 10);
    const next = drive.nextStart?.slice(0, 10);
    // A drive's last documents may share a day with its successor's first: that day belongs to both.
    const to = next ?? (today > from ? today : from);
    periods.set(drive.fiscalDriveNumber, { from, to });
  });
  return drives.map((drive) => {
    const period = periods.get(drive.fiscalDriveNumber) ?? null;
    return {
      fiscalDriveNumber: drive.fiscalDriveNumber,
      period,
      selectable: period ? clipRange(period, allowed) : null,
    };
  });
}

/**
 * With more than one dated drive, an entry for all of them: from the first drive's first day to
 * the last one's last, within the window. Listed first, as the register's whole history.
 */
export function withAllDrives(periods: DriveDays[]): DriveDays[] {
  const dated = periods.filter((p) => p.period !== null);
  if (dated.length < 2) return periods;
  const span = (pick: (p: DriveDays) => DateRange | null) => {
    const ranges = periods.map(pick).filter((r): r is DateRange => r !== null);
    if (ranges.length === 0) return null;
    const from = ranges.map((r) => r.from).sort()[0]!;
    const to = ranges
      .map((r) => r.to)
      .sort()
      .at(-1)!;
    return { from, to };
  };
  return [
    {
      fiscalDriveNumber: ALL_DRIVES,
      period: span((p) => p.period),
      selectable: span((p) => p.selectable),
    },
    ...periods,
  ];
}

/** Whether a requested period overlaps the selectable days at all. */
export function overlaps(range: DateRange, selectable: DateRange | null): boolean {
  return selectable !== null && clipRange(range, selectable) !== null;
}

/** The range a freshly opened browser shows: the last seven selectable days. */
export function defaultRange(selectable: DateRange, days = 7): DateRange {
  return { from: maxDate(addDays(selectable.to, 1 - days), selectable.from), to: selectable.to };
}
