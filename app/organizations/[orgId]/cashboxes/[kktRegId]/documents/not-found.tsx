import { LazyNotFoundPanel as NotFoundPanel } from '@/components/registers/lazy-not-found-panel';

// Shown for a document that does not exist: the [fd] layout refuses numbers that can name none,
// and the document page finds out about a well-formed one in the browser.
export default function DocumentNotFound() {
  return <NotFoundPanel what="document" />;
}
