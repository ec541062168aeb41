import type { PeriodOnDrive } from '@/lib/documents/contract';
import { addDays, type CalendarDate } from '@/lib/dates/calendar';
import { endOfDay } from '@/lib/dates/local-date-time';
import type { PermissionWindow } from './permission-status';
import { driveAt, type DrivePeriod } from './timelines';

// The period the "Browse documents" action opens: the last week that lies inside the permission
// window (ending today, or on the window's last day once it has ended), on the drive that was
// installed on that last day. A register whose record says it last sent a document before that
// week opens on the week ending that day instead: the week up to today would be empty. Nothing to
// open while the window has not started.

/** Days the browser opens with, the end day included. */
export const BROWSE_DAYS = 7;

/** The browser's period on one drive (lib/documents/contract/selection.ts). */
export type BrowseRange = PeriodOnDrive;

export function browseRange(
  window: PermissionWindow,
  drives: DrivePeriod[],
  today: CalendarDate,
  lastDocument: string | null = null,
): BrowseRange | null {
  const windowFrom = window.permissionFrom.slice(0, 10);
  const windowTo = window.permissionTo.slice(0, 10);
  if (windowFrom > today || windowFrom > windowTo) return null;
  let to = windowTo < today ? windowTo : today;
  const lastDay = lastDocument?.slice(0, 10);
  if (lastDay && lastDay >= windowFrom && lastDay < addDays(to, -(BROWSE_DAYS - 1))) to = lastDay;
  // The last moment inside both the window and the chosen days decides which drive was in use.
  const lastMoment = window.permissionTo < endOfDay(to) ? window.permissionTo : endOfDay(to);
  const drive = driveAt(drives, lastMoment) ?? drives.find((d) => d.current) ?? drives[0];
  if (!drive) return null;
  const driveFrom = drive.earliestDocumentTimestamp?.slice(0, 10) ?? windowFrom;
  const from = [windowFrom, driveFrom, addDays(to, -(BROWSE_DAYS - 1))].reduce((a, b) =>
    a > b ? a : b,
  );
  return { drive: drive.fiscalDriveNumber, from: from > to ? to : from, to };
}
