import { NotFoundPanel } from '@/components/registers/not-found-panel';

// Shown for a document that does not exist: the [fd] layout refuses numbers that can name none,
// and the document page reads a well-formed one before it answers (404 either way).
export default function DocumentNotFound() {
  return <NotFoundPanel what="document" />;
}
