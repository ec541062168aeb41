import type { Role } from '@/lib/auth/roles';
import type { ReasonCode, Severity } from '@/lib/health/types';

// Who may quiet an alarm and change alert rules (docs/people.md, "Alerts"). Isomorphic: the board
// and the settings page hide what a person may not do; the services refuse it
// (lib/alerts/server/powers.ts).

/** Support staff read alerts (the board, the delivery log) and change nothing. */
export function mayChangeAlerts(role: Role): boolean {
  return role !== 'support';
}

/**
 * Reasons the health rules may raise as critical (docs/health.md, "Reasons"): whatever their
 * severity today, a snooze of one holds every rule's messages, administrators' included, so
 * quieting one is an administrator's call. `drive-expiring` and `drive-flag` turn critical as the
 * drive runs out; a snooze made while they were warnings would keep holding them.
 */
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
export const MAY_BE_CRITICAL: ReadonlySet<ReasonCode> = new Set<ReasonCode>([
  'silent',
  'drive-flag',
  'drive-expiring',
  'shift-too-long',
  'fd-gap',
  'window-ended',
]);

/** Whether `role` may snooze this reason or acknowledge an episode of this severity. */
export function mayQuiet(role: Role, reason: ReasonCode, severity?: Severity): boolean {
  if (!mayChangeAlerts(role)) return false;
  if (role === 'admin') return true;
  return severity !== 'critical' && !MAY_BE_CRITICAL.has(reason);
}
