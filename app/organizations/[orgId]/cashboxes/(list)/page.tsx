import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LazyRegistersTable as RegistersTable } from '@/components/registers/lazy-registers-table';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { OrganizationSummary } from '@/components/organizations/organization-summary';
import { ProblemView } from '@/components/errors/problem-view';
import { OperatorAwayNotice } from '@/components/mirror/operator-away.server';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { serverQueries } from '@/lib/query/queries.server';
import { orgParamsSchema } from '@/lib/api/params.schema';
import { loadOrganization } from '@/lib/query/page-data.server';
import { pageParams } from '@/lib/query/page-params.server';
import { today } from '@/lib/dates/today';
import { organizationsHref } from '@/lib/urls/urls';
import { operatorOfOrganization } from '@/lib/operator/api';
import { ProblemOperator } from '@/components/operators/problem-operator';

type Props = { params: Promise<{ orgId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('Registers');
  const { orgId } = await pageParams(orgParamsSchema, params);
  const organization = await loadOrganization(orgId);
  return { title: organization.ok ? organization.data.shortName : t('title') };
}

export default async function RegistersPage({ params }: Props) {
  const { orgId } = await pageParams(orgParamsSchema, params);
  const t = await getTranslations('Registers');
  const tList = await getTranslations('Organizations');
  const organization = await loadOrganization(orgId);
  const crumbs = [{ label: tList('title'), href: organizationsHref }];
  if (!organization.ok) {
    return (
      <div>
        <Breadcrumbs items={[...crumbs, { label: t('title') }]} />
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <ProblemOperator operator={operatorOfOrganization(orgId)} />
        <ProblemView problem={organization.problem} />
      </div>
    );
  }
  const org = organization.data;
  return (
    <div className="flex flex-col gap-6">
      <OperatorAwayNotice orgId={orgId} />
      <div>
        <Breadcrumbs items={[...crumbs, { label: org.shortName || org.fullName }]} />
        <h1 className="text-2xl font-semibold">{org.shortName || org.fullName}</h1>
        <OrganizationSummary organization={org} />
      </div>
      <section aria-labelledby="registers" className="flex flex-col gap-3">
        <h2 id="registers" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <PrefetchBoundary queries={[serverQueries.registers(orgId)]}>
          <RegistersTable orgId={orgId} organizationName={org.shortName} today={today()} />
        </PrefetchBoundary>
      </section>
    </div>
  );
}
