'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// A document's views (every document type's fields, the paper receipt) are drawn only once the
// document has been fetched in the browser, never on the server's first render, so their code is
// not part of the page's first load: it is fetched beside the document.

// `usePreloadDocumentLoaded` starts fetching the code as soon as the page mounts.
export const { Lazy: LazyDocumentLoaded, usePreload: usePreloadDocumentLoaded } = lazyPart(
  () => import('./document-loaded').then((m) => m.DocumentLoaded),
  'h-96 w-full',
);
