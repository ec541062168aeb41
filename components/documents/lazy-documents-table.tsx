'use client';

import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { DocumentsTable as DocumentsTableType } from './documents-table';

// The table (TanStack Table and Virtual, ~30 kB gzip with the data-table components) is shown only
// once a period has loaded, never on the server's first render, so it is not part of the page's
// first load: its chunk is fetched while the period loads, in parallel with the data.

const loadTable = () => import('./documents-table');
const Table = lazy(() => loadTable().then((m) => ({ default: m.DocumentsTable })));

/** Starts fetching the table's code as soon as a period starts loading. */
export function usePreloadDocumentsTable() {
  useEffect(() => void loadTable(), []);
}

export function LazyDocumentsTable(props: ComponentProps<typeof DocumentsTableType>) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <Skeleton className="h-96 w-full" />
        </div>
      }
    >
      <Table {...props} />
    </Suspense>
  );
}
