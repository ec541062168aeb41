import type { ReactNode } from 'react';
import { loadOrganization } from '@/lib/registers/page-data.server';

// An unknown organization must answer 404, so it is found out here, before anything streams: the
// loading skeletons sit inside the pages' route groups, below this layout. The page reuses the
// same load (React cache), so this costs no second call to the operator.
export default async function OrganizationLayout({
  params,
  children,
}: {
  params: Promise<{ orgId: string }>;
  children: ReactNode;
}) {
  await loadOrganization((await params).orgId);
  return children;
}
