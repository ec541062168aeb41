import { redirect } from 'next/navigation';
import { organizationHref } from '@/lib/urls/urls';

// An organization's page is its registers (docs/urls.md).
export default async function OrganizationPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  redirect(organizationHref(orgId));
}
