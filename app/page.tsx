import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LazyOverviewScreen as OverviewScreen } from '@/components/overview/lazy-overview-screen';
import { MirrorFreshness } from '@/components/mirror/mirror-freshness.server';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { today } from '@/lib/dates/today';
import { lookupHref, organizationsHref } from '@/lib/urls/urls';
import { serverQueries } from '@/lib/query/queries.server';
import { titleMetadata } from '@/components/layout/title-metadata';
import { OutlineLink } from '@/components/layout/outline-link';
import { ReceiptSearchField } from '@/components/receipt-search/receipt-search-field';

export const generateMetadata = titleMetadata('Overview');

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
        {/* On a phone the header's menu holds both links: the figures come first (docs/phones.md). */}
        <nav aria-label={home('more')} className="flex flex-wrap gap-2 text-sm max-sm:hidden">
          <OutlineLink href={organizationsHref}>{home('toOrganizations')}</OutlineLink>
          <OutlineLink href={lookupHref}>{home('toLookup')}</OutlineLink>
        </nav>
      </header>
      <ClientMessages
        namespaces={[
          'ApiErrors',
          'DataTable',
          'DateRange',
          'Fiscal',
          'Mirror',
          'Overview',
          'ReceiptSearch.field',
          'Terms',
        ]}
      >
        <ReceiptSearchField today={today()} />
        <PrefetchBoundary queries={[serverQueries.organizations()]}>
          {/* After the organizations were read: a call that found the operator away has been made. */}
          <MirrorFreshness />
          <OverviewScreen today={today()} />
        </PrefetchBoundary>
      </ClientMessages>
    </div>
  );
}
