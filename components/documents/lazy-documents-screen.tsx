'use client';

import { useTranslations } from 'next-intl';
import { serverPart } from '@/components/ui/lazy-part';
import { Skeleton } from '@/components/ui/skeleton';

// The documents page's code (its register queries, drive and period controls, the address state)
// is a chunk apart from the page's first load: the server renders the page with the prefetched
// register, and the chunk makes it live when it arrives (docs/benchmarks.md, first-load JS).
// Reached by a client-side navigation before the chunk, the page shows what its loading state
// shows (components/documents/documents-loading.tsx).
export const LazyDocumentsScreen = serverPart(
  () => import('./documents-screen').then((m) => m.DocumentsScreen),
  function DocumentsScreenLoading() {
    const t = useTranslations('Documents');
    return (
      <div aria-busy="true" className="space-y-4">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {t('loadingRegister')}
        </p>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  },
);
