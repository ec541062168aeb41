import { NotFoundPanel } from '@/components/registers/not-found-panel';

export default function RegisterNotFound() {
  return <NotFoundPanel what="register" />;
}
