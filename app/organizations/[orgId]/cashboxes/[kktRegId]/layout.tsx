import type { ReactNode } from 'react';
import { registerParamsSchema } from '@/lib/api/params.schema';
import { loadRegister } from '@/lib/query/page-data.server';
import { pageParams } from '@/lib/query/page-params.server';

// An unknown register answers 404 on its page and on its documents pages: found out here, before
// any loading skeleton streams (they sit inside the pages' route groups). The pages' prefetch reuses
// the same reads (lib/query/queries.server.ts).
export default async function RegisterLayout({
  params,
  children,
}: {
  params: Promise<{ orgId: string; kktRegId: string }>;
  children: ReactNode;
}) {
  const { orgId, kktRegId: rnm } = await pageParams(registerParamsSchema, params);
  await loadRegister(orgId, rnm);
  return children;
}
