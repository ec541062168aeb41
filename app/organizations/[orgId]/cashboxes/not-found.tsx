import { NotFoundPanel } from '@/components/registers/not-found-panel';

// Reached from the register's layout, which finds out before any skeleton streams (404).
export default function RegisterNotFound() {
  return <NotFoundPanel what="register" />;
}
