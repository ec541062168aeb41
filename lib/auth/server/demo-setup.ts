import 'server-only';
import { DEMO_PEOPLE } from '@/lib/auth/demo-people';
import { recordUpstream } from '@/lib/metrics/metrics';
import { ofdGet } from '@/lib/ofd/client';
import { organizationListSchema } from '@/lib/ofd/schemas/organization';
import type { AppAuth } from './auth-options';
import { recordAudit } from './audit';
import { countPeople, createPerson } from './people';

// First start with the built-in service: one demo person per role, so the demo can be signed into
// at once. With an external operator (OFD_BASE_URL) nobody is created: the first administrator
// comes from `npm run users:create` (README).

export async function createDemoPeople(app: AppAuth): Promise<void> {
  if ((await countPeople(app)) > 0) return;
  // The built-in service seeds its demo world on its own first request (seconds, more under
  // `next dev`, which compiles the route first): this one call may wait for that.
  // The wire's own call, unscoped: this is the server's work for itself, not a person's.
  const organizations = await ofdGet(
    { path: '/v2/organizations', schema: organizationListSchema },
    { deadlineMs: 180_000, headersTimeoutMs: 180_000, maxAttempts: 1, observe: recordUpstream },
  );
  const first = organizations[0];
  for (const person of Object.values(DEMO_PEOPLE)) {
    const orgIds = person.role === 'owner' && first ? [first.id] : [];
    const created = await createPerson(app, { ...person, orgIds });
    await recordAudit(app.db, {
      action: 'person-created',
      subject: created.email,
      details: { role: created.role, orgIds, reason: 'demo people' },
    });
  }
  console.info(`[ofd-console] first start: created ${Object.keys(DEMO_PEOPLE).length} demo people`);
}
