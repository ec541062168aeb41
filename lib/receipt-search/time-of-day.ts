// Time of day as people type it into the receipt search (docs/receipt-search.md): `14:00–16:00`,
// `14-16`, `9.30 - 11`, `14` (the whole hour), `22–02` (across midnight). It is matched against a
// document's `dateTime`, which is already the shop's wall clock, the time the documents browser and
// the receipt show (lib/dates/wall-clock.ts derives it where the operator sends an instant).
// Isomorphic and zod-free.

/** Minutes since midnight, both ends included: `from` 14:00 and `to` 16:00 include 16:00:59. */
export type TimeOfDay = { from: number; to: number };

const POINT = /^(\d{1,2})(?:[:.ч]\s*(\d{2}))?$/u;
const DASHES = /\s*(?:-|–|—|\.\.|до)\s*/u;

function minutesOf(text: string): { minutes: number; hourOnly: boolean } | undefined {
  const m = POINT.exec(text.trim());
  if (!m) return undefined;
  const hours = Number(m[1]);
  const minutes = m[2] === undefined ? 0 : Number(m[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
  return { minutes: Math.min(hours * 60 + minutes, 24 * 60 - 1), hourOnly: m[2] === undefined };
}

/** The range, or undefined when the text is not a time of day or a range of them. */
export function parseTimeOfDay(text: string): TimeOfDay | undefined {
  const trimmed = text.trim().replace(/^(?:с|from)\s+/iu, '');
  const parts = trimmed.split(DASHES);
  if (parts.length === 1) {
    const at = minutesOf(parts[0]!);
    if (!at) return undefined;
    // One hour alone is that whole hour; one minute is that minute.
    return { from: at.minutes, to: at.hourOnly ? at.minutes + 59 : at.minutes };
  }
  if (parts.length !== 2) return undefined;
  const from = minutesOf(parts[0]!);
  const to = minutesOf(parts[1]!);
  return from && to ? { from: from.minutes, to: to.minutes } : undefined;
}

/** `hh:mm–hh:mm`, the range as the page writes it back. */
export function formatTimeOfDay(range: TimeOfDay): string {
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return `${hhmm(range.from)}–${hhmm(range.to)}`;
}

/** True when the wall clock `YYYY-MM-DDThh:mm…` falls in the range (wrapping past midnight). */
export function inTimeOfDay(dateTime: string, range: TimeOfDay): boolean {
  const minutes = Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16));
  return range.from <= range.to
    ? minutes >= range.from && minutes <= range.to
    : minutes >= range.from || minutes <= range.to;
}
