import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LazyDocumentDetailPage as DocumentDetailPage } from '@/components/documents/detail/lazy-document-detail';
import { MirrorFreshness } from '@/components/mirror/mirror-freshness.server';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { documentParamsSchema, driveQuerySchema } from '@/lib/api/params.schema';
import { pageParams, pageSearch } from '@/lib/query/page-params.server';
import { serverQueries } from '@/lib/query/queries.server';

type Props = {
  params: Promise<{ orgId: string; kktRegId: string; fd: string }>;
  searchParams: Promise<{ drive?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { fd } = await pageParams(documentParamsSchema, params);
  const t = await getTranslations('DocumentDetail');
  return { title: t('titleFallback', { fd }) };
}

// With its drive, the document is prefetched (the documents API's own read, which checks the drive
// and the permission window), so a number the drive never signed answers 404 before anything
// streams, and the page's first paint holds the document. Without a drive, the browser asks which
// drive signed the number (drive-resolver.tsx).
export default async function DocumentPage({ params, searchParams }: Props) {
  const { orgId, kktRegId: rnm, fd } = await pageParams(documentParamsSchema, params);
  const read = await pageSearch(driveQuerySchema, searchParams);
  const t = await getTranslations('DocumentDetail');
  return (
    <PrefetchBoundary
      queries={read ? [serverQueries.document(orgId, rnm, read.drive, fd)] : []}
      frame={(problem) => (
        <div className="space-y-4">
          <h1 className="text-2xl font-semibold">{t('titleFallback', { fd })}</h1>
          {problem}
        </div>
      )}
    >
      <MirrorFreshness orgId={orgId} rnm={rnm} />
      <DocumentDetailPage orgId={orgId} rnm={rnm} fd={fd} />
    </PrefetchBoundary>
  );
}
