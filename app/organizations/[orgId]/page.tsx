import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { LazyOverviewScreen as OverviewScreen } from '@/components/overview/lazy-overview-screen';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { orgParamsSchema } from '@/lib/api/params.schema';
import { today } from '@/lib/dates/today';
import { organizationHref, organizationsHref } from '@/lib/urls/urls';
import { getOrganization } from '@/lib/operator/api';
import { serverQueries } from '@/lib/query/queries.server';
import { titleMetadata } from '@/components/layout/title-metadata';
import { OutlineLink } from '@/components/layout/outline-link';
import { ReceiptSearchField } from '@/components/receipt-search/receipt-search-field';
import { MirrorFreshness } from '@/components/mirror/mirror-freshness.server';
import { MonthExport } from '@/components/overview/month-export';

type Props = { params: Promise<{ orgId: string }> };

export const generateMetadata = titleMetadata('Overview');

// One organization's sales overview, its registers one click away.
export default async function OrganizationPage({ params }: Props) {
  const parsed = orgParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const { orgId } = parsed.data;
  const t = await getTranslations('Overview');
  const list = await getTranslations('Organizations');
  const registers = organizationHref(orgId);
  // A failure here is shown by the boundary below (the same prefetch fails); the title falls back.
  const organization = await getOrganization(orgId).catch(() => null);
  return (
    <PrefetchBoundary
      queries={[
        serverQueries.organizations(),
        serverQueries.organization(orgId),
        serverQueries.registers(orgId),
      ]}
    >
      <div className="space-y-6">
        <Breadcrumbs
          items={[
            { label: list('title'), href: organizationsHref },
            { label: organization?.shortName ?? orgId },
          ]}
        />
        <header className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">
            {organization ? t('organizationTitle', { name: organization.shortName }) : t('title')}
          </h1>
          <OutlineLink href={registers}>{t('scope.registers')}</OutlineLink>
        </header>
        <ReceiptSearchField today={today()} organizationId={orgId} />
        <MonthExport orgId={orgId} today={today()} />
        <MirrorFreshness orgId={orgId} />
        <OverviewScreen today={today()} fixedOrg={orgId} />
      </div>
    </PrefetchBoundary>
  );
}
