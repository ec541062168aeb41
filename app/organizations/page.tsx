import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrganizationList } from '@/components/organizations/organization-list';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary';
import { serverQueries } from '@/lib/query/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Organizations');
  return { title: t('title') };
}

export default async function OrganizationsPage() {
  const t = await getTranslations('Organizations');
  return (
    <div>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('lead')}</p>
      <PrefetchBoundary queries={[serverQueries.organizations()]}>
        <OrganizationList />
      </PrefetchBoundary>
    </div>
  );
}
