'use client';

import { useTranslations } from 'next-intl';
import { serverPart } from '@/components/ui/lazy-part';
import { DocumentsLoadingView } from './documents-loading-view';

// The documents page's code (its register queries, drive and period controls, the address state)
// is a chunk apart from the page's first load: the server renders the page with the prefetched
// register, and the chunk makes it live when it arrives (docs/benchmarks.md, first-load JS).
// Reached by a client-side navigation before the chunk, the page shows what its loading state
// shows (components/documents/documents-loading.tsx).
export const LazyDocumentsScreen = serverPart(
  () => import('./documents-screen').then((m) => m.DocumentsScreen),
  function DocumentsScreenLoading() {
    const t = useTranslations('Documents');
    return <DocumentsLoadingView title={t('title')} status={t('loadingRegister')} />;
  },
);

// The chunks a period needs (its load, then the summary and the table) are asked for together
// with the screen's, not each after the chunk that imports it: on a busy machine every link of
// that chain cost seconds before the period's data was even asked for (docs/testing.md, "Timeouts").
if (typeof window !== 'undefined') {
  void import('./period-results');
  void import('./period-loaded');
  void import('./documents-table');
}
