import 'server-only';
import { cashboxListSchema, organizationListSchema } from '@/lib/ofd/schemas';
import type { MirrorRegister, MirrorStatus } from '@/lib/service';
import type { AdapterUpstream } from './adapter-upstream';
import type { PassOptions, PassSource } from './pass';
import { syncByDays } from './sync-by-days';
import { toMirrorRegister } from './wire';

// Another connection as a pass reads it (docs/mirror-connections.md): its organizations
// under their namespaced ids (`<connection>~<id>`, lib/ofd/connections.ts), so that the copy's
// organizations and registers carry the connection they came from, and each register by days.

const ORGS = '/v2/organizations';
const REGISTERS = `${ORGS}/{orgId}/cashboxes`;

/** Whether a status belongs to this connection's registers. */
export const ownedBy = (name: string) => (status: Pick<MirrorStatus, 'organizationId'>) =>
  status.organizationId.startsWith(`${name}~`);

export function connectionSource(upstream: AdapterUpstream, options: PassOptions): PassSource {
  const name = upstream.connection.name;
  return {
    async readRegistry() {
      const organizations = organizationListSchema.parse(await upstream.call(ORGS, {}));
      const registers: MirrorRegister[] = [];
      for (const organization of organizations) {
        const orgId = organization.id.slice(name.length + 1);
        const listed = cashboxListSchema.parse(await upstream.call(REGISTERS, { orgId }));
        for (const c of listed) registers.push(toMirrorRegister(organization.id, c));
      }
      return { organizations, cashboxes: registers };
    },
    sync: (now, register) => syncByDays({ ...options, upstream, now }, register),
    get rejected() {
      return upstream.rejected;
    },
    owns: ownedBy(name),
  };
}
