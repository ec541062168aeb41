import type { ReactNode } from 'react';
import { loadRegister } from '@/lib/registers/page-data.server';

// An unknown register answers 404 on its page and on its documents pages: found out here, before
// any loading skeleton streams (they sit inside the pages' route groups). The register page reuses
// the same load (React cache).
export default async function RegisterLayout({
  params,
  children,
}: {
  params: Promise<{ orgId: string; kktRegId: string }>;
  children: ReactNode;
}) {
  const { orgId, kktRegId } = await params;
  await loadRegister(orgId, kktRegId);
  return children;
}
