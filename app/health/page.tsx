import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HealthBoard } from '@/components/health/health-board';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary';
import { serverQueries } from '@/lib/query/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Health');
  return { title: t('title') };
}

export default async function HealthPage() {
  const t = await getTranslations('Health');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t('lead')}</p>
      </div>
      <PrefetchBoundary queries={[serverQueries.health()]}>
        <HealthBoard />
      </PrefetchBoundary>
    </div>
  );
}
