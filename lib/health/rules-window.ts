import { DAY_MS } from './input';
import { localToEpoch } from '@/lib/dates/regions';
import type { Reason } from './types';

// Where the permission window stands at this moment, in the register's own time (the window's ends
// are local date-times like every other time of the register).

export const WINDOW_ENDING_DAYS = 30;

export type WindowState = 'open' | 'ended' | 'not-started';

export function windowState(from: string, to: string, nowLocal: string): WindowState {
  if (nowLocal < from) return 'not-started';
  if (nowLocal > to) return 'ended';
  return 'open';
}

export function windowReasons(
  window: { permissionFrom: string; permissionTo: string },
  now: number,
  nowLocal: string,
  utcOffset: number,
): Reason[] {
  const { permissionFrom, permissionTo } = window;
  const state = windowState(permissionFrom, permissionTo, nowLocal);
  const daysTo = (local: string) => Math.floor((localToEpoch(local, utcOffset) - now) / DAY_MS);
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
  if (days < WINDOW_ENDING_DAYS) {
    return [
      { code: 'window-ending', severity: 'warning', since: null, detail: { permissionTo, days } },
    ];
  }
  return [];
}
