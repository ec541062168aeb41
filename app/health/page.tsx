import { getTranslations } from 'next-intl/server';
import { EpisodePanel } from '@/components/alerts/episode-panel.server';
import { HealthDownOperators } from '@/components/health/health-down-operators.server';
import { LazyHealthBoard as HealthBoard } from '@/components/health/lazy-health-board';
import { PageHeading } from '@/components/layout/page-heading';
import { MirrorFreshness, MirrorRejectedNotice } from '@/components/mirror/mirror-freshness.server';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { serverQueries } from '@/lib/query/queries.server';
import { titleMetadata } from '@/components/layout/title-metadata';

export const generateMetadata = titleMetadata('Health');

export default async function HealthPage() {
  const t = await getTranslations('Health');
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />
      <MirrorRejectedNotice />
      <PrefetchBoundary queries={[serverQueries.health()]}>
        {/* After the board was read: a call that found the operator away has been made. */}
        <MirrorFreshness />
        <HealthDownOperators />
        <HealthBoard />
      </PrefetchBoundary>
      <EpisodePanel />
    </div>
  );
}
