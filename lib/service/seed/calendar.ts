import { addDays } from '@/lib/dates/calendar';

// Calendar arithmetic of the demo world. Local date-times are strings built from a date and a
// second of the day; Date is used only in UTC mode, so the host's time zone never leaks in.

export { addDays };

/** The host's current date in UTC: the only clock the generator reads, and only as a default. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Seconds since midnight → `hh:mm:ss`. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}`;
}

/** The host's clock as a UTC instant `YYYY-MM-DDThh:mm:ssZ`: the moment of seeding by default. */
export function nowUtc(): string {
  return `${new Date().toISOString().slice(0, 19)}Z`;
}

/** `hh:mm` → seconds since midnight. */
export function secondsOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 3600 + m * 60;
}

/** The second of the day of a local date-time. */
export function secondsOfDay(local: string): number {
  const [h = 0, m = 0, s = 0] = local.slice(11, 19).split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** A local wall-clock date-time `YYYY-MM-DDThh:mm:ss`. */
export function at(date: string, seconds: number): string {
  return `${date}T${clock(seconds)}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The UTC instant of a shop's wall-clock time plus a delay: `YYYY-MM-DDThh:mm:ssZ`. Russian
 * regions keep no daylight saving time, so one fixed offset per city is exact.
 */
export function toUtc(local: string, utcOffsetHours: number, delaySeconds: number): string {
  const [date = '', time = ''] = local.split('T');
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h - utcOffsetHours, mi, s + delaySeconds);
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** The shop's wall clock at a UTC instant `YYYY-MM-DDThh:mm:ssZ`, plus a shift in seconds. */
export function toLocal(utc: string, utcOffsetHours: number, shiftSeconds = 0): string {
  const ms = Date.parse(utc) + (utcOffsetHours * 3600 + shiftSeconds) * 1000;
  return new Date(ms).toISOString().slice(0, 19);
}

/** A date some whole months earlier or later; the day is kept (callers use days up to 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

/** Whole days from one date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
