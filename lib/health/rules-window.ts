import { diffDays } from '@/lib/dates/calendar';
import type { Reason } from './types';

// Where the permission window stands at this moment, in the register's own time (the window's ends
// are local date-times like every other time of the register). "In N days" is the one rule of the
// register page's badge (lib/registers/permission-status.ts): whole calendar days from the
// register's today to the window's day. Counting hours had the card say "in 2 days" beside the
// badge's "in 3 days" for the same date.

export const WINDOW_ENDING_DAYS = 30;

export type WindowState = 'open' | 'ended' | 'not-started';

export function windowState(from: string, to: string, nowLocal: string): WindowState {
  if (nowLocal < from) return 'not-started';
  if (nowLocal > to) return 'ended';
  return 'open';
}

export function windowReasons(
  window: { permissionFrom: string; permissionTo: string },
  nowLocal: string,
): Reason[] {
  const { permissionFrom, permissionTo } = window;
  const state = windowState(permissionFrom, permissionTo, nowLocal);
  const daysTo = (local: string) => diffDays(nowLocal.slice(0, 10), local.slice(0, 10));
  if (state === 'ended') {
    return [
      { code: 'window-ended', severity: 'critical', since: permissionTo, detail: { permissionTo } },
    ];
  }
  if (state === 'not-started') {
    return [
      {
        code: 'window-not-started',
        severity: 'warning',
        since: null,
        detail: { permissionFrom, days: daysTo(permissionFrom) },
      },
    ];
  }
  const days = daysTo(permissionTo);
  if (days <= WINDOW_ENDING_DAYS) {
    return [
      { code: 'window-ending', severity: 'warning', since: null, detail: { permissionTo, days } },
    ];
  }
  return [];
}
