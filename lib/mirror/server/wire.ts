import 'server-only';
import { z } from 'zod';
import { cashboxListSchema, organizationListSchema } from '@/lib/ofd/schemas';
import type { RegisterRecord, Organization } from '@/lib/ofd/schemas';
import { registerIdentity } from '@/lib/ofd/views';
import type { MirrorRegister } from '@/lib/service';
import type { Upstream } from './upstream';

// The three operations the mirror reads (docs/operator-api.md): organizations, their registers,
// and a register's documents page by page through `documents/by-period` with the operator's
// opaque cursor, which is only ever sent back as it came (docs/real-operators.md).

export const PAGE_LIMIT = 1000;

// Each element is kept as parsed, not copied or checked here (as z.record would): a page of 1,000
// documents is one tree in memory, not two (docs/mirror-sizing.md, "Memory"), and one element that
// is not a document is kept as unreadable (storable.ts) instead of failing the whole page.
const elementSchema = z.custom<unknown>(() => true);

const pageSchema = z.object({
  documents: z.array(elementSchema),
  paging: z.object({ nextOffset: z.string().nullish() }).loose().nullish(),
});

export type DocumentsPage = { documents: unknown[]; nextOffset: string | null };

export async function readOrganizations(upstream: Upstream): Promise<Organization[]> {
  return upstream.getJson(
    { template: '/v2/organizations', forbiddenIsRejection: true },
    organizationListSchema,
  );
}

export async function readRegisters(
  upstream: Upstream,
  organizationId: string,
): Promise<RegisterRecord[]> {
  return upstream.getJson(
    { template: '/v2/organizations/{organizationId}/cashboxes', params: { organizationId } },
    cashboxListSchema,
  );
}

export async function readPage(
  upstream: Upstream,
  where: { organizationId: string; rnm: string; from: string; to: string },
  offset: string | null,
): Promise<DocumentsPage> {
  const query: Record<string, string> = {
    dateFrom: where.from,
    dateTo: where.to,
    limit: String(PAGE_LIMIT),
  };
  // The first page is asked for without `offset` (docs/real-operators.md).
  if (offset !== null) query.offset = offset;
  const page = await upstream.getJson(
    {
      template: '/v2/organizations/{organizationId}/cashboxes/{kktRegId}/documents/by-period',
      params: { organizationId: where.organizationId, kktRegId: where.rnm },
      query,
    },
    pageSchema,
  );
  return { documents: page.documents, nextOffset: page.paging?.nextOffset ?? null };
}

/** A listed register as the store keeps it; a drive's installation is its first known moment. */
export function toMirrorRegister(organizationId: string, c: RegisterRecord): MirrorRegister {
  return {
    organizationId,
    ...registerIdentity(c),
    addresses:
      c.addresses.length > 0 ? c.addresses : [{ address: c.address, startDate: c.permissionFrom }],
    fiscalDrives: c.fiscalDrives.map((d) => ({
      fiscalDriveNumber: d.fiscalDriveNumber,
      installedAt: d.earliestDocumentTimestamp ?? c.permissionFrom,
    })),
    permissionFrom: c.permissionFrom,
    permissionTo: c.permissionTo,
  };
}
