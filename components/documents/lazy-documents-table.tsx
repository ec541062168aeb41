'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// The table (TanStack Table and Virtual, ~30 kB gzip with the data-table components) is shown only
// once a period has loaded, never on the server's first render, so it is not part of the page's
// first load: its chunk is fetched while the period loads, in parallel with the data.

// `usePreloadDocumentsTable` starts fetching the table's code as soon as a period starts loading.
export const { Lazy: LazyDocumentsTable, usePreload: usePreloadDocumentsTable } = lazyPart(
  () => import('./documents-table').then((m) => m.DocumentsTable),
  'h-96 w-full',
);
