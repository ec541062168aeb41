import { isLocalDateTime } from '@/lib/dates/local-date-time';
import { epochToLocal, zoneOfAddress } from '@/lib/dates/regions';
import { wallClockAt } from '@/lib/dates/wall-clock';
import { IngestError } from './ingest';

// A receipt's time as the tax service's exports give it (docs/import.md): `dateTime` as text on
// the shop's wall clock (with or without seconds), or as Unix epoch seconds of the real UTC
// instant. For an instant, the body's `localDateTime` is the wall clock and wins; otherwise the
// instant is read in the shop's zone: its region from an address where one is known, else the
// default zone, and then the zone is said to be assumed.

export type WallClock = { dateTime: string; assumedZone?: string };

const MINUTES = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** `yyyy-MM-ddTHH:mm[:ss]` → `yyyy-MM-ddTHH:mm:ss`; null for anything else. */
export function localText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = MINUTES.test(value) ? `${value}:00` : value;
  return isLocalDateTime(text) ? text : null;
}

export function wallClockOf(
  body: Record<string, unknown>,
  addresses: (string | null | undefined)[],
  defaultZone: string,
): WallClock {
  const { dateTime } = body;
  const text = localText(dateTime);
  if (text) return { dateTime: text };
  if (typeof dateTime !== 'number' || !Number.isSafeInteger(dateTime) || dateTime < 0) {
    throw new IngestError('dateTime must be a local date-time or Unix epoch seconds');
  }
  const local = localText(body.localDateTime);
  if (local) return { dateTime: local };
  for (const address of addresses) {
    if (!address) continue;
    const zone = zoneOfAddress(address);
    if (!zone.assumed) return { dateTime: epochToLocal(dateTime * 1000, zone.utcOffset) };
  }
  return {
    dateTime: wallClockAt(dateTime * 1000, { name: defaultZone, assumed: true }),
    assumedZone: defaultZone,
  };
}
