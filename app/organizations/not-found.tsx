import { NotFoundPanel } from '@/components/registers/not-found-panel';

// Reached from the organization's layout, which finds out before any skeleton streams (404).
export default function OrganizationNotFound() {
  return <NotFoundPanel what="organization" />;
}
