import type { Reason } from './types';

// Since when a problem holds, read from its evidence (docs/health.md, "Since when"): the board,
// the register's card and the alert episodes all say it, so a person on the phone can answer
// "since when?" at a glance. A local date-time of the register, or UTC when it ends in `Z`.

/** The moment the evidence shows the problem began; null when there is no such moment. */
export function reasonSince(reason: Reason): string | null {
  switch (reason.code) {
    case 'silent':
      // The shop's time of its last document: what the owner remembers, not the receive time.
      return reason.detail.lastDocument?.dateTime ?? reason.since;
    case 'untransmitted':
      return reason.detail.oldest ?? reason.since;
    case 'transmission-delay':
      return reason.since ?? reason.detail.from;
    case 'shift-too-long':
      return reason.detail.opened?.dateTime ?? reason.since;
    case 'fd-gap': {
      // The first missing number was made after the document before it (or before the one after).
      const first = reason.detail.ranges[0];
      return first ? (first.before?.dateTime ?? first.after.dateTime) : reason.since;
    }
    default:
      return reason.since;
  }
}

// Russia's zones run from UTC+2 to UTC+12 (lib/dates/regions.ts): a register's wall clock is at
// least two hours ahead of UTC, so "local − 2 h" is the latest instant it can stand for.
const NEAREST_OFFSET_MS = 2 * 3_600_000;

/**
 * Whether the evidence's `since` is surely earlier than the episode's `openedAt` (when the alert
 * engine first saw it: after a server start, often days later). Then the episode says "since …"
 * from the evidence instead of "open since" the moment it was noticed.
 */
export function predates(since: string | null, openedAtIso: string): boolean {
  if (!since) return false;
  const at = since.endsWith('Z')
    ? Date.parse(since)
    : Date.parse(`${since.slice(0, 19)}Z`) - NEAREST_OFFSET_MS;
  return Number.isFinite(at) && at < Date.parse(openedAtIso);
}
