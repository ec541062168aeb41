import { z } from 'zod';

// Settings of the built-in service itself (the CLI and the service run outside lib/env, which is
// the dashboard's). Read on use, so a test or a CLI run can set them.

/** An IANA zone name that this runtime's Intl knows. */
const zoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Europe/Moscow');

/**
 * OFD_DEFAULT_TIME_ZONE: the zone a receipt's UTC instant is read in when nothing tells the shop's
 * own (docs/import.md). Moscow time is what most registers keep and what the fiscal authority uses.
 */
export function defaultTimeZone(env: Record<string, string | undefined> = process.env): string {
  const value = env.OFD_DEFAULT_TIME_ZONE?.trim() || 'Europe/Moscow';
  const parsed = zoneSchema.safeParse(value);
  if (!parsed.success) throw new Error(`OFD_DEFAULT_TIME_ZONE: ${parsed.error.issues[0]!.message}`);
  return parsed.data;
}
