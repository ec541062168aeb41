import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OverviewScreen } from '@/components/overview/overview-screen';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { today } from '@/lib/dates/today';
import { lookupHref, organizationsHref } from '@/lib/urls/urls';
import { serverQueries } from '@/lib/query/queries.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Overview');
  return { title: t('title') };
}

// The home page is the sales overview of everything the credentials may see; the figures load on
// the client (they may take a while from documents), the organizations for the scope are prefetched.
export default async function HomePage() {
  const t = await getTranslations('Overview');
  const home = await getTranslations('Home');
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('lead')}</p>
        </div>
        <nav aria-label={home('more')} className="flex flex-wrap gap-2 text-sm">
          <Link
            href={organizationsHref}
            className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
          >
            {home('toOrganizations')}
          </Link>
          <Link
            href={lookupHref}
            className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
          >
            {home('toLookup')}
          </Link>
        </nav>
      </header>
      <PrefetchBoundary queries={[serverQueries.organizations()]}>
        <OverviewScreen today={today()} />
      </PrefetchBoundary>
    </div>
  );
}
