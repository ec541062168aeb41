import { getTranslations } from 'next-intl/server';
import { LoadingPage } from '@/components/layout/loading-page';
import { PageHeading } from '@/components/layout/page-heading';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';

export default async function HealthLoading() {
  const t = await getTranslations('Health');
  return (
    <LoadingPage
      status={t('loading')}
      top={<PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />}
    >
      <TableSkeleton columns={5} rows={6} />
    </LoadingPage>
  );
}
