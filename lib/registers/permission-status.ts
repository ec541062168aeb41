import { addDays, diffDays, type CalendarDate } from '@/lib/dates/calendar';

// Where a register's permission window stands on a given day. The window's ends are local
// date-times (`YYYY-MM-DDThh:mm:ss`) and `today` a calendar date, all compared as strings, so no
// time zone can move a register from one status to another.

export const PERMISSION_STATUSES = ['active', 'endingSoon', 'ended', 'notStarted'] as const;
export type PermissionStatus = (typeof PERMISSION_STATUSES)[number];

/** A window that ends within this many days of today is flagged, so the owner can renew it. */
export const ENDING_SOON_DAYS = 30;

export type PermissionWindow = { permissionFrom: string; permissionTo: string };

export type PermissionState = {
  status: PermissionStatus;
  /** Whole days from today to the window's first day (notStarted) or last day (endingSoon). */
  days: number;
};

export function permissionState(window: PermissionWindow, today: CalendarDate): PermissionState {
  const first = window.permissionFrom.slice(0, 10);
  const last = window.permissionTo.slice(0, 10);
  if (first > today) return { status: 'notStarted', days: diffDays(today, first) };
  if (last < today) return { status: 'ended', days: diffDays(last, today) };
  if (last <= addDays(today, ENDING_SOON_DAYS)) {
    return { status: 'endingSoon', days: diffDays(today, last) };
  }
  return { status: 'active', days: diffDays(today, last) };
}

export function permissionStatus(window: PermissionWindow, today: CalendarDate): PermissionStatus {
  return permissionState(window, today).status;
}
