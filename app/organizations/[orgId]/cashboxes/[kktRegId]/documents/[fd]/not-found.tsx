import { NotFoundPanel } from '@/components/registers/not-found-panel';

// Without this boundary a missing document would bubble up to "Cash register not found".
export default function DocumentNotFound() {
  return <NotFoundPanel what="document" />;
}
