import { redirect } from 'next/navigation';

// An organization's page is its registers (design.md: list → [orgId]/cashboxes → [kktRegId]).
export default async function OrganizationPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  redirect(`/organizations/${encodeURIComponent(orgId)}/cashboxes`);
}
