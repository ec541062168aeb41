import 'server-only';
import { getAppAuth } from './auth';
import { recordAudit, type AuditDetails } from './audit';
import { clientAddress } from '@/lib/security/client-address';
import { currentPerson } from './scope';
import type { Viewer } from './viewer';

/** Records an export by the person the request acts for: which register, period and row count. */
export async function auditExport(details: AuditDetails): Promise<void> {
  const person = await currentPerson();
  const app = await getAppAuth();
  const { headers } = await import('next/headers');
  await recordAudit(app.db, {
    action: 'export',
    actorId: person?.id,
    actorEmail: person?.email,
    clientAddress: clientAddress(await headers()),
    subject: details.rnm,
    details,
  });
}

/**
 * Records an export the dashboard refused (docs/people.md, "Data"): support staff's 403, an owner's
 * 404 for an organization outside the grant. Who tried which organization and register is what
 * the trail is for; the path names them (`/api/organizations/<org>/cashboxes/<rnm>/…`).
 */
export async function auditRefusedExport(person: Viewer, request: Request, status: number) {
  const { pathname } = new URL(request.url);
  const [, orgId, rnm] =
    /^\/api\/organizations\/([^/]+)(?:\/cashboxes\/([^/]+))?/.exec(pathname) ?? [];
  const app = await getAppAuth();
  await recordAudit(app.db, {
    action: 'export-refused',
    actorId: person.id,
    actorEmail: person.email,
    clientAddress: clientAddress(request.headers),
    subject: rnm ?? orgId ?? pathname,
    details: {
      ...(orgId ? { orgId: decodeURIComponent(orgId) } : {}),
      ...(rnm ? { rnm: decodeURIComponent(rnm) } : {}),
      status,
      reason: status === 403 ? 'not-allowed' : 'not-found',
    },
  });
}
