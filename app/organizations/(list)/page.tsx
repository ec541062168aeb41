import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { LazyOrganizationsTable as OrganizationsTable } from '@/components/organizations/lazy-organizations-table';
import { OperatorAwayNotice } from '@/components/mirror/operator-away.server';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { registersOfEachOrganization, serverQueries } from '@/lib/query/queries.server';
import { titleMetadata } from '@/components/layout/title-metadata';

export const generateMetadata = titleMetadata('Organizations');

export default async function OrganizationsPage() {
  const t = await getTranslations('Organizations');
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t('title')} lead={t('lead')} />
      <PrefetchBoundary
        kind="list"
        queries={[serverQueries.organizations()]}
        optional={registersOfEachOrganization}
      >
        <OperatorAwayNotice />
        <OrganizationsTable />
      </PrefetchBoundary>
    </div>
  );
}
