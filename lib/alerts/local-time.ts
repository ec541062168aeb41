import type { QuietHours } from './types';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';

// A person's wall clock in their time zone, for quiet hours and the daily digest. Intl knows the
// zones (and their daylight saving); the minutes to add are counted on the wall clock, which is
// exact in every zone without a clock change inside the span and off by that change at worst.

export type WallClock = { date: string; minutes: number };

// A format per time zone people chose (a few hundred zones exist; 1000 never evicts in practice).
const formats = () =>
  processShared(
    'alerts.wall-clock-formats',
    () => new BoundedCache<string, Intl.DateTimeFormat>({ max: 1000 }),
  );

export function wallClock(now: number, timeZone: string): WallClock {
  const format = formats().getOrSet(
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** When quiet hours hold at `now`, the instant they end (ms); otherwise null. */
export function quietUntil(now: number, timeZone: string, quiet: QuietHours | null): number | null {
  if (!quiet) return null;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return null;
  const { minutes } = wallClock(now, timeZone);
  const inside = from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
  if (!inside) return null;
  const left = (to - minutes + 24 * 60) % (24 * 60);
  return now - (now % 60_000) + left * 60_000;
}

/** The local day whose digest is due at `now` (dailyAt has passed today), or null. */
export function digestDay(now: number, timeZone: string, dailyAt: string): string | null {
  const clock = wallClock(now, timeZone);
  return clock.minutes >= minutesOf(dailyAt) ? clock.date : null;
}
