import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { LazyDocumentsScreen as DocumentsScreen } from '@/components/documents/lazy-documents-screen';
import { MirrorFreshness } from '@/components/mirror/mirror-freshness.server';
import { registerParamsSchema } from '@/lib/api/params.schema';
import { today } from '@/lib/dates/today';
import { pageParams } from '@/lib/query/page-params.server';
import { serverQueries } from '@/lib/query/queries.server';
import { titleMetadata } from '@/components/layout/title-metadata';

type Props = { params: Promise<{ orgId: string; kktRegId: string }> };

export const generateMetadata = titleMetadata('Documents');

// The register (its drives and permission window) and organization are prefetched; the drive and
// period live in the URL and are read on the client, where they change without a server round trip.
export default async function DocumentsPage({ params }: Props) {
  const { orgId, kktRegId: rnm } = await pageParams(registerParamsSchema, params);
  return (
    <PrefetchBoundary
      queries={[serverQueries.organization(orgId), serverQueries.register(orgId, rnm)]}
    >
      <MirrorFreshness orgId={orgId} rnm={rnm}>
        <DocumentsScreen orgId={orgId} rnm={rnm} today={today()} />
      </MirrorFreshness>
    </PrefetchBoundary>
  );
}
