import 'server-only';
import { getAppAuth } from './auth';
import { recordAudit, type AuditDetails } from './audit';
import { clientAddress } from '@/lib/security/client-address';
import { currentPerson } from './scope';

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
