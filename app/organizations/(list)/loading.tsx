import { getTranslations } from 'next-intl/server';
import { LoadingPage } from '@/components/layout/loading-page';
import { PageHeading } from '@/components/layout/page-heading';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';

export default async function OrganizationsLoading() {
  const t = await getTranslations('Organizations');
  return (
    <LoadingPage
      className="gap-4"
      status={t('loading')}
      top={<PageHeading title={t('title')} lead={t('lead')} />}
    >
      <TableSkeleton columns={6} rows={4} />
    </LoadingPage>
  );
}
