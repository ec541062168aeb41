import { addDays, type CalendarDate } from '@/lib/ofd/dates';

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

/** Whole days from one calendar date to another (UTC arithmetic on zoneless dates). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function permissionState(window: PermissionWindow, today: CalendarDate): PermissionState {
  const first = window.permissionFrom.slice(0, 10);
  const last = window.permissionTo.slice(0, 10);
  if (first > today) return { status: 'notStarted', days: daysBetween(today, first) };
  if (last < today) return { status: 'ended', days: daysBetween(last, today) };
  if (last <= addDays(today, ENDING_SOON_DAYS)) {
    return { status: 'endingSoon', days: daysBetween(today, last) };
  }
  return { status: 'active', days: daysBetween(today, last) };
}

export function permissionStatus(window: PermissionWindow, today: CalendarDate): PermissionStatus {
  return permissionState(window, today).status;
}
