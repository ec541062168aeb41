import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';
import { NotAllowedError } from '@/lib/auth/server/errors';
import type { Viewer } from '@/lib/auth/server/viewer';
import type { ReasonCode, Severity } from '@/lib/health/types';
import { NotFoundError } from '@/lib/ofd/errors';
import { mayChangeAlerts, mayQuiet } from '../powers';

// The checks every alert action makes before it acts (docs/people.md, "Alerts"). Scope is read
// from the viewer passed in, the same one the action audits: a register the person may not see
// answers as a missing one (404); a role that may not act gets 403.

export function assertMayChangeAlerts(viewer: Viewer): void {
  if (!mayChangeAlerts(viewer.role)) {
    throw new NotAllowedError('Support staff read alerts but do not change them.');
  }
}

export function assertMayQuiet(viewer: Viewer, reason: ReasonCode, severity?: Severity): void {
  assertMayChangeAlerts(viewer);
  if (!mayQuiet(viewer.role, reason, severity)) {
    throw new NotAllowedError('Only administrators quiet a critical problem.');
  }
}

export function assertOrganizationOf(viewer: Viewer, organizationId: string): void {
  if (viewer.orgIds !== 'all' && !viewer.orgIds.includes(organizationId)) {
    throw new NotFoundError();
  }
}

/**
 * The register is one of the organization's, as the alerts know it: an episode of it (open or
 * past) was recorded under that organization. A snooze naming another organization's register
 * would hold nothing and leave a misleading audit row, so it answers as a missing register.
 */
export async function assertRegisterOf(db: AppDatabase, organizationId: string, rnm: string) {
  const known = await db.get(
    'SELECT id FROM alert_episode WHERE organization_id = ? AND rnm = ? LIMIT 1',
    [organizationId, rnm],
  );
  if (!known) throw new NotFoundError();
}
