import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProblemView } from '@/components/errors/problem-view';
import { OrganizationsTable } from '@/components/organizations/organizations-table';
import { prefetchOrganizations } from '@/lib/registers/prefetch-organizations';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Organizations');
  return { title: t('title') };
}

export default async function OrganizationsPage() {
  const t = await getTranslations('Organizations');
  const prefetched = await prefetchOrganizations();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('lead')}</p>
      </div>
      {prefetched.ok ? (
        <HydrationBoundary state={prefetched.data}>
          <OrganizationsTable />
        </HydrationBoundary>
      ) : (
        <ProblemView problem={prefetched.problem} />
      )}
    </div>
  );
}
