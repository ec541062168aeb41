'use client';

import { useTranslations } from 'next-intl';
import { serverPart } from '@/components/ui/lazy-part';
import { Skeleton } from '@/components/ui/skeleton';

// The document page's code (its query, views nav and address state) is a chunk apart from the
// page's first load: the server renders the prefetched document, and the chunk makes it live when
// it arrives (docs/benchmarks.md, first-load JS). Reached by a client-side navigation before the
// chunk, the page shows its heading as the document page does until its document is there.
export const LazyDocumentDetailPage = serverPart(
  () => import('./document-detail').then((m) => m.DocumentDetailPage),
  function DocumentDetailLoading({ fd }: { orgId: string; rnm: string; fd: number }) {
    const t = useTranslations('DocumentDetail');
    return (
      <div aria-busy="true" className="space-y-4">
        <h1 className="text-2xl font-semibold">{t('titleFallback', { fd })}</h1>
        <Skeleton className="h-96 w-full" />
      </div>
    );
  },
);
