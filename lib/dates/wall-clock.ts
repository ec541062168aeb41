import { isLocalDateTime } from './local-date-time';
import { zoneOfAddress } from './regions';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';

// A shop's wall clock from a UTC instant (docs/real-operators.md, "Times"). Fiscal documents carry
// the wall clock without a zone; the tax service's receipt exports carry epoch seconds of the UTC
// instant instead. Turning an instant into the shop's wall clock needs the register's zone: the
// one of its address region where the address names one, else the configured default (an IANA
// name, OFD_DEFAULT_TIME_ZONE), in which case the zone is said to be assumed. Zod-free and
// serializable, so that the day parser's worker thread can take it.

export type RegisterTimeZone = {
  /** `UTC+7` for a region's fixed offset (Russia keeps no daylight saving time), else an IANA name. */
  name: string;
  /** Hours east of UTC, when fixed. */
  utcOffset?: number;
  /** True when the zone is the configured default, not read from the register's address. */
  assumed: boolean;
};

/** Moscow time: most registers keep it, and it is what the fiscal authority itself uses. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** The zone a register's documents are read in: its address region's, else `fallback`. */
export function registerTimeZone(
  address: string | undefined,
  fallback: string = DEFAULT_TIME_ZONE,
): RegisterTimeZone {
  const region = address ? zoneOfAddress(address) : undefined;
  if (region && !region.assumed) {
    return { name: `UTC+${region.utcOffset}`, utcOffset: region.utcOffset, assumed: false };
  }
  return { name: fallback, assumed: true };
}

/** True for a time zone name the runtime knows (IANA names through Intl). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// A format per register zone (a few hundred zones exist; 1000 never evicts in practice).
const formats = () =>
  processShared(
    'dates.zone-formats',
    () => new BoundedCache<string, Intl.DateTimeFormat>({ max: 1000 }),
  );

function formatIn(name: string): Intl.DateTimeFormat {
  return formats().getOrSet(
    name,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: name,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
}

/** Epoch milliseconds → the wall clock `YYYY-MM-DDThh:mm:ss` in `zone`. */
export function wallClockAt(epochMs: number, zone: RegisterTimeZone): string {
  if (zone.utcOffset !== undefined) {
    return new Date(epochMs + zone.utcOffset * 3_600_000).toISOString().slice(0, 19);
  }
  const parts: Record<string, string> = {};
  for (const part of formatIn(zone.name).formatToParts(epochMs)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** How a document's wall clock was found when it had to be derived from a UTC instant. */
export type TimeZoneNote = { zone: string; assumed: boolean };

/**
 * A document's wall clock from its `localDateTime` (wins when readable) or its epoch-second
 * `dateTime`; undefined when neither applies (the `dateTime` text is then the wall clock itself).
 */
export function derivedWallClock(
  dateTime: unknown,
  localDateTime: unknown,
  zone: RegisterTimeZone,
): { dateTime: string; note?: TimeZoneNote } | undefined {
  const local = readLocal(localDateTime);
  if (local) return { dateTime: local };
  if (typeof dateTime !== 'number' || !Number.isSafeInteger(dateTime) || dateTime < 0) {
    return undefined;
  }
  return {
    dateTime: wallClockAt(dateTime * 1000, zone),
    note: { zone: zone.name, assumed: zone.assumed },
  };
}

const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/;

function readLocal(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = LOCAL.exec(value);
  if (!m) return undefined;
  const text = `${m[1]}${m[2] ?? ':00'}`;
  return isLocalDateTime(text) ? text : undefined;
}
