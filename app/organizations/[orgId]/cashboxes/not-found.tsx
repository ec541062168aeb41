import { NotFoundPanel } from '@/components/registers/not-found-panel';

export default function OrganizationNotFound() {
  return <NotFoundPanel what="organization" />;
}
